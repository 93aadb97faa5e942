/**
 * The community's pages (issue 18): the boards, search, a post, and writing or editing one. Public
 * pages render complete on the server for search engines; write and update pages are for members
 * and never indexed.
 */
import { z } from 'zod';
import { loadCommunityPage } from '@/store/communityListThunks';
import { definePage } from '../pageLoader';
import { optionalQueryValue } from './routeParams';

// ---- /community (helper C1): boards, hot posts and a board's list ----

/**
 * /community?board=free&sort=popular: absent board is 전체; a board we don't have is a 404; any sort
 * but `popular` is 최신 (a hand-edited sort still shows the board).
 */
export const communityPage = definePage({
  params: z.object({
    board: optionalQueryValue.transform((v) => (v ? v : null)),
    sort: optionalQueryValue.transform((v) => (v === 'popular' ? ('POPULAR' as const) : ('LATEST' as const))),
  }),
  // Likes and blocks are per member; the page loader keeps only visitors' HTML.
  cache: true,
  shared: 'community',
  fills: ['communityList', 'user', 'badge'],
  notFoundOn: ['NOT_FOUND', 'INVALID_INPUT'],
  load: (store, { board, sort }) => store.dispatch(loadCommunityPage({ boardCode: board, sort })),
});

// ---- /community/search (helper C4): keyword, board and tagged model ----
import { loadCommunitySearchPage } from '@/store/communitySearchThunks';
import { normalizeSearchText } from '@/server/domain/search/normalize';
import { COMMUNITY_KEYWORD_MAX } from '@/server/domain/community/searchPostsInput';

/**
 * /community/search?keyword=&board=&modelId=: a link is never an error page. A keyword past the
 * limit is cut, one of symbols only is no keyword, a malformed board or model id is no filter; a
 * board or model we don't have simply finds nothing.
 */
export const communitySearchPage = definePage({
  params: z.object({
    keyword: optionalQueryValue.transform((v) => {
      const keyword = (v ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').slice(0, COMMUNITY_KEYWORD_MAX);
      return normalizeSearchText(keyword) ? keyword : '';
    }),
    board: optionalQueryValue.transform((v) => (v && /^[a-z_]{1,40}$/.test(v) ? v : null)),
    modelId: optionalQueryValue.transform((v) => (v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null)),
  }),
  // Likes and blocks are per member; the page loader keeps only visitors' HTML.
  cache: true,
  shared: 'community',
  fills: ['communitySearch', 'user', 'badge'],
  notFoundOn: ['NOT_FOUND'],
  load: (store, { keyword, board, modelId }) =>
    store.dispatch(loadCommunitySearchPage({ keyword, boardCode: board, modelId })),
});

// ---- writing and editing (helper C3): members only, never indexed ----
import { loadCommunityWritePage } from '@/store/communityWriteThunks';
import { loadMyCommunityPage } from '@/store/myCommunityThunks';
import { idParam } from './routeParams';

const boardCodeParam = z.string().regex(/^[a-z_]{1,40}$/);

/** /community/{boardCode}/posts/write: a board we don't have is a 404 (the form's board list comes from the same answer). */
export const communityWritePage = definePage({
  params: z.object({ boardCode: boardCodeParam }),
  access: 'member',
  fills: ['communityWrite', 'user', 'badge'],
  notFoundOn: ['NOT_FOUND', 'INVALID_INPUT'],
  load: (store, { boardCode }) => store.dispatch(loadCommunityWritePage({ boardCode, postId: null })),
});

/** /community/{boardCode}/posts/{id}/update: only the author; anyone else (or a deleted post) gets a 404. */
export const communityUpdatePage = definePage({
  params: z.object({ boardCode: boardCodeParam, id: idParam }),
  access: 'member',
  fills: ['communityWrite', 'user', 'badge'],
  notFoundOn: ['NOT_FOUND', 'INVALID_INPUT'],
  load: (store, { boardCode, id }) => store.dispatch(loadCommunityWritePage({ boardCode, postId: id })),
});

/** /user/community (내 커뮤니티 활동): the member's own posts and comments. */
export const myCommunityPage = definePage({
  params: z.object({}),
  access: 'member',
  fills: ['myCommunity', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadMyCommunityPage()),
});

// ---- a post (helper C2): read, like, comments ----
import { loadCommunityPostPage } from '@/store/communityPostThunks';

/**
 * /community/{boardCode}/posts/{id}: a wrong board for the id, a deleted or hidden post is a 404.
 * Visitors' HTML is kept (the view is counted by the browser's call, not by rendering).
 */
export const communityPostPage = definePage({
  params: z.object({ boardCode: boardCodeParam, id: idParam }),
  cache: true,
  shared: 'community',
  fills: ['communityPost', 'user', 'badge'],
  notFoundOn: ['NOT_FOUND', 'INVALID_INPUT'],
  load: (store, { boardCode, id }) => store.dispatch(loadCommunityPostPage({ boardCode, id })),
});
