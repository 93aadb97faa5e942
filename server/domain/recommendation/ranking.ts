import { INTERACTION_EVENT } from '@/lib/capture/interactionEvents';

/**
 * The ranking of category recommendations, as pure functions over what the queries loaded, so each
 * rule is unit-tested without a database. Scores are only compared within one request.
 */

/** docs/product.md §9: a category recommendation holds at most 30 items. */
export const RECOMMENDATION_LIMIT = 30;

/** Interest in a viewed model halves every 3 days: last night's browsing outweighs last month's. */
export const INTEREST_HALF_LIFE_DAYS = 3;

/** A model the visitor opened is itself worth showing again (its best offer), below its best neighbours. */
export const SELF_INTEREST_WEIGHT = 0.5;

/**
 * An item the visitor has already opened this many times is not recommended again: a shopper who
 * looked three times without booking has decided, and the slot is better used for something new.
 * Once or twice stays in, as a reminder of what they were considering.
 */
export const MAX_ITEM_VIEWS = 3;

/** Personal interest vs popularity in the personalised variant. */
export const PERSONAL_SHARE = 0.7;

/** A page view counts 1; an interaction (picture swipe, spec sheet, price comparison) shows more interest. */
export const INTERACTION_WEIGHT = 1.5;

/**
 * Dwell: a page glanced at for a few seconds is a mis-tap or a bounce, not interest (its page view
 * already counts 1); from there interest grows with the reading time up to DWELL_FULL_SECONDS, where
 * it equals opening the spec, and stays there (the client caps the seconds too).
 */
export const DWELL_MIN_SECONDS = 10;
export const DWELL_FULL_SECONDS = 120;

/** Each picture swiped adds a little; a shopper flicking through ten pictures is not ten times as keen. */
export const SWIPE_WEIGHT = 0.5;
export const MAX_SWIPE_WEIGHT = INTERACTION_WEIGHT;

/** How much one interaction event adds to the visitor's interest in its model (before recency). */
export function interactionWeight(eventType: string, eventValue: number): number {
  const value = Number.isFinite(eventValue) ? Math.max(0, eventValue) : 0;
  switch (eventType) {
    case INTERACTION_EVENT.DWELL_SECONDS:
      return value < DWELL_MIN_SECONDS ? 0 : INTERACTION_WEIGHT * Math.min(1, value / DWELL_FULL_SECONDS);
    case INTERACTION_EVENT.GALLERY_SWIPE:
      return Math.min(MAX_SWIPE_WEIGHT, SWIPE_WEIGHT * Math.floor(value));
    case INTERACTION_EVENT.SPEC_OPEN:
      return INTERACTION_WEIGHT;
    default:
      // Names sent before this vocabulary (or by other clients) keep the flat weight they always had.
      return INTERACTION_WEIGHT;
  }
}

export type Candidate = {
  itemId: number;
  modelId: number | null;
  reviewCount: number;
  ratingAvg: number | null;
  /** Model page views in the popularity window. */
  views: number;
};

export type HistoryTouch = { modelId: number | null; itemId: number | null; at: Date; weight: number };

export type Affinity = { modelId: number; relatedModelId: number; score: number };

/**
 * Popularity of an item: recent views and review count on a log scale (the 500th view matters less
 * than the 5th), and the rating as a small push up or down around an average 4.0 — weighted by how
 * many reviews stand behind it, so one 5-star review does not outrank a hundred 4.8s.
 */
export function popularityScore(c: Pick<Candidate, 'views' | 'reviewCount' | 'ratingAvg'>): number {
  const confidence = c.reviewCount / (c.reviewCount + 5);
  const rating = c.ratingAvg === null ? 0 : (c.ratingAvg - 4) * confidence;
  return Math.log1p(Math.max(0, c.views)) + 0.8 * Math.log1p(Math.max(0, c.reviewCount)) + 0.5 * rating;
}

export function recencyWeight(at: Date, now: Date): number {
  const ageDays = Math.max(0, now.getTime() - at.getTime()) / 86_400_000;
  return 0.5 ** (ageDays / INTEREST_HALF_LIFE_DAYS);
}

/** The visitor's interest per model: every touch of the model, weighted by kind and recency. */
export function interestByModel(touches: readonly HistoryTouch[], now: Date): Map<number, number> {
  const interest = new Map<number, number>();
  for (const touch of touches) {
    if (touch.modelId === null) continue;
    interest.set(touch.modelId, (interest.get(touch.modelId) ?? 0) + touch.weight * recencyWeight(touch.at, now));
  }
  return interest;
}

/** How many times the visitor opened each item page. */
export function itemViewCounts(touches: readonly HistoryTouch[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const touch of touches) if (touch.itemId !== null) counts.set(touch.itemId, (counts.get(touch.itemId) ?? 0) + 1);
  return counts;
}

/**
 * Personal score per model: Σ over viewed models h of interest(h) × affinity(h → r), plus the viewed
 * models themselves at SELF_INTEREST_WEIGHT. Models viewed together with several of the visitor's
 * models add up, which is what "related to what you looked at" means.
 */
export function personalScores(
  interest: ReadonlyMap<number, number>,
  affinities: readonly Affinity[]
): Map<number, number> {
  const scores = new Map<number, number>();
  const add = (modelId: number, value: number) => scores.set(modelId, (scores.get(modelId) ?? 0) + value);
  for (const [modelId, weight] of interest) add(modelId, weight * SELF_INTEREST_WEIGHT);
  for (const a of affinities) {
    const weight = interest.get(a.modelId);
    if (weight) add(a.relatedModelId, weight * a.score);
  }
  return scores;
}

export type RankInput = {
  candidates: readonly Candidate[];
  /** Empty for the popularity ranking and for visitors without history. */
  personal: ReadonlyMap<number, number>;
  itemViews: ReadonlyMap<number, number>;
  limit?: number;
};

/**
 * The materialised ranking: at most `limit` item ids, best first, ties by item id so the same
 * inputs always give the same order (a page boundary never moves between two identical requests).
 */
export function rankCandidates({ candidates, personal, itemViews, limit = RECOMMENDATION_LIMIT }: RankInput): number[] {
  const eligible = candidates.filter((c) => (itemViews.get(c.itemId) ?? 0) < MAX_ITEM_VIEWS);
  const popularity = new Map(eligible.map((c) => [c.itemId, popularityScore(c)]));
  const maxPopularity = Math.max(0, ...popularity.values());
  const maxPersonal = Math.max(0, ...[...personal.values()]);
  const scored = eligible.map((c) => {
    const pop = maxPopularity > 0 ? (popularity.get(c.itemId) ?? 0) / maxPopularity : 0;
    const own = maxPersonal > 0 && c.modelId !== null ? (personal.get(c.modelId) ?? 0) / maxPersonal : 0;
    const score = maxPersonal > 0 ? PERSONAL_SHARE * own + (1 - PERSONAL_SHARE) * pop : pop;
    return { itemId: c.itemId, score };
  });
  scored.sort((a, b) => b.score - a.score || a.itemId - b.itemId);
  return scored.slice(0, limit).map((s) => s.itemId);
}
