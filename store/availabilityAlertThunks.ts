import { requestAvailabilityAlert } from '@/api/item/availabilityAlert';
import { createApiThunk } from './thunk';

/** 빈자리 알림: the calendar's full day; the answer (or the Korean refusal) is shown where it was asked. */
export const askAvailabilityAlert = createApiThunk(
  'calendar/availabilityAlert',
  (input: { itemId: number; startDate: string; endDate: string }, { extra }) =>
    requestAvailabilityAlert(extra.client, input)
);
