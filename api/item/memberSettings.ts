import type { ApiClient } from '../client';
import type { MemberProfile } from './me';
import {
  us_setMarketingConsentDocument,
  us_updateNicknameDocument,
  type us_setMarketingConsentMutation,
} from './generated';

export type MarketingConsent = us_setMarketingConsentMutation['setMarketingConsent'];

export async function updateNickname(client: ApiClient, nickname: string): Promise<MemberProfile> {
  return (await client.request('item', us_updateNicknameDocument, { nickname })).updateNickname;
}

export async function setMarketingConsent(client: ApiClient, agree: boolean): Promise<MarketingConsent> {
  return (await client.request('item', us_setMarketingConsentDocument, { agree })).setMarketingConsent;
}
