import type { ApiClient } from '../client';
import {
  us_myReferralDocument,
  us_registerFriendCodeDocument,
  type us_myReferralQuery,
  type us_registerFriendCodeMutation,
} from './generated';

export type MyReferral = us_myReferralQuery['myReferral'];
export type FriendCodeRegistration = us_registerFriendCodeMutation['registerFriendCode'];

/** My invitation code (made on first need), the running promotion and what my invitations earned. */
export async function fetchMyReferral(client: ApiClient): Promise<MyReferral> {
  return (await client.request('order', us_myReferralDocument, {})).myReferral;
}

/** Enters a friend's code; both of us get the promotion's points once. */
export async function registerFriendCode(client: ApiClient, code: string): Promise<FriendCodeRegistration> {
  return (await client.request('order', us_registerFriendCodeDocument, { code })).registerFriendCode;
}
