import { fetchMe } from '@/api/item/me';
import { createApiThunk } from './thunk';
import { viewerLoaded } from './viewerActions';

/**
 * Who is reading, asked again in the browser after a change of account data (pages get the viewer
 * inside their own operation: store/pageThunk.ts). A visitor resolves to null (logged out).
 */
export const loadViewer = createApiThunk('user/loadViewer', async (_: void, { extra, dispatch }) => {
  const viewer = await fetchMe(extra.client);
  dispatch(viewerLoaded(viewer));
  return viewer;
});
