import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

export const MY_REFERRAL_DOCUMENT = `query us_myReferral { myReferral {
  code invitedCount earnedPoint hasRegisteredFriendCode friendCodeDeadline invitationCode
  program { title description inviterPoint inviteePoint joinWindowDays endsAt }
} }`;

export const REGISTER_FRIEND_CODE_DOCUMENT = `mutation us_registerFriendCode($code: String!) {
  registerFriendCode(code: $code) { earnedPoint point inviterNickname }
}`;

export const referralProgramSchema = z.object({
  title: z.string(),
  /** The terms, one per line. */
  description: z.string(),
  inviterPoint: z.number().int(),
  inviteePoint: z.number().int(),
  joinWindowDays: z.number().int(),
  endsAt: z.string(),
});

export const myReferralSchema = z.object({
  code: z.string(),
  program: referralProgramSchema.nullable(),
  invitedCount: z.number().int(),
  earnedPoint: z.number().int(),
  hasRegisteredFriendCode: z.boolean(),
  friendCodeDeadline: z.string().nullable(),
  invitationCode: z.string().nullable(),
});

export const friendCodeRegistrationSchema = z.object({
  earnedPoint: z.number().int(),
  point: z.number().int(),
  inviterNickname: z.string(),
});

export type ReferralProgram = z.infer<typeof referralProgramSchema>;
export type MyReferral = z.infer<typeof myReferralSchema>;
export type FriendCodeRegistration = z.infer<typeof friendCodeRegistrationSchema>;

/** My invitation code (made on first need), the running promotion and what my invitations earned. */
export async function fetchMyReferral(client: ApiClient): Promise<MyReferral> {
  const data = await client.request<unknown>('order', MY_REFERRAL_DOCUMENT, {}, { operationName: 'us_myReferral' });
  return checkAnswer(z.object({ myReferral: myReferralSchema }), data, 'us_myReferral').myReferral;
}

/** Enters a friend's code; both of us get the promotion's points once. */
export async function registerFriendCode(client: ApiClient, code: string): Promise<FriendCodeRegistration> {
  const data = await client.request<unknown>('order', REGISTER_FRIEND_CODE_DOCUMENT, { code }, { operationName: 'us_registerFriendCode' });
  return checkAnswer(z.object({ registerFriendCode: friendCodeRegistrationSchema }), data, 'us_registerFriendCode').registerFriendCode;
}
