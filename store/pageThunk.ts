/**
 * A page's loader: one operation with every root field the page shows, including the viewer (`me`,
 * null for a visitor). The same thunk runs in getServerSideProps (server/ssr/pageLoader.ts) and on
 * client navigation; either way the viewer it brings goes to the user and badge slices.
 */
import type { ViewerProfile } from '@/api/item/me';
import { createApiThunk, type AppThunkApi } from './thunk';
import { viewerLoaded } from './viewerActions';

export type PageAnswer = { me: ViewerProfile | null };

export function createPageThunk<Answer extends PageAnswer, Arg = void>(
  typePrefix: string,
  fetchPage: (arg: Arg, api: AppThunkApi) => Promise<Answer>
) {
  return createApiThunk<Answer, Arg>(typePrefix, async (arg, api) => {
    const answer = await fetchPage(arg, api);
    // A visitor who was a visitor already changes nothing (and leaves the slices out of the page's state).
    if (answer.me !== null || api.getState().user.isLogin) api.dispatch(viewerLoaded(answer.me));
    return answer;
  });
}
