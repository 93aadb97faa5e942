import { Rng } from '../random';

/**
 * Browsing of a few hundred anonymous visitors over the last 30 days, for the recommender: each
 * visitor has a taste (a main category, often a favourite brand, a budget) and comes back in a few
 * sessions, opening models and their items mostly in that category, near that budget, often of
 * that brand, and now and then the gear that goes with it (skis → boots, helmet, goggles; a road
 * bike → a gravel bike). Those are the co-viewing patterns model_affinities learns from.
 */
export type TrafficModel = { id: number; categoryKey: string; brandId: number; price: number; itemIds: number[] };

export type PlannedVisit = {
  anonyId: string;
  modelId: number | null;
  itemId: number | null;
  url: string;
  pageName: string;
  prevUrl: string | null;
  createdAt: Date;
};
export type PlannedInteraction = {
  anonyId: string;
  modelId: number;
  eventType: string;
  eventValue: number;
  createdAt: Date;
};

export const TRAFFIC_VISITORS = 320;
export const TRAFFIC_DAYS = 30;
const ORIGIN = 'https://www.ridemarket.kr';

/** Gear looked at together: a category's companions, by how often shoppers cross over. */
const COMPANIONS: Record<string, readonly string[]> = {
  ski_allmountain: ['ski_boots', 'helmet', 'goggles', 'ski_race'],
  ski_race: ['ski_boots', 'ski_allmountain', 'helmet'],
  ski_freestyle: ['ski_boots', 'goggles', 'helmet'],
  snowboard: ['board_boots', 'goggles', 'helmet'],
  board_boots: ['snowboard'],
  ski_boots: ['ski_allmountain', 'ski_race'],
  helmet: ['goggles'],
  goggles: ['helmet'],
  road: ['gravel'],
  gravel: ['road', 'hybrid'],
  mtb_hardtail: ['mtb_full', 'emtb'],
  mtb_full: ['mtb_hardtail', 'emtb'],
  hybrid: ['city', 'folding', 'ebike'],
  folding: ['minivelo', 'ebike'],
  minivelo: ['folding', 'city'],
  city: ['hybrid', 'kids', 'ebike'],
  kids: ['city'],
  ebike: ['folding', 'hybrid'],
  emtb: ['mtb_full'],
};

/** In late autumn the snow season draws more shoppers than the bike season. */
const SEASON_WEIGHT: Record<string, number> = {
  ski_allmountain: 10,
  snowboard: 10,
  ski_race: 5,
  ski_freestyle: 3,
  ski_boots: 4,
  board_boots: 3,
  helmet: 3,
  goggles: 3,
  road: 6,
  gravel: 3,
  hybrid: 4,
  folding: 5,
  minivelo: 2,
  city: 3,
  kids: 2,
  mtb_hardtail: 2,
  mtb_full: 2,
  ebike: 4,
  emtb: 1,
};

/** A UUID v4 of seeded bits: the form of real anonymous ids. */
export function seededUuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** The visitors' anonymous ids (the same every run, so a re-seed can remove their earlier rows). */
export function trafficVisitorIds(): string[] {
  const rng = new Rng('reco-visitors');
  return Array.from({ length: TRAFFIC_VISITORS }, () => seededUuid(rng));
}

type Taste = { category: string; brandId: number | null; budget: number };

function pickModel(rng: Rng, pool: readonly TrafficModel[], taste: Taste): TrafficModel {
  return rng.weighted(
    pool.map((m) => {
      const ratio = m.price / taste.budget;
      const nearBudget = ratio > 0.65 && ratio < 1.5 ? 3 : 1;
      const brand = taste.brandId === m.brandId ? 3 : 1;
      return [m, nearBudget * brand] as const;
    })
  );
}

/** The plan for traffic ending at `until` (KST midnight of the seed day). Same inputs → same rows. */
export function planRecommendationTraffic(
  models: readonly TrafficModel[],
  until: Date
): { visits: PlannedVisit[]; interactions: PlannedInteraction[] } {
  const byCategory = new Map<string, TrafficModel[]>();
  for (const m of models)
    if (m.itemIds.length > 0) byCategory.set(m.categoryKey, [...(byCategory.get(m.categoryKey) ?? []), m]);
  const categories = [...byCategory.keys()].filter((key) => SEASON_WEIGHT[key]);
  const visits: PlannedVisit[] = [];
  const interactions: PlannedInteraction[] = [];
  if (categories.length === 0) return { visits, interactions };
  const rng = new Rng('reco-traffic');
  for (const anonyId of trafficVisitorIds()) {
    const main = rng.weighted(categories.map((key) => [key, SEASON_WEIGHT[key]] as const));
    const anchor = rng.pick(byCategory.get(main)!);
    const taste: Taste = { category: main, brandId: rng.chance(0.45) ? anchor.brandId : null, budget: anchor.price };
    const sessions = rng.weighted([
      [1, 35],
      [2, 30],
      [3, 20],
      [4, 10],
      [6, 5],
    ] as const);
    for (let s = 0; s < sessions; s += 1) {
      let at = until.getTime() - rng.float(0.02, TRAFFIC_DAYS) * 86_400_000;
      let prevUrl: string | null = rng.pick([
        null,
        `${ORIGIN}/`,
        `${ORIGIN}/search?keyword=${encodeURIComponent(anchor.categoryKey)}`,
      ]);
      const views = rng.int(2, 8);
      for (let v = 0; v < views; v += 1) {
        const companions = COMPANIONS[taste.category]?.filter((key) => byCategory.has(key)) ?? [];
        const category = companions.length > 0 && rng.chance(0.22) ? rng.pick(companions) : taste.category;
        const model = pickModel(rng, byCategory.get(category)!, taste);
        const createdAt = new Date(Math.min(at, until.getTime() - 60_000));
        const asItem = rng.chance(0.55);
        const itemId = asItem ? rng.pick(model.itemIds) : null;
        const url = asItem ? `${ORIGIN}/services/${itemId}` : `${ORIGIN}/models/${model.id}`;
        visits.push({
          anonyId,
          modelId: asItem ? null : model.id,
          itemId,
          url,
          pageName: asItem ? 'item_detail' : 'model_detail',
          prevUrl,
          createdAt,
        });
        if (rng.chance(0.3)) {
          const eventType = rng.pick(['image_swipe', 'spec_open', 'price_compare', 'size_guide'] as const);
          interactions.push({
            anonyId,
            modelId: model.id,
            eventType,
            eventValue: rng.int(1, 6),
            createdAt: new Date(createdAt.getTime() + 20_000),
          });
        }
        prevUrl = url;
        at += rng.int(40, 420) * 1000;
      }
    }
  }
  return { visits, interactions };
}
