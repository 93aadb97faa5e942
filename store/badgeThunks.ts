import { markSeen as markSeenRequest, type SeenArea } from '@/api/item/badges';
import { serializeApiError } from '@/api/errors';
import { BADGE_MARK_SEEN } from './badgeSlice';
import { createAppAsyncThunk } from './thunk';

/**
 * Records that the member opened a screen whose news lights a badge (/notices, a bookmark tab);
 * the answer is the badges after it. A visitor has nothing to record: the thunk does not run.
 */
export const markSeen = createAppAsyncThunk(BADGE_MARK_SEEN, async (area: SeenArea, { extra, rejectWithValue }) => {
  try {
    return await markSeenRequest(extra.client, area);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, { condition: (_, { getState }) => getState().user.isLogin });
