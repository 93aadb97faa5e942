import type { ApiClient } from '../client';
import { bz_leaveStoreDocument, us_redeemSellerInviteDocument, type SellerJoinedStoreFieldsFragment } from './generated';

export type JoinedStore = SellerJoinedStoreFieldsFragment;

/** Redeems an operator's invite code: the member becomes a seller of the code's store. */
export async function redeemSellerInvite(client: ApiClient, code: string): Promise<JoinedStore> {
  return (await client.request('item', us_redeemSellerInviteDocument, { code })).redeemSellerInvite;
}

/** The seller leaves their store (its other sellers stay); answers the store left. */
export async function leaveStore(client: ApiClient): Promise<JoinedStore> {
  return (await client.request('item', bz_leaveStoreDocument, {})).leaveStore;
}
