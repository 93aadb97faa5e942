import {
  setMarketingConsent as setConsentRequest,
  updateNickname as updateNicknameRequest,
} from '@/api/item/memberSettings';
import { createApiThunk } from './thunk';
import { patchUser } from './userSlice';

/**
 * Settings of /user/configuration. The user slice holds the answer (the new nickname, the consent):
 * the header and my page show it at once. Forms read the rejection's code and message.
 */
export const changeNickname = createApiThunk('member/updateNickname', async (nickname: string, { extra, dispatch }) => {
  const profile = await updateNicknameRequest(extra.client, nickname);
  dispatch(patchUser({ nickname: profile.nickname, nickType: profile.nickType }));
  return profile;
});

export const changeMarketingConsent = createApiThunk(
  'member/setMarketingConsent',
  async (agree: boolean, { extra, dispatch }) => {
    const consent = await setConsentRequest(extra.client, agree);
    dispatch(patchUser({ isMarketingAgreed: consent.isMarketingAgreed }));
    return consent;
  }
);
