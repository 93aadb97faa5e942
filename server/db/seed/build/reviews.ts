import { bikeRentalPhrases, bikeSalePhrases, servicePhrases, usedPhrases } from '../data/reviews/bikePhrases';
import { badClosers, goodClosers, goodOpeners, mixedClosers } from '../data/reviews/frames';
import { skiRentalPhrases, snowSalePhrases } from '../data/reviews/snowPhrases';
import type { Phrase, PhrasePool } from '../data/reviews/types';
import { Rng } from '../random';
import { addDays, atDaytime, between } from '../time';
import type { ItemPlan } from './items';
import { fillTemplate } from './korean';
import type { ModelPlan } from './models';
import type { BusinessPlan } from './businesses';

export type ReviewPlan = {
  itemIndex: number;
  userIndex: number;
  rating: number;
  content: string;
  helpfulCount: number;
  createdAt: Date;
};

export const REVIEW_COUNT = 4000;

function poolFor(item: ItemPlan): PhrasePool {
  switch (item.kind) {
    case 'bikeRental':
      return bikeRentalPhrases;
    case 'skiRental':
      return skiRentalPhrases;
    case 'used':
      return usedPhrases;
    case 'service':
      return servicePhrases;
    default:
      return item.snow ? snowSalePhrases : bikeSalePhrases;
  }
}

const fits = (p: Phrase, category: string) => !p[1] || p[1].includes(category);

/** Ratings lean to 4–5 as on every Korean marketplace; the text follows the rating's mood. */
const RATINGS = [
  [5, 58],
  [4, 27],
  [3, 9],
  [2, 4],
  [1, 2],
] as const;

function compose(item: ItemPlan, rating: number, values: Record<string, string>, rng: Rng): string {
  const pool = poolFor(item);
  const good = pool.good.filter((p) => fits(p, item.categoryKey)).map((p) => p[0]);
  const bad = pool.bad.filter((p) => fits(p, item.categoryKey)).map((p) => p[0]);
  let parts: string[];
  if (rating === 5) parts = [rng.pick(goodOpeners), ...rng.sample(good, rng.int(1, 3)), rng.pick(goodClosers)];
  else if (rating === 4)
    parts = [...rng.sample(good, rng.int(1, 2)), rng.chance(0.4) ? rng.pick(bad) : '', rng.pick(goodClosers)];
  else if (rating === 3) parts = [rng.pick(good), rng.pick(bad), rng.pick(mixedClosers)];
  else parts = [...rng.sample(bad, rng.int(1, 2)), rng.pick(badClosers)];
  return fillTemplate(parts.filter(Boolean).join(' '), values);
}

/** Picks an index from cumulative weights with a binary search. */
function pickIndex(cumulative: number[], r: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Reviews spread over items by popularity and by how long the item has been reviewable (a rental
 * listed in January collects more than one listed last week). A reviewer reviews an item once.
 */
export function planReviews(
  items: ItemPlan[],
  businesses: BusinessPlan[],
  models: ModelPlan[],
  userCount: number,
  count = REVIEW_COUNT
): ReviewPlan[] {
  const rng = new Rng('reviews');
  const weights = items.map(
    (it) => it.popularity * Math.max(0, (it.reviewUntil.getTime() - it.createdAt.getTime()) / 86_400_000 - 1)
  );
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const total = cumulative[cumulative.length - 1];
  const pairs = new Set<string>();
  const reviews: ReviewPlan[] = [];
  while (reviews.length < count) {
    const itemIndex = pickIndex(cumulative, rng.next() * total);
    const userIndex = rng.int(0, userCount - 1);
    if (pairs.has(`${itemIndex}:${userIndex}`)) continue;
    pairs.add(`${itemIndex}:${userIndex}`);
    const item = items[itemIndex];
    const rating = rng.weighted(RATINGS);
    const model = item.modelIndex === null ? null : models[item.modelIndex];
    const values = { area: businesses[item.businessIndex].def.area, model: model ? model.name : item.name };
    const day = between(addDays(item.createdAt, 1), item.reviewUntil, rng.next());
    reviews.push({
      itemIndex,
      userIndex,
      rating,
      content: compose(item, rating, values, rng),
      helpfulCount:
        rng.weighted([
          [0, 5],
          [1, 3],
          [2, 3],
          [3, 2],
          [5, 2],
          [8, 1],
          [13, 1],
          [21, 0.5],
        ] as const) + rng.int(0, 2),
      createdAt: atDaytime(day, rng.next()),
    });
  }
  // Newest first is how they are read; insert oldest first so ids follow time.
  return reviews.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.itemIndex - b.itemIndex || a.userIndex - b.userIndex
  );
}
