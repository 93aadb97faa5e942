/**
 * The business family's pages (the shop domain is 'business'): a business's profile, its two item lists,
 * its reviews, the nearby-business map and the map's onboarding. Each sends one operation (the viewer
 * inside it); anonymous HTML is shared for 30 s.
 */
import { z } from 'zod';
import { todayInSeoul } from '@/lib/dates';
import { parseRentalRange, type RentalRange } from '@/lib/rentalRange/rentalRange';
import { filtersFromQuery, firstParam, type QueryParams } from '@/components/commerce/listQuery';
import { BUSINESS_REVIEW_SORTS } from '@/api/item/businessReviews';
import { SSR_VIEWPORT } from '@/lib/nearbyMap/constants';
import { parseMapFilters, toFilterValues } from '@/lib/nearbyMap/mapFilters';
import { loadBusinessReviews } from '@/store/businessReviewThunks';
import { loadNearbyMapPage } from '@/store/nearbyMapThunks';
import { loadNearbyBusinessPage } from '@/store/nearbyBusinessDetailThunks';
import { loadBusinessItems } from '@/store/nearbyBusinessListThunks';
import { requestState } from '../../auth/requestState';
import { DEFAULT_BUSINESS_SORT } from '../../domain/business/businessItemSorts';
import { naverMapClientId } from '../../domain/nearbyMap/mapKey';
import { definePage } from '../pageLoader';
import { idParam } from './routeParams';

/**
 * The range of a list's URL (`?start=&end=`, issue 31 §1), or null. A range the rule refuses (a shared
 * link whose days have passed) opens the undated list rather than an error: the picker says 날짜 선택.
 */
function rangeOfQuery(query: QueryParams): RentalRange | null {
  const parsed = parseRentalRange(firstParam(query, 'start'), firstParam(query, 'end'), todayInSeoul());
  return parsed && 'range' in parsed ? parsed.range : null;
}

/** The route params with the page's query beside them (strings, or arrays for repeated keys). */
const withQuery = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape);

/** /nearby_store/{id}: the business profile. An unknown business is a 404; our own failure a 503 with 다시 시도. */
export const nearbyBusinessPage = definePage({
  params: z.object({ id: idParam }),
  cache: true,
  shared: 'business',
  fills: ['nearbyBusinessDetail', 'user', 'badge'],
  load: (store, { id }) => store.dispatch(loadNearbyBusinessPage(id)),
  props: ({ id }) => ({ businessId: id }),
});

/**
 * /nearby_store/{id}/list and famous_list: the category tab, order and filters come from the URL. An
 * unknown business, or a hand-made link with an unknown category, order or filter, is no such list (404).
 */
function businessListPage(famousOnly: boolean) {
  return definePage({
    params: withQuery({ id: idParam }).transform((input) => {
      const query = input as QueryParams;
      return {
        businessId: input.id,
        famousOnly,
        categoryKey: firstParam(query, 'category') ?? 'all',
        sort: firstParam(query, 'sort') ?? DEFAULT_BUSINESS_SORT,
        filters: filtersFromQuery(query),
        range: famousOnly ? null : rangeOfQuery(query),
      };
    }),
    cache: true,
    shared: 'business',
    fills: ['nearbyBusinessList', 'user', 'badge'],
    load: (store, query) => store.dispatch(loadBusinessItems(query)),
    props: ({ businessId }) => ({ businessId }),
  });
}

export const businessItemListPage = businessListPage(false);
export const businessFamousListPage = businessListPage(true);

const REVIEW_SORT_KEYS = BUSINESS_REVIEW_SORTS.map((s) => s.key);

/** /businesses/{businessId}/reviews: `sort` is one of the three orders (else 404), `photo=1` the photo filter. */
export const businessReviewsPage = definePage({
  params: withQuery({ businessId: idParam }).transform((input, ctx) => {
    const query = input as QueryParams;
    const sort = REVIEW_SORT_KEYS.find((key) => key === (firstParam(query, 'sort') ?? 'NEWEST'));
    if (!sort) {
      ctx.addIssue({ code: 'custom', message: '정렬 값이 올바르지 않아요.', path: ['sort'] });
      return z.NEVER;
    }
    return { businessId: input.businessId, sort, photoOnly: firstParam(query, 'photo') === '1' };
  }),
  cache: true,
  shared: 'business',
  fills: ['businessReview', 'user', 'badge'],
  load: (store, query) => store.dispatch(loadBusinessReviews(query)),
  props: ({ businessId }) => ({ businessId }),
});

/**
 * /nearby_store/map: the view in the URL (a bad value falls back to the default view, never a 404);
 * any failure renders the list with 다시 시도 and a 503.
 */
export const nearbyMapPage = definePage({
  params: z.record(z.string(), z.unknown()).transform((query) => toFilterValues(parseMapFilters(query))),
  cache: true,
  shared: 'business',
  fills: ['nearbyMap', 'user', 'badge'],
  // resolvePageIdentity keeps a session token only for a signed-in member: a visitor's places are not asked for.
  load: (store, filters, context) =>
    store.dispatch(
      loadNearbyMapPage({
        filters,
        viewport: { ...SSR_VIEWPORT },
        signedIn: Boolean(requestState(context.req).sessionToken),
      })
    ),
  notFoundOn: [],
  props: () => ({ naverMapClientId: naverMapClientId() }),
});

/** /nearby_store/onboarding: no data of its own (the viewer alone, when signed in). */
export const nearbyOnboardingPage = definePage({
  params: z.object({}),
  cache: true,
  shared: 'business',
  fills: ['user', 'badge'],
});
