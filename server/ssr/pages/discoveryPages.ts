/**
 * The discovery pages (home, search, keyword landings, category recommendations): each one
 * operation with the viewer; anonymous HTML is shared for 30 s (server/ssr/anonymousPageCache.ts).
 */
import { z } from 'zod';
import { parseSearchUrl } from '@/components/search/searchUrl';
import { rentalRangeFromQuery } from '@/components/calendar/useRentalRangeQuery';
import { loadCategoryRecommendation } from '@/store/categoryRecommendationThunks';
import { loadHomePage } from '@/store/homeThunks';
import { loadKeywordPage } from '@/store/keywordSlice';
import { loadSearchPage } from '@/store/searchThunks';
import { definePage } from '../pageLoader';
import { recommendationPageCacheKey } from '../recommendationPageCache';
import { optionalQueryValue } from './routeParams';

/** `/`: the home sections and line banners. A failure renders with 다시 시도 and 503; never a 404. */
export const homePage = definePage({
  params: z.object({}),
  cache: true,
  shared: 'home',
  fills: ['home', 'lineBanner', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadHomePage()),
});

const queryValues = z.record(z.string(), z.union([z.string(), z.array(z.string())]).optional());

/**
 * `/search?keyword=…&dealType=…&sort=…&f=key:value`: the URL is the search (components/search/searchUrl.ts).
 * A search the service refuses (a hand-edited filter) is the visitor's mistake: 400, still rendered
 * with its message; our own failure is a 503 with 다시 시도. The bare /search (the focus screen) only
 * shows popular keywords, a convenience: it renders 200 whatever they did.
 */
export const searchPage = definePage({
  params: queryValues.transform((query) => parseSearchUrl(query)),
  cache: true,
  shared: 'search',
  fills: ['search', 'user', 'badge'],
  notFoundOn: [],
  badRequestOn: ['INVALID_INPUT', 'BAD_REQUEST'],
  load: async (store, { request, hasRequest }) => {
    const outcome = await store.dispatch(loadSearchPage(hasRequest ? request : null));
    return hasRequest ? outcome : undefined;
  },
});

/** `/keywords` lists the keyword landings; `/keywords?keyword=…` is one landing (an unknown one is a 404). */
export const keywordsPage = definePage({
  params: z.object({ keyword: optionalQueryValue.transform((value) => value?.trim() || null) }),
  cache: true,
  shared: 'search',
  fills: ['keyword', 'user', 'badge'],
  load: (store, { keyword }) => store.dispatch(loadKeywordPage(keyword)),
  props: ({ keyword }) => ({ isLanding: keyword !== null }),
});

const CATEGORY_KEY = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * `/recommendations/{category}`. Rendered per visitor once they have browsed (the ranking is theirs);
 * before that, once per URL and recommender variant (server/ssr/recommendationPageCache.ts).
 * `/recommendations/SKI` (older links) is the same page as `/recommendations/ski`: one address per page.
 */
export const recommendationPage = definePage({
  params: z
    .object({ category: z.string(), start: z.string().optional(), end: z.string().optional() })
    .transform(({ category, start, end }) => ({
      requested: category,
      categoryKey: category.toLowerCase(),
      // ?start=&end= (issue 31 §1): the list on those dates; dates the calendar would refuse read as none.
      range: rentalRangeFromQuery({ start, end }),
    }))
    .refine(({ categoryKey }) => CATEGORY_KEY.test(categoryKey)),
  redirect: ({ requested, categoryKey, range }) =>
    requested === categoryKey
      ? null
      : {
          destination: `/recommendations/${categoryKey}${range ? `?start=${range.start}&end=${range.end}` : ''}`,
          permanent: true,
        },
  cache: (context, shell) => recommendationPageCacheKey(context, shell),
  fills: ['categoryRecommendation', 'featureFlag', 'user', 'badge'],
  load: (store, { categoryKey, range }) => store.dispatch(loadCategoryRecommendation({ category: categoryKey, range })),
  props: ({ categoryKey }) => ({ categoryKey }),
});
