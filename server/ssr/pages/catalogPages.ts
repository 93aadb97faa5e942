/**
 * The catalogue and promotion routes (/bikes/commerce, /used_item/list, /promotions/*): each page's
 * params, its one operation and its 404/503 policy (server/ssr/pageLoader.ts).
 */
import type { GetServerSidePropsContext } from 'next';
import { z } from 'zod';
import { filtersFromQuery, firstParam, type QueryParams } from '@/components/commerce/listQuery';
import { featureFlagKey } from '@/lib/experiments/flagKeys';
import { DEFAULT_SORT, DEFAULT_TEMPLATE_KEY, defaultSortFor, loadCommercePage } from '@/store/commerceThunks';
import type { PromotionGuideKey } from '@/store/promotionGuideSlice';
import {
  loadBrandIntro,
  loadBrandSale,
  loadBrandSaleList,
  loadCardBenefits,
  loadPromotionGuide,
} from '@/store/promotionThunks';
import { loadUsedItems } from '@/store/usedItemThunks';
import { requestState } from '../../auth/requestState';
import { getDb } from '../../db';
import {
  experimentRunning,
  experimentVariant,
  type ExperimentAssignment,
} from '../../domain/experiments/assignVariant';
import { getBikeCommerceFilter } from '../../domain/listing/commerceFilter';
import { COMMERCE_SORT_KEYS } from '../../domain/listing/commerceSorts';
import { BRAND_KEY } from '../../domain/promotion/brandIntro';
import { logger } from '../../logger';
import { pageCacheKey } from '../anonymousPageCache';
import { definePage } from '../pageLoader';

/** The whole query as the list pages read it (repeated keys, filter=key:value …). */
const listQuery = z.custom<QueryParams>((value) => typeof value === 'object' && value !== null);

// The visitor's model-list assignment, once per request: it is part of the page-cache key and picks
// the opening sort, both before the page's operation (which then brings the same assignment).
const assignments = new WeakMap<object, Promise<ExperimentAssignment>>();

function modelListAssignment(context: Pick<GetServerSidePropsContext, 'req'>): Promise<ExperimentAssignment> {
  let assignment = assignments.get(context.req);
  if (!assignment) {
    const anonId = requestState(context.req).page?.anonId ?? null;
    // As the item service does: an experiment never breaks a page, a failed assignment is the control.
    assignment = getDb()
      .then((db) => experimentVariant(db, featureFlagKey('modelList', process.env.NODE_ENV), anonId))
      .catch((error: unknown) => {
        logger.warn('model list experiment: control shown', { error: String(error) });
        return { variant: null, isExclude: false };
      });
    assignments.set(context.req, assignment);
  }
  return assignment;
}

const variantOf = (assignment: ExperimentAssignment) => (assignment.isExclude ? null : assignment.variant);

/**
 * docs/product.md §4 Bike filter templates, loading the groups selects the first group and its first category: a link without a
 * category opens on the first category on sale. The filter the page's operation asks for anyway is
 * kept by the item service for 30 s, so reading its first key here costs no query of its own.
 */
async function firstCommerceCategory(): Promise<string> {
  try {
    const filter = await getBikeCommerceFilter(await getDb());
    return filter.originGroups[0]?.categories[0]?.key ?? DEFAULT_TEMPLATE_KEY;
  } catch (error) {
    // The operation will fail the same way and answer 503 with 다시 시도.
    logger.warn('commerce opening category unknown', { error: String(error) });
    return DEFAULT_TEMPLATE_KEY;
  }
}

/** An unknown sort in a link falls back to 인기순 (not the variant's), as choosing it on the screen would. */
function openingSort(raw: string | undefined, variant: string | null): string {
  if (raw === undefined) return defaultSortFor(variant);
  return (COMMERCE_SORT_KEYS as readonly string[]).includes(raw) ? raw : DEFAULT_SORT;
}

const notFound = { meta: { requestStatus: 'rejected' as const }, payload: { code: 'NOT_FOUND', message: '' } };

