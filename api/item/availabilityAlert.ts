import type { ApiClient } from '../client';
import { us_requestAvailabilityAlertDocument, type us_requestAvailabilityAlertMutation } from './generated';

export type AvailabilityAlert = us_requestAvailabilityAlertMutation['requestAvailabilityAlert'];

/** Asks to be told when the range frees up (a cancellation or refusal); refused when it is bookable now. */
export async function requestAvailabilityAlert(
  client: ApiClient,
  input: { itemId: number; startDate: string; endDate: string }
): Promise<AvailabilityAlert> {
  return (await client.request('item', us_requestAvailabilityAlertDocument, input)).requestAvailabilityAlert;
}
