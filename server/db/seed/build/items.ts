import { bikeServices, skiServices } from '../data/services';
import { usedClosers, usedDescriptions, usedGrades } from '../data/itemWords';
import type { BusinessDef } from '../data/businesses';
import { Rng, roundWon } from '../random';
import type { SeedDay } from '../time';
import { deliveryFor, listingDates, shippingFeeFor, tagsFor, type ItemKind } from './itemFacts';
import { FOLDING_BRANDS, recipeFor, type ModelSlot, type ServiceSlot } from './itemMix';
import { rentalName, saleName, usedName } from './itemNames';
import { rentalOptions, saleOptions, serviceOptions, usedOptions, type OptionPlan } from './itemOptions';
import { rentalDayRate, usedOrigin, withDiscount, type Priced } from './itemPricing';
import type { ModelPlan } from './models';
import type { BusinessPlan } from './businesses';

export type ItemPlan = {
  businessIndex: number;
  modelIndex: number | null;
  categoryKey: string;
  dealType: 'RENTAL' | 'SELL';
  condition: 'NEW' | 'USED';
  status: 'AVAILABLE' | 'SOLD_OUT';
  name: string;
  originPrice: number;
  price: number;
  stock: number;
  deliveryTypes: ('PICKUP' | 'DELIVERY' | 'PARCEL')[];
  shippingFee: number;
  isLeaseAvailable: boolean;
  usedGrade: string | null;
  usedDescription: string | null;
  tag1: string | null;
  tag2: string | null;
  createdAt: Date;
  updatedAt: Date;
  options: OptionPlan[];
  /** For review generation: what kind of experience a review describes, and until when. */
  kind: ItemKind;
  snow: boolean;
  reviewUntil: Date;
  popularity: number;
};

/**
 * How likely a model is on this business's shelf: official dealers stock their own brands (others
 * only rarely), rental fleets and trail shops avoid superbikes, used stock is rarely this year's.
 */
export function modelWeight(m: ModelPlan, business: BusinessDef, slot: ModelSlot): number {
  if (business.kind === 'folding' && !FOLDING_BRANDS.has(m.brand.key)) return 0;
  let w = business.brands && !business.brands.includes(m.brand.key) ? 0.08 : 1;
  const modest = business.kind === 'river' || business.kind === 'trail';
  if (slot.deal === 'RENTAL' && m.releasePrice > (business.kind === 'river' ? 2_500_000 : 5_000_000)) w *= 0.02;
  if (slot.deal === 'SELL' && modest && m.releasePrice > 4_000_000) w *= 0.05;
  if (slot.condition === 'USED' && m.modelYear >= 2026) w *= 0.1;
  return w;
}

function pickModels(
  slot: ModelSlot,
  count: number,
  business: BusinessDef,
  pools: Map<string, number[]>,
  models: ModelPlan[],
  rng: Rng
): number[] {
  const taken = new Set<number>();
  const picked: number[] = [];
  for (let i = 0; i < count; i += 1) {
    // A category counts as much as its best available model fits the business.
    const categories = Object.entries(slot.weights)
      .map(
        ([key, w]) =>
          [
            key,
            w *
              Math.max(
                0,
                ...(pools.get(key) ?? [])
                  .filter((mi) => !taken.has(mi))
                  .map((mi) => modelWeight(models[mi], business, slot))
              ),
          ] as const
      )
      .filter(([, w]) => w > 0);
    if (categories.length === 0) break;
    const key = rng.weighted(categories);
    const candidates = (pools.get(key) ?? [])
      .filter((mi) => !taken.has(mi))
      .map((mi) => [mi, modelWeight(models[mi], business, slot)] as const)
      .filter(([, w]) => w > 0);
    const mi = rng.weighted(candidates);
    taken.add(mi);
    picked.push(mi);
  }
  return picked;
}

const requiredStock = (options: OptionPlan[]) =>
  options.filter((o) => o.kind === 'REQUIRED').reduce((s, o) => s + o.stock, 0);

function usedPrice(model: ModelPlan, grade: string, rng: Rng): Priced {
  const originPrice = usedOrigin(model, grade, rng);
  if (!rng.chance(0.2)) return { originPrice, price: originPrice, discountPct: 0 };
  const pct = rng.pick([5, 8, 10]);
  return {
    originPrice,
    price: Math.max(10000, Math.min(originPrice - 10000, roundWon((originPrice * (100 - pct)) / 100, 10000))),
    discountPct: pct,
  };
}

