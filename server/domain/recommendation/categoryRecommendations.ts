import { z } from 'zod';
import type { Db } from '../../db/client';
import { experimentVariant } from '../experiments/assignVariant';
import { parseInput } from '../parseInput';
import type { ItemCard } from '../item/itemCard';
import { recommenderFlagKey } from '@/lib/experiments/flagKeys';
import { CATEGORY_PARAM, resolveCategoryScope, type CategoryScope } from './categoryScope';
import { candidatesForModels, popularCandidates } from './candidates';
import {
  interestByModel,
  itemViewCounts,
  personalScores,
  rankCandidates,
  RECOMMENDATION_LIMIT,
  type Candidate,
} from './ranking';
import {
  decodeRecommendationCursor,
  encodeRecommendationCursor,
  SHARED_VISITOR,
  type RecommendationBinding,
} from './recommendationCursor';
import { itemCardsInOrder } from './itemCards';
import { affinitiesOf, HISTORY_MODELS, visitorHistory, type VisitorIdentity } from './visitorHistory';
import { todayInSeoul } from '@/lib/dates';
import { rentalRangeSchema } from '@/lib/rentalRange/rentalRangeSchema';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { idsFreeForRange, rangeQuotesFor } from '../search/rangeQuotes';
import type { RangeQuote } from '../search/searchTypes';

/** docs/product.md §3 Category recommendation, plus which ranking made it. */
export type CategoryRecommendation = {
  categoryKey: string;
  categoryName: string;
  totalCount: number;
  recommendationItemList: ItemCard[];
  searchAfter: string | null;
  /** True when the visitor's own views shaped the list (the screen says so). */
  isPersonalized: boolean;
  /** The rental dates the list is for (issue 31 §1): only items free on every day of them; null = undated. */
  range: RentalRange | null;
  /** The total and few units left of each card of this page, on a dated list. */
  rangeQuotes: RangeQuote[];
};

export const categoryRecommendationInput = z.object({
  category: z.string().trim().toLowerCase().regex(CATEGORY_PARAM, '카테고리 이름이 올바르지 않아요.'),
  searchAfter: z.string().min(1).max(400).nullish(),
  size: z.number().int().min(1).max(RECOMMENDATION_LIMIT).default(10),
  range: rentalRangeSchema.nullish().transform((value) => value ?? null),
});

/**
 * The recommender experiment (docs/product.md §3) picks the ranking, as its flag describes:
 * A — the category's popular items (the control, the same for everyone);
 * B — items of models viewed together with what this visitor viewed recently, blended with
 *     popularity. A visitor the experiment does not cover (flag off, internal tester) gets B, the
 *     full recommender; without any history B is the popularity ranking anyway.
 */
const POPULARITY_ONLY_VARIANT = 'A';
const EXTRA_MODELS = 40;

type Ranked = { ids: number[]; isPersonalized: boolean };

async function rank(db: Db, scope: CategoryScope, who: VisitorIdentity, variant: string | null): Promise<Ranked> {
  const popular = await popularCandidates(db, scope);
  if (variant === POPULARITY_ONLY_VARIANT)
    return {
      ids: rankCandidates({ candidates: popular, personal: new Map(), itemViews: new Map() }),
      isPersonalized: false,
    };
  const touches = await visitorHistory(db, who);
  const interest = interestByModel(touches, new Date());
  const topModels = [...interest.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, HISTORY_MODELS)
    .map(([id]) => id);
  const personal = personalScores(
    new Map(topModels.map((id) => [id, interest.get(id) ?? 0])),
    await affinitiesOf(db, topModels)
  );
  const pooled = new Set(popular.map((c) => c.modelId));
  // Only the best-scored models outside the pool are looked up: thirty cards need no more, and each
  // model's offers cost an index lookup over its items.
  const outside = [...personal.entries()].filter(([id]) => !pooled.has(id)).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const extra = await candidatesForModels(
    db,
    scope,
    outside.slice(0, EXTRA_MODELS).map(([id]) => id)
  );
  const candidates: Candidate[] = [...popular, ...extra];
  const ids = rankCandidates({ candidates, personal, itemViews: itemViewCounts(touches) });
  const isPersonalized = candidates.some((c) => c.modelId !== null && personal.has(c.modelId));
  return { ids, isPersonalized };
}

/**
 * `/recommendations/{category}`: the first page ranks (at most 30 items) and hands the rest to the
 * cursor; later pages only open the cursor and load their cards.
 */
export async function categoryRecommendations(
  db: Db,
  rawInput: unknown,
  who: VisitorIdentity
): Promise<CategoryRecommendation> {
  const input = parseInput(categoryRecommendationInput, rawInput);
  const scope = await resolveCategoryScope(db, input.category);
  const { variant } = await experimentVariant(db, recommenderFlagKey(process.env.NODE_ENV), who.anonId);
  const dated = input.range ? { range: input.range, today: todayInSeoul() } : null;
  const own: RecommendationBinding = {
    categoryKey: scope.key,
    variant,
    visitor: who.anonId ?? (who.userId === null ? '-' : `u${who.userId}`),
    ...(input.range ? { range: `${input.range.start}~${input.range.end}` } : {}),
  };
  const shared: RecommendationBinding = { ...own, visitor: SHARED_VISITOR };
  let ids: number[];
  let totalCount: number;
  let isPersonalized = false;
  let binding: RecommendationBinding;
  if (input.searchAfter) {
    ({ remaining: ids, totalCount, binding } = decodeRecommendationCursor([own, shared], input.searchAfter));
  } else {
    const ranked = await rank(db, scope, who, variant);
    // Dates keep the ranking's order and leave out what is not free on every day of them.
    ids = dated ? await idsFreeForRange(db, ranked.ids, dated) : ranked.ids;
    totalCount = ids.length;
    isPersonalized = ranked.isPersonalized;
    binding = isPersonalized ? own : shared;
  }
  const pageIds = ids.slice(0, input.size);
  const rest = ids.slice(input.size);
  const cards = await itemCardsInOrder(db, pageIds, who.userId);
  return {
    categoryKey: scope.key,
    categoryName: scope.categoryName,
    totalCount,
    recommendationItemList: cards,
    searchAfter: rest.length > 0 ? encodeRecommendationCursor(binding, { totalCount, remaining: rest }) : null,
    isPersonalized,
    range: input.range,
    rangeQuotes: dated
      ? await rangeQuotesFor(
          db,
          cards.map((card) => card.itemId),
          dated
        )
      : [],
  };
}
