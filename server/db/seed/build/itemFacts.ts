import { rentalTags, saleTags, serviceTags, usedTags } from '../data/itemWords';
import type { BusinessKind } from '../data/businesses';
import type { Rng } from '../random';
import { addDays, between, type SeedDay } from '../time';

type DeliveryType = 'PICKUP' | 'DELIVERY' | 'PARCEL';
export type ItemKind = 'bikeRental' | 'skiRental' | 'sale' | 'used' | 'service';

const PARCEL_BIKES = new Set(['folding', 'minivelo', 'kids', 'city']);

/** How the item reaches the customer: rentals at the counter, bikes by truck, gear by parcel. */
export function deliveryFor(
  kind: ItemKind,
  categoryKey: string,
  snow: boolean,
  business: BusinessKind,
  rng: Rng
): DeliveryType[] {
  if (kind === 'bikeRental' || kind === 'skiRental') {
    if (business === 'resort' && rng.chance(0.4)) return ['PICKUP', 'DELIVERY'];
    if (business === 'trail' && rng.chance(0.2)) return ['PICKUP', 'DELIVERY'];
    return ['PICKUP'];
  }
  if (kind === 'service') return rng.chance(0.15) ? ['PICKUP', 'DELIVERY'] : ['PICKUP'];
  if (kind === 'used')
    return snow || PARCEL_BIKES.has(categoryKey) ? (rng.chance(0.5) ? ['PICKUP', 'PARCEL'] : ['PICKUP']) : ['PICKUP'];
  if (snow || PARCEL_BIKES.has(categoryKey)) return ['PICKUP', 'PARCEL'];
  return ['PICKUP', 'DELIVERY'];
}

/** Parcel is free from 100,000원 for new goods; used sellers charge it. */
export function shippingFeeFor(types: DeliveryType[], price: number, kind: ItemKind): number {
  if (!types.includes('PARCEL')) return 0;
  return kind === 'used' || price < 100_000 ? 3000 : 0;
}

export type TagFacts = {
  kind: ItemKind;
  free: boolean;
  lease: boolean;
  discounted: boolean;
  stock: number;
  official: boolean;
  snow: boolean;
  delivery: boolean;
  family: boolean;
};

/** One or two card badges, each true of the item (no 무료배송 on a paid-shipping item). */
export function tagsFor(f: TagFacts, rng: Rng): [string | null, string | null] {
  const pool: string[] = [];
  if (f.kind === 'sale') {
    if (f.lease) pool.push('무이자');
    if (f.free) pool.push('무료배송');
    pool.push(
      ...saleTags.filter(
        (t) =>
          (t !== '피팅무료' || (f.official && !f.snow)) &&
          (t !== '조립완료' || !f.snow) &&
          (t !== '한정수량' || f.stock <= 2)
      )
    );
  } else if (f.kind === 'used') {
    pool.push(...usedTags);
    if (f.discounted) pool.unshift('가격내림');
  } else if (f.kind === 'service') {
    pool.push(...serviceTags);
  } else {
    if (f.delivery) pool.unshift(f.kind === 'skiRental' ? '콘도배달' : '픽업가능');
    pool.push(
      ...rentalTags.filter((t) => (t !== '가족추천' || f.family) && (t !== '헬멧무료' || f.kind === 'bikeRental'))
    );
  }
  const [first, second] =
    f.kind === 'sale' && (f.lease || f.free) ? [pool[0], rng.pick(pool.slice(1))] : rng.sample(pool, 2);
  return [first ?? null, rng.chance(0.65) ? (second ?? null) : null];
}

/**
 * When the listing went up, counted from the seeding day: bike items over the last ten months;
 * snow items in the last season (ten to eight months ago) or ahead of the next one (the last seven
 * weeks). Reviews can only follow while the item is in use.
 */
export function listingDates(
  snow: boolean,
  rng: Rng,
  day: SeedDay
): { createdAt: Date; updatedAt: Date; reviewUntil: Date } {
  const yesterday = day.at(-1);
  if (!snow) {
    const createdAt = between(day.at(-300, 9), day.at(-22, 18), rng.next());
    return { createdAt, updatedAt: updated(createdAt, rng, yesterday), reviewUntil: yesterday };
  }
  const early = rng.chance(0.7);
  const createdAt = early
    ? between(day.at(-303, 9), day.at(-254, 18), rng.next())
    : between(day.at(-47, 9), day.at(-7, 18), rng.next());
  return { createdAt, updatedAt: updated(createdAt, rng, yesterday), reviewUntil: early ? day.at(-221) : yesterday };
}

function updated(createdAt: Date, rng: Rng, yesterday: Date): Date {
  const later = addDays(createdAt, rng.int(0, 40));
  // Nothing is edited after the seeding day: a later edit becomes yesterday's.
  return later > addDays(yesterday, 1) ? yesterday : later;
}
