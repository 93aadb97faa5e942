import type { ApiClient } from '../client';
import {
  us_deleteShippingAddressDocument,
  us_saveShippingAddressDocument,
  us_setDefaultShippingAddressDocument,
  us_shippingAddressesDocument,
  type SaveShippingAddressInput,
  type ShippingAddressFieldsFragment,
  type us_saveShippingAddressMutation,
} from './generated';

export type ShippingAddress = ShippingAddressFieldsFragment;
export type SavedShippingAddress = us_saveShippingAddressMutation['saveShippingAddress'];
export type { SaveShippingAddressInput };

/** My address book: the default first, then the newest. */
export async function fetchShippingAddresses(client: ApiClient): Promise<ShippingAddress[]> {
  return (await client.request('order', us_shippingAddressesDocument, {})).shippingAddresses;
}

/** Adds (no id) or changes an address; answers it and the whole book (the default may have moved). */
export async function saveShippingAddress(
  client: ApiClient,
  input: SaveShippingAddressInput
): Promise<SavedShippingAddress> {
  return (await client.request('order', us_saveShippingAddressDocument, { input })).saveShippingAddress;
}

/** Deletes an address; answers the remaining book (the newest became the default if the default went). */
export async function deleteShippingAddress(client: ApiClient, id: number): Promise<ShippingAddress[]> {
  return (await client.request('order', us_deleteShippingAddressDocument, { id })).deleteShippingAddress;
}

export async function setDefaultShippingAddress(client: ApiClient, id: number): Promise<ShippingAddress[]> {
  return (await client.request('order', us_setDefaultShippingAddressDocument, { id })).setDefaultShippingAddress;
}
