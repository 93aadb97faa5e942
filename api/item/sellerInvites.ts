import type { ApiClient } from '../client';
import {
  bz_leaveBusinessDocument,
  us_redeemSellerInviteDocument,
  type SellerJoinedBusinessFieldsFragment,
} from './generated';

export type JoinedBusiness = SellerJoinedBusinessFieldsFragment;

/** Redeems an operator's invite code: the member becomes a seller of the code's business. */
export async function redeemSellerInvite(client: ApiClient, code: string): Promise<JoinedBusiness> {
  return (await client.request('item', us_redeemSellerInviteDocument, { code })).redeemSellerInvite;
}

/** The seller leaves their business (its other sellers stay); answers the business left. */
export async function leaveBusiness(client: ApiClient): Promise<JoinedBusiness> {
  return (await client.request('item', bz_leaveBusinessDocument, {})).leaveBusiness;
}