/**
 * /bikes/commerce: the category, sort and filters of the link; the model-list variant picks the
 * opening sort and is part of the anonymous page's cache key. A category not on sale here is a 404.
 */
export const commercePage = definePage({
  params: listQuery.transform((query) => ({
    category: firstParam(query, 'category'),
    sort: firstParam(query, 'sort'),
    filters: filtersFromQuery(query),
  })),
  cache: async (context, shell) => pageCacheKey(context, shell, [variantOf(await modelListAssignment(context))]),
  // Shared while the model-list experiment is not splitting visitors (its variant picks the opening sort).
  shared: 'catalog',
  sharedWhen: async () => !(await experimentRunning(await getDb(), featureFlagKey('modelList', process.env.NODE_ENV))),
  fills: ['bikeCommerceFilter', 'commerceList', 'featureFlag', 'user', 'badge'],
  load: async (store, params, context) => {
    const variant = variantOf(await modelListAssignment(context));
    const categoryKey = params.category ?? (await firstCommerceCategory());
    const loaded = await store.dispatch(
      loadCommercePage({ categoryKey, sort: openingSort(params.sort, variant), filters: params.filters })
    );
    const selected = store.getState().bikeCommerceFilter.selectedCategory?.key;
    if (loaded.meta.requestStatus === 'fulfilled' && params.category !== undefined && selected !== params.category)
      return notFound;
    return loaded;
  },
});

/** /used_item/list: a category or filter value a hand-made link got wrong is no list (404); anything else is 503. */
export const usedItemsPage = definePage({
  params: listQuery.transform((query) => ({
    categoryKey: firstParam(query, 'category') ?? 'all',
    filters: filtersFromQuery(query),
  })),
  cache: true,
  shared: 'catalog',
  fills: ['usedItem', 'user', 'badge'],
  notFoundOn: ['INVALID_INPUT'],
  load: (store, query) => store.dispatch(loadUsedItems(query)),
});

/** /promotions/brand_sale: no live campaign is a designed state (200); only a failed load is 503. */
export const brandSalePage = definePage({
  params: z.object({}),
  cache: true,
  shared: 'catalog',
  fills: ['brandSale', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadBrandSale()),
});

/** /promotions/brand_sale/list?group=: a group this campaign doesn't have (an old or edited link) is not a page. */
export const brandSaleListPage = definePage({
  params: listQuery.transform((query) => ({ group: firstParam(query, 'group') ?? null })),
  cache: true,
  shared: 'catalog',
  fills: ['brandSaleList', 'user', 'badge'],
  load: (store, { group }) => store.dispatch(loadBrandSaleList(group)),
});

/** /promotions/brands/{brandKey}: brand keys are lower-case slugs; anything else cannot name a brand. */
export const brandPage = definePage({
  params: z.object({ brandKey: z.string().regex(BRAND_KEY) }),
  cache: true,
  shared: 'catalog',
  fills: ['brandIntro', 'user', 'badge'],
  load: (store, { brandKey }) => store.dispatch(loadBrandIntro(brandKey)),
  props: ({ brandKey }) => ({ brandKey }),
});

/** /promotions/card_benefit (and /card_benefit): the benefits in force now. */
export const cardBenefitPage = definePage({
  params: z.object({}),
  cache: true,
  shared: 'catalog',
  fills: ['cardBenefit', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadCardBenefits()),
});

/**
 * A payment guide (/promotions/introduce_lease, /promotions/lite_pay): without its info_pages row the
 * page does not exist yet (404); a failed load renders the retry state with 503.
 */
export const promotionGuidePage = (key: PromotionGuideKey) =>
  definePage({
    params: z.object({}),
    cache: true,
    shared: 'catalog',
    fills: ['promotionGuide', 'user', 'badge'],
    notFoundOn: ['NOT_FOUND'],
    load: (store) => store.dispatch(loadPromotionGuide(key)),
  });
