import type { BusinessDef, BusinessKind } from '../data/businesses';
import { recipeFor, type ModelSlot, type ServiceSlot } from '../build/itemMix';
import { modelItem, modelWeight, serviceItems, type ItemPlan } from '../build/items';
import type { ModelPlan } from '../build/models';
import type { BusinessPlan } from '../build/businesses';
import { Rng } from '../random';
import type { SeedDay } from '../time';

/**
 * The scale items: every scale business gets a shelf of `quota` items made by the base seed's item
 * builder (names, prices, options, delivery, tags), so a scaled item looks like a seeded one. What
 * differs is only how models are chosen: with 2,400+ models and 100,000 items the base planner's
 * per-pick scan is too slow, so each (business profile, slot) gets a cumulative distribution once —
 * the same odds as the base planner: a category by its weight times its best-fitting model, then
 * a model by how well it fits the business (modelWeight).
 */

/** Services (정비, 피팅) fill at most 1/10 of a business's quota. */
const SERVICE_SHELF_DIVISOR = 10;

/** A bigger share of the items for the kinds that carry more stock. */
const SHELF_SIZE: Record<BusinessKind, number> = {
  bikeShop: 1.25,
  skiShop: 1.15,
  resort: 1,
  trail: 0.9,
  river: 0.75,
  folding: 0.7,
};

/** How many items each business gets: `total` split by shelf size and a per-business spread, exactly. */
export function itemQuotas(businesses: readonly BusinessPlan[], total: number): number[] {
  const weights = businesses.map((s) => SHELF_SIZE[s.def.kind] * new Rng(`scale-quota:${s.name}`).float(0.6, 1.4));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w * total) / sum);
  const out = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const left = total - out.reduce((a, b) => a + b, 0);
  for (let k = 0; k < left; k += 1) out[order[k % order.length][1]] += 1;
  return out;
}

type Distribution = { models: Int32Array; cumulative: Float64Array };

function distributionFor(
  slot: ModelSlot,
  business: BusinessDef,
  pools: Map<string, number[]>,
  models: readonly ModelPlan[]
): Distribution {
  const picks: [number, number][] = [];
  const categories = Object.entries(slot.weights)
    .map(([key, weight]) => {
      const fits = (pools.get(key) ?? [])
        .map((mi) => [mi, modelWeight(models[mi], business, slot)] as [number, number])
        .filter(([, w]) => w > 0);
      return { weight: weight * Math.max(0, ...fits.map(([, w]) => w)), fits };
    })
    .filter((c) => c.weight > 0);
  const total = categories.reduce((s, c) => s + c.weight, 0);
  for (const c of categories) {
    const inCategory = c.fits.reduce((s, [, w]) => s + w, 0);
    for (const [mi, w] of c.fits) picks.push([mi, (c.weight / total) * (w / inCategory)]);
  }
  const cumulative = new Float64Array(picks.length);
  let run = 0;
  picks.forEach(([, p], i) => {
    run += p;
    cumulative[i] = run;
  });
  return { models: Int32Array.from(picks.map(([mi]) => mi)), cumulative };
}

function draw(d: Distribution, rng: Rng): number {
  const r = rng.next() * d.cumulative[d.cumulative.length - 1];
  let lo = 0;
  let hi = d.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (d.cumulative[mid] > r) hi = mid;
    else lo = mid + 1;
  }
  return d.models[lo];
}

/** Plans shelves business by business; distributions are shared by businesses of the same profile. */
export class ShelfPlanner {
  private readonly pools = new Map<string, number[]>();
  private readonly distributions = new Map<string, Distribution | null>();

  constructor(
    private readonly models: readonly ModelPlan[],
    private readonly day: SeedDay
  ) {
    models.forEach((m, i) => this.pools.set(m.category.key, [...(this.pools.get(m.category.key) ?? []), i]));
  }

  private distribution(business: BusinessDef, slot: ModelSlot, slotIndex: number): Distribution | null {
    // Everything modelWeight and recipeFor read from a business: its kind, brands and speciality words.
    const key = [
      business.kind,
      (business.brands ?? []).join('+'),
      business.name.includes('e-바이크'),
      business.name.includes('폴딩'),
      slotIndex,
    ].join('|');
    if (!this.distributions.has(key)) {
      const d = distributionFor(slot, business, this.pools, this.models);
      this.distributions.set(key, d.models.length > 0 ? d : null);
    }
    return this.distributions.get(key)!;
  }

  /** `quota` items for one business (services first, as many as its recipe has, then model items). */
  shelf(business: BusinessPlan, businessIndex: number, quota: number): ItemPlan[] {
    const rng = new Rng(`scale-items:${business.name}`);
    const recipe = recipeFor(business.def);
    const out: ItemPlan[] = [];
    for (const slot of recipe.filter((s): s is ServiceSlot => 'service' in s))
      out.push(...serviceItems(slot, business, businessIndex, rng, this.day));
    // Services take at most a tenth of a shelf: with 10,000 small shops, a few services each would
    // otherwise make a third of the catalogue 정비·피팅 and distort what search is measured on.
    out.splice(Math.floor(quota / SERVICE_SHELF_DIVISOR));
    const slots = recipe
      .map((slot, index) => ({ slot, index }))
      .filter((s): s is { slot: ModelSlot; index: number } => !('service' in s.slot))
      .map((s) => ({ ...s, d: this.distribution(business.def, s.slot, s.index) }))
      .filter((s): s is { slot: ModelSlot; index: number; d: Distribution } => s.d !== null);
    const slotWeights = slots.map((s) => [s, (s.slot.count[0] + s.slot.count[1]) / 2] as const);
    const taken = new Set<string>();
    while (out.length < quota && slots.length > 0) {
      const s = rng.weighted(slotWeights);
      // A shop lists a model once per deal and condition; a few redraws keep the shelf varied.
      let mi = draw(s.d, rng);
      for (let tries = 0; tries < 4 && taken.has(`${s.index}:${mi}`); tries += 1) mi = draw(s.d, rng);
      taken.add(`${s.index}:${mi}`);
      out.push(modelItem(s.slot, business, businessIndex, this.models[mi], mi, rng, this.day));
    }
    return out;
  }
}
