import { fetchMe } from '@/api/item/me';
import { serializeApiError } from '@/api/errors';
import { createAppAsyncThunk } from './thunk';
import { USER_LOAD_VIEWER } from './userSlice';

/**
 * Who is reading, loaded on the server for every page a member opens (server/ssr/shell.ts) and
 * again in the browser after a change of account data. A visitor resolves to null (logged out).
 */
export const loadViewer = createAppAsyncThunk(USER_LOAD_VIEWER, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchMe(extra.client);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});
