import type { BusinessDef } from '../data/businesses';

/**
 * What each kind of business stocks: how many rental, new, used and service items, and in which
 * categories (weights). Han river kiosks rent city bikes and e-bikes, resort shops rent snow gear,
 * city shops sell new and used bikes and service them.
 */
export type ModelSlot = {
  deal: 'RENTAL' | 'SELL';
  condition: 'NEW' | 'USED';
  weights: Record<string, number>;
  count: [number, number];
};
export type ServiceSlot = { service: 'bike' | 'ski'; count: [number, number] };
export type Slot = ModelSlot | ServiceSlot;

const riverRental = { city: 4, hybrid: 5, folding: 3, minivelo: 2, kids: 4, ebike: 4, road: 2, gravel: 1 };
const shopSale = {
  road: 7,
  gravel: 2,
  mtb_hardtail: 3,
  mtb_full: 2,
  hybrid: 3,
  ebike: 2,
  emtb: 1,
  kids: 1,
  city: 1,
  folding: 1,
};
const usedBikes = { road: 4, gravel: 1, mtb_hardtail: 2, mtb_full: 1, hybrid: 2, folding: 1 };
const snowRental = {
  ski_race: 3,
  ski_allmountain: 5,
  ski_freestyle: 1,
  snowboard: 6,
  ski_boots: 3,
  board_boots: 3,
  helmet: 2,
  goggles: 2,
};
const snowSale = {
  ski_race: 3,
  ski_allmountain: 3,
  ski_freestyle: 1,
  snowboard: 4,
  ski_boots: 2,
  board_boots: 2,
  helmet: 2,
  goggles: 2,
};

export function recipeFor(def: BusinessDef): Slot[] {
  switch (def.kind) {
    case 'river': {
      // Specialist kiosks lean on their speciality: the e-bike station, the folding lounge.
      const weights = { ...riverRental };
      if (def.name.includes('e-바이크')) weights.ebike = 14;
      if (def.name.includes('폴딩')) Object.assign(weights, { folding: 14, minivelo: 5 });
      return [
        { deal: 'RENTAL', condition: 'NEW', weights, count: [22, 28] },
        { deal: 'SELL', condition: 'USED', weights: { city: 2, hybrid: 2, folding: 1 }, count: [1, 2] },
      ];
    }
    case 'bikeShop':
      return [
        { deal: 'SELL', condition: 'NEW', weights: shopSale, count: [30, 38] },
        { deal: 'SELL', condition: 'USED', weights: usedBikes, count: [4, 6] },
        { deal: 'RENTAL', condition: 'NEW', weights: { road: 3, gravel: 1, ebike: 1 }, count: [3, 5] },
        { service: 'bike', count: [4, 6] },
      ];
    case 'folding':
      return [
        { deal: 'SELL', condition: 'NEW', weights: { folding: 6, minivelo: 2, ebike: 2 }, count: [18, 24] },
        { deal: 'SELL', condition: 'USED', weights: { folding: 4, minivelo: 1 }, count: [3, 4] },
        { deal: 'RENTAL', condition: 'NEW', weights: { folding: 5, ebike: 1 }, count: [5, 7] },
        { service: 'bike', count: [3, 3] },
      ];
    case 'trail':
      return [
        {
          deal: 'RENTAL',
          condition: 'NEW',
          weights: { road: 4, gravel: 2, hybrid: 4, ebike: 3, emtb: 1, mtb_hardtail: 2, city: 1, folding: 1, kids: 1 },
          count: [18, 24],
        },
        { deal: 'SELL', condition: 'NEW', weights: { hybrid: 3, road: 2, ebike: 2, gravel: 1 }, count: [6, 10] },
        { deal: 'SELL', condition: 'USED', weights: usedBikes, count: [1, 3] },
        { service: 'bike', count: [2, 3] },
      ];
    case 'resort':
      return [
        { deal: 'RENTAL', condition: 'NEW', weights: snowRental, count: [28, 36] },
        { deal: 'SELL', condition: 'NEW', weights: { goggles: 3, helmet: 3 }, count: [4, 7] },
        { deal: 'SELL', condition: 'USED', weights: { ski_allmountain: 2, snowboard: 2, ski_boots: 1 }, count: [1, 3] },
        { service: 'ski', count: [1, 2] },
      ];
    case 'skiShop':
      return [
        { deal: 'SELL', condition: 'NEW', weights: snowSale, count: [34, 42] },
        {
          deal: 'SELL',
          condition: 'USED',
          weights: { ski_race: 1, ski_allmountain: 2, snowboard: 3, ski_boots: 1, board_boots: 1 },
          count: [5, 7],
        },
        { deal: 'RENTAL', condition: 'NEW', weights: { ski_allmountain: 2, snowboard: 2, ski_race: 1 }, count: [4, 6] },
        { service: 'ski', count: [2, 3] },
      ];
  }
}

/** Brands a folding specialist carries besides its official brand. */
export const FOLDING_BRANDS = new Set(['brompton', 'tern', 'dahon', 'birdy', 'veloline', 'alton', 'samchuly']);
