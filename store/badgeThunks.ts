import { markSeen as markSeenRequest, type SeenArea } from '@/api/item/badges';
import { createApiThunk } from './thunk';

/**
 * Records that the member opened a screen whose news lights a badge (/notices, a bookmark tab);
 * the answer is the badges after it. A visitor has nothing to record: the thunk does not run.
 */
export const markSeen = createApiThunk(
  'badge/markSeen',
  (area: SeenArea, { extra }) => markSeenRequest(extra.client, area),
  {
    condition: (_, { getState }) => getState().user.isLogin,
  }
);
