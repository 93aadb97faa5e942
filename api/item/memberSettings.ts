import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { MEMBER_PROFILE_FIELDS, memberProfileSchema, type MemberProfile } from './me';

export const UPDATE_NICKNAME_DOCUMENT = `mutation us_updateNickname($nickname: String!) { updateNickname(nickname: $nickname) { ${MEMBER_PROFILE_FIELDS} } }`;

export const SET_MARKETING_CONSENT_DOCUMENT = `mutation us_setMarketingConsent($agree: Boolean!) {
  setMarketingConsent(agree: $agree) { isMarketingAgreed decidedAt changed }
}`;

export const marketingConsentSchema = z.object({ isMarketingAgreed: z.boolean(), decidedAt: z.string(), changed: z.boolean() });

export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

export async function updateNickname(client: ApiClient, nickname: string): Promise<MemberProfile> {
  const data = await client.request<unknown>('item', UPDATE_NICKNAME_DOCUMENT, { nickname }, { operationName: 'us_updateNickname' });
  return checkAnswer(z.object({ updateNickname: memberProfileSchema }), data, 'us_updateNickname').updateNickname;
}

export async function setMarketingConsent(client: ApiClient, agree: boolean): Promise<MarketingConsent> {
  const data = await client.request<unknown>('item', SET_MARKETING_CONSENT_DOCUMENT, { agree }, { operationName: 'us_setMarketingConsent' });
  return checkAnswer(z.object({ setMarketingConsent: marketingConsentSchema }), data, 'us_setMarketingConsent').setMarketingConsent;
}
