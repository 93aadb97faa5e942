import type { ApiClient } from '../client';
import {
  bz_openDepositClaimDocument,
  us_answerDepositClaimDocument,
  type OrderDetailFieldsFragment,
  type RentalDepositFieldsFragment,
  type SellerOrderDetailFieldsFragment,
} from './generated';

/** Damage deposits of rentals (docs/product.md §4 Damage deposits). */
export type RentalDeposit = RentalDepositFieldsFragment;

export type DepositAnswerInput =
  { orderId: number; answer: 'accept' } | { orderId: number; answer: 'dispute'; note: string; imageIds: number[] };

export type DepositClaimInput = { orderId: number; amount: number; description: string; imageIds: number[] };

/** The customer accepts or disputes the claim: answers the order as it is afterwards. */
export async function sendDepositAnswer(
  client: ApiClient,
  input: DepositAnswerInput
): Promise<OrderDetailFieldsFragment> {
  return (await client.request('order', us_answerDepositClaimDocument, input)).answerDepositClaim;
}

/** The business opens its damage claim: answers the console's order detail. */
export async function sendDepositClaim(
  client: ApiClient,
  input: DepositClaimInput
): Promise<SellerOrderDetailFieldsFragment> {
  return (await client.request('order', bz_openDepositClaimDocument, input)).openDepositClaim;
}
