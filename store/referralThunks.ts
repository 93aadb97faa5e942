import { fetchMyReferral, registerFriendCode } from '@/api/order/referral';
import { fetchMe } from '@/api/item/me';
import { ApiHttpError, serializeApiError, type SerializedApiError } from '@/api/errors';
import { createPageThunk } from './pageThunk';
import { createAppAsyncThunk } from './thunk';
import { loadViewer } from './viewerThunks';

/**
 * The loader of /user/prcode and the friend-code pages: my code and the promotion, and the viewer.
 * They live in two services (the order service has no viewer), so this page sends its two
 * operations side by side instead of one after the other.
 */
export const loadReferralPage = createPageThunk('referral/loadPage', async (_: void, { extra }) => {
  const [me, myReferral] = await Promise.all([fetchMe(extra.client), fetchMyReferral(extra.client)]);
  return { me, myReferral };
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
 * Its own try/catch (not createApiThunk's): the rejection carries the field's sentence.
 */
export const submitFriendCode = createAppAsyncThunk(
  'referral/registerFriendCode',
  async (code: string, { extra, dispatch, rejectWithValue }) => {
    try {
      const result = await registerFriendCode(extra.client, code);
      await dispatch(loadViewer());
      return result;
    } catch (error) {
      return rejectWithValue(friendCodeError(error));
    }
  },
  { condition: (_code, { getState }) => getState().referral.registration.status !== 'loading' }
);
