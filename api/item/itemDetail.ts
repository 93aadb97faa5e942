import type { ApiClient } from '../client';
import {
  pb_itemCalendarDocument,
  pb_itemPageDocument,
  type ItemCalendarFieldsFragment,
  type pb_itemPageQuery,
} from './generated';

export type ItemPageAnswer = pb_itemPageQuery;
/** The item as the page shows it; its calendar goes to the calendar slice, encoded. */
export type ItemDetailAnswer = Omit<pb_itemPageQuery['itemDetail'], 'calendar'>;
export type ItemOptionAnswer = ItemDetailAnswer['options'][number];
export type ItemCalendarAnswer = ItemCalendarFieldsFragment;

/** The item page's one operation: the item, its calendar (rentals), the itemDetail experiment and the viewer. */
export async function fetchItemPage(client: ApiClient, id: number): Promise<ItemPageAnswer> {
  return client.request('item', pb_itemPageDocument, { id });
}

/** The rental calendar alone (the sheet's 다시 시도). */
export async function fetchItemCalendar(client: ApiClient, id: number): Promise<ItemCalendarAnswer> {
  return (await client.request('item', pb_itemCalendarDocument, { id })).itemCalendar;
}
