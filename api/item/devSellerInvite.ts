import type { ApiClient } from '../client';
import { us_devIssueSellerInviteDocument, type us_devIssueSellerInviteMutation } from './generated';

export type DevSellerInvite = us_devIssueSellerInviteMutation['devIssueSellerInvite'];

/** Developer tool (/dev/seller): a single-use invite code for the business, shown once. */
export async function devIssueSellerInvite(client: ApiClient, businessId: number): Promise<DevSellerInvite> {
  return (await client.request('item', us_devIssueSellerInviteDocument, { businessId })).devIssueSellerInvite;
}