export function modelItem(
  slot: ModelSlot,
  business: BusinessPlan,
  businessIndex: number,
  model: ModelPlan,
  modelIndex: number,
  rng: Rng,
  day: SeedDay
): ItemPlan {
  const snow = model.category.code === 'SKI';
  const def = business.def;
  let kind: ItemKind;
  let options: OptionPlan[];
  let priced: Priced;
  let name: string;
  let usedGrade: string | null = null;
  let usedDescription: string | null = null;
  let soldOut = false;
  if (slot.deal === 'RENTAL') {
    kind = snow ? 'skiRental' : 'bikeRental';
    options = rentalOptions(model, rng, def.kind === 'river');
    priced = withDiscount(rentalDayRate(model), rng, 0.38, 100);
    name = rentalName(model, def, rng);
  } else if (slot.condition === 'NEW') {
    kind = 'sale';
    soldOut = rng.chance(0.04);
    options = saleOptions(model, rng, soldOut);
    priced = withDiscount(model.releasePrice, rng, def.official ? 0.25 : 0.45, 1000);
    name = saleName(model, rng);
  } else {
    kind = 'used';
    soldOut = rng.chance(0.08);
    usedGrade = rng.weighted(usedGrades);
    const used = usedOptions(model, rng, soldOut);
    options = used.options;
    priced = usedPrice(model, usedGrade, rng);
    name = usedName(model, used.unit);
    usedDescription = `${rng.pick(usedDescriptions[snow ? 'snow' : 'bike'][usedGrade])} ${rng.pick(usedClosers)}`;
  }
  const deliveryTypes = deliveryFor(kind, model.category.key, snow, def.kind, rng);
  const shippingFee = shippingFeeFor(deliveryTypes, priced.price, kind);
  const isLeaseAvailable = kind === 'sale' && priced.price >= 1_000_000 && rng.chance(0.8);
  const stock = requiredStock(options);
  const [tag1, tag2] = tagsFor(
    {
      kind,
      free: deliveryTypes.includes('PARCEL') ? shippingFee === 0 : kind === 'sale',
      lease: isLeaseAvailable,
      discounted: priced.discountPct > 0,
      stock,
      official: def.official ?? false,
      snow,
      delivery: deliveryTypes.includes('DELIVERY'),
      family: ['kids', 'city', 'hybrid'].includes(model.category.key),
    },
    rng
  );
  const dates = listingDates(snow, rng, day);
  const kindWeight = { bikeRental: 3, skiRental: 3, sale: 1, used: 0.25, service: 1.5 }[kind];
  return {
    businessIndex,
    modelIndex,
    categoryKey: model.category.key,
    dealType: slot.deal,
    condition: slot.condition,
    status: soldOut ? 'SOLD_OUT' : 'AVAILABLE',
    name,
    originPrice: priced.originPrice,
    price: priced.price,
    stock,
    deliveryTypes,
    shippingFee,
    isLeaseAvailable,
    usedGrade,
    usedDescription,
    tag1,
    tag2,
    ...dates,
    options,
    kind,
    snow,
    popularity: kindWeight * rng.float(0.25, 1.6) ** 2,
  };
}

export function serviceItems(
  slot: ServiceSlot,
  business: BusinessPlan,
  businessIndex: number,
  rng: Rng,
  day: SeedDay
): ItemPlan[] {
  const snow = slot.service === 'ski';
  const defs = rng.sample(snow ? skiServices : bikeServices, rng.int(...slot.count));
  return defs.map((def) => {
    const priced = withDiscount(def.price, rng, 0.15, 1000);
    const options = serviceOptions(def, rng);
    const deliveryTypes = deliveryFor('service', '', snow, business.def.kind, rng);
    const [tag1, tag2] = tagsFor(
      {
        kind: 'service',
        free: false,
        lease: false,
        discounted: priced.discountPct > 0,
        stock: 0,
        official: false,
        snow,
        delivery: false,
        family: false,
      },
      rng
    );
    return {
      businessIndex,
      modelIndex: null,
      categoryKey: snow ? 'ski_tuning' : 'bike_service',
      dealType: 'SELL' as const,
      condition: 'NEW' as const,
      status: 'AVAILABLE' as const,
      name: def.name,
      originPrice: priced.originPrice,
      price: priced.price,
      stock: options[0].stock,
      deliveryTypes,
      shippingFee: 0,
      isLeaseAvailable: false,
      usedGrade: null,
      usedDescription: null,
      tag1,
      tag2,
      ...listingDates(snow, rng, day),
      options,
      kind: 'service' as const,
      snow,
      popularity: 1.5 * rng.float(0.25, 1.6) ** 2,
    };
  });
}

/** Every business's shelf, in business order; the same businesses and models always give the same items. */
export function planItems(businesses: BusinessPlan[], models: ModelPlan[], day: SeedDay): ItemPlan[] {
  const pools = new Map<string, number[]>();
  models.forEach((m, i) => pools.set(m.category.key, [...(pools.get(m.category.key) ?? []), i]));
  const items: ItemPlan[] = [];
  businesses.forEach((business, businessIndex) => {
    const rng = new Rng(`items:${business.def.name}`);
    for (const slot of recipeFor(business.def)) {
      if ('service' in slot) {
        items.push(...serviceItems(slot, business, businessIndex, rng, day));
        continue;
      }
      const picked = pickModels(slot, rng.int(...slot.count), business.def, pools, models, rng);
      for (const mi of picked) items.push(modelItem(slot, business, businessIndex, models[mi], mi, rng, day));
    }
  });
  return items;
}
