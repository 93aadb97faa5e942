import { setMarketingConsent as setConsentRequest, updateNickname as updateNicknameRequest } from '@/api/item/memberSettings';
import { serializeApiError } from '@/api/errors';
import { createAppAsyncThunk } from './thunk';
import { patchUser } from './userSlice';

/**
 * Settings of /user/configuration. The user slice holds the answer (the new nickname, the consent):
 * the header and my page show it at once. Forms read the rejection's code and message.
 */
export const changeNickname = createAppAsyncThunk('member/updateNickname', async (nickname: string, { extra, dispatch, rejectWithValue }) => {
  try {
    const profile = await updateNicknameRequest(extra.client, nickname);
    dispatch(patchUser({ nickname: profile.nickname, nickType: profile.nickType }));
    return profile;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const changeMarketingConsent = createAppAsyncThunk('member/setMarketingConsent', async (agree: boolean, { extra, dispatch, rejectWithValue }) => {
  try {
    const consent = await setConsentRequest(extra.client, agree);
    dispatch(patchUser({ isMarketingAgreed: consent.isMarketingAgreed }));
    return consent;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});
