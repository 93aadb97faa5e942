/**
 * The content and information routes (/recommends, /contents, /notices, /qna_info, the information
 * pages and /provisions): each page's params, its one operation and its 404/503 policy.
 */
import { z } from 'zod';
import { provisionCategoryOfSlug } from '@/api/item/provisions';
import { faqPath } from '@/components/faq/faqSeo';
import { faqQueryOf } from '@/components/faq/faqQuery';
import type { QueryParams } from '@/components/commerce/listQuery';
import { markSeen } from '@/store/badgeThunks';
import { loadContent } from '@/store/contentSlice';
import { loadFaqs } from '@/store/faqThunks';
import { loadInfoPage } from '@/store/infoPageSlice';
import { loadMagazinesPage } from '@/store/magazineSlice';
import { loadNotices } from '@/store/noticeSlice';
import { loadProvisionList, loadProvisionPage } from '@/store/provisionPageSlice';
import { definePage } from '../pageLoader';
import { idParam, optionalQueryValue } from './routeParams';

/** /recommends: the magazine sections; a failed load is 503. */
export const magazinesPage = definePage({
  params: z.object({}),
  cache: true,
  shared: 'content',
  fills: ['magazine', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadMagazinesPage()),
});

/** /contents?id=: only a plain positive id names a content; a missing or unpublished one is a 404. */
export const contentPage = definePage({
  params: z.object({ id: optionalQueryValue.pipe(idParam) }),
  cache: true,
  shared: 'content',
  fills: ['content', 'user', 'badge'],
  load: (store, { id }) => store.dispatch(loadContent(id)),
  props: ({ id }) => ({ contentId: id }),
});

// ?id= names a notice to open: absent (or repeated) is the list, anything but a plain positive id is no page.
const noticeId = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value : ''))
  .pipe(z.union([z.literal('').transform(() => null), idParam]));

const noSuchNotice = { meta: { requestStatus: 'rejected' as const }, payload: { code: 'NOT_FOUND', message: '' } };

/**
 * /notices: a link to a notice that does not exist (or is not published yet) is a 404, not the
 * list. A member who opens the notices has seen them: their notice badge clears (the one write of
 * the page, a member action after its operation; visitors have nothing to record).
 */
export const noticesPage = definePage({
  params: z.object({ id: noticeId }),
  cache: true,
  shared: 'content',
  fills: ['notice', 'user', 'badge'],
  // Only the missing notice below (the list itself is never NOT_FOUND); any failure of the list is a 503.
  notFoundOn: ['NOT_FOUND'],
  load: async (store, { id }) => {
    const loaded = await store.dispatch(loadNotices(id));
    await store.dispatch(markSeen('NOTICE'));
    if (loaded.meta.requestStatus === 'fulfilled' && id !== null && store.getState().notice.index === -1)
      return noSuchNotice;
    return loaded;
  },
});

/** /qna_info?category=&keyword=: a link naming a category we don't have still finds its words, in the whole FAQ. */
export const faqPage = definePage({
  params: z.custom<QueryParams>((value) => typeof value === 'object' && value !== null).transform(faqQueryOf),
  cache: true,
  shared: 'content',
  fills: ['faq', 'user', 'badge'],
  notFoundOn: [],
  redirectOn: (error, query) =>
    error.code === 'INVALID_INPUT' && query.category ? faqPath(null, query.keyword) : null,
  load: (store, query) => store.dispatch(loadFaqs(query)),
});

/**
 * An information page (/call_info, /cancel_info, /item_semi_info, /note_info): the page from
 * info_pages by its key; a key with no row is a 404, a failed load renders 다시 시도 with 503.
 */
export const infoPage = (key: string) =>
  definePage({
    params: z.object({}),
    cache: true,
    shared: 'content',
    fills: ['infoPage', 'user', 'badge'],
    notFoundOn: ['NOT_FOUND'],
    load: (store) => store.dispatch(loadInfoPage(key)),
  });

/** /provisions: every terms document's current version; a failed load is 503. */
export const provisionsPage = definePage({
  params: z.object({}),
  cache: true,
  shared: 'content',
  fills: ['provisionPage', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadProvisionList()),
});

/** /provisions/{category}?version=: an unknown category, or an unknown, future or malformed version, is no page. */
export const provisionPage = definePage({
  params: z.object({
    category: z
      .string()
      .transform(
        (slug, ctx) => provisionCategoryOfSlug(slug) ?? (ctx.addIssue({ code: 'custom', message: 'category' }), z.NEVER)
      ),
    version: z
      .unknown()
      .optional()
      .transform((value) => (typeof value === 'string' && value !== '' ? value : null)),
  }),
  cache: true,
  shared: 'content',
  fills: ['provisionPage', 'user', 'badge'],
  load: (store, request) => store.dispatch(loadProvisionPage(request)),
  props: ({ category }) => ({ category }),
});
