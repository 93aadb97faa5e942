import { fetchMyReferral, registerFriendCode } from '@/api/order/referral';
import { ApiHttpError, serializeApiError, type SerializedApiError } from '@/api/errors';
import { createAppAsyncThunk } from './thunk';
import { REFERRAL_LOAD, REFERRAL_REGISTER } from './referralSlice';
import { loadViewer } from './viewerThunks';

/** My code and the promotion, loaded by /user/prcode and the friend-code pages on the server. */
export const loadMyReferral = createAppAsyncThunk(REFERRAL_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchMyReferral(extra.client);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/**
 * The error of a refused code, as the screen shows it: the server's sentence about the field
 * ("초대 코드는 영문과 숫자 8자리예요.") when it gave one, else its message for the whole request.
 */
export function friendCodeError(error: unknown): SerializedApiError {
  const serialized = serializeApiError(error);
  const details = error instanceof ApiHttpError ? error.errors[0]?.extensions?.details : undefined;
  const field = details && typeof details === 'object' ? (details as Record<string, unknown>).code : undefined;
  return typeof field === 'string' && field ? { ...serialized, message: field } : serialized;
}

/**
 * Enters a friend's code. On success the points changed on the server, so the viewer (whose
 * point the header and my page show) is loaded again. A second press while one runs is dropped.
 */
export const submitFriendCode = createAppAsyncThunk(
  REFERRAL_REGISTER,
  async (code: string, { extra, dispatch, rejectWithValue }) => {
    try {
      const result = await registerFriendCode(extra.client, code);
      await dispatch(loadViewer());
      return result;
    } catch (error) {
      return rejectWithValue(friendCodeError(error));
    }
  },
  { condition: (_code, { getState }) => getState().referral.registration.status !== 'loading' },
);
