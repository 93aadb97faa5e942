import { rentalTags, saleTags, serviceTags, usedTags } from '../data/itemWords';
import type { StoreKind } from '../data/stores';
import type { Rng } from '../random';
import { between, kst, REFERENCE_DATE, addDays } from '../time';

type DeliveryType = 'PICKUP' | 'DELIVERY' | 'PARCEL';
export type ItemKind = 'bikeRental' | 'skiRental' | 'sale' | 'used' | 'service';

const PARCEL_BIKES = new Set(['folding', 'minivelo', 'kids', 'city']);

/** How the item reaches the customer: rentals at the counter, bikes by truck, gear by parcel. */
export function deliveryFor(kind: ItemKind, categoryKey: string, snow: boolean, store: StoreKind, rng: Rng): DeliveryType[] {
  if (kind === 'bikeRental' || kind === 'skiRental') {
    if (store === 'resort' && rng.chance(0.4)) return ['PICKUP', 'DELIVERY'];
    if (store === 'trail' && rng.chance(0.2)) return ['PICKUP', 'DELIVERY'];
    return ['PICKUP'];
  }
  if (kind === 'service') return rng.chance(0.15) ? ['PICKUP', 'DELIVERY'] : ['PICKUP'];
  if (kind === 'used') return snow || PARCEL_BIKES.has(categoryKey) ? (rng.chance(0.5) ? ['PICKUP', 'PARCEL'] : ['PICKUP']) : ['PICKUP'];
  if (snow || PARCEL_BIKES.has(categoryKey)) return ['PICKUP', 'PARCEL'];
  return ['PICKUP', 'DELIVERY'];
}

/** Parcel is free from 100,000원 for new goods; used sellers charge it. */
export function shippingFeeFor(types: DeliveryType[], price: number, kind: ItemKind): number {
  if (!types.includes('PARCEL')) return 0;
  return kind === 'used' || price < 100_000 ? 3000 : 0;
}

export type TagFacts = { kind: ItemKind; free: boolean; lease: boolean; discounted: boolean; stock: number; official: boolean; snow: boolean; delivery: boolean; family: boolean };

/** One or two card badges, each true of the item (no 무료배송 on a paid-shipping item). */
export function tagsFor(f: TagFacts, rng: Rng): [string | null, string | null] {
  const pool: string[] = [];
  if (f.kind === 'sale') {
    if (f.lease) pool.push('무이자');
    if (f.free) pool.push('무료배송');
    pool.push(...saleTags.filter((t) => (t !== '피팅무료' || (f.official && !f.snow)) && (t !== '조립완료' || !f.snow) && (t !== '한정수량' || f.stock <= 2)));
  } else if (f.kind === 'used') {
    pool.push(...usedTags);
    if (f.discounted) pool.unshift('가격내림');
  } else if (f.kind === 'service') {
    pool.push(...serviceTags);
  } else {
    if (f.delivery) pool.unshift(f.kind === 'skiRental' ? '콘도배달' : '픽업가능');
    pool.push(...rentalTags.filter((t) => (t !== '가족추천' || f.family) && (t !== '헬멧무료' || f.kind === 'bikeRental')));
  }
  const [first, second] = f.kind === 'sale' && (f.lease || f.free) ? [pool[0], rng.pick(pool.slice(1))] : rng.sample(pool, 2);
  return [first ?? null, rng.chance(0.65) ? second ?? null : null];
}

/**
 * When the listing went up: bike items through 2026; snow items in the 2025/26 season (Jan–Feb)
 * or ahead of the next one (Sep–Oct). Reviews can only follow while the item is in use.
 */
export function listingDates(snow: boolean, rng: Rng): { createdAt: Date; updatedAt: Date; reviewUntil: Date } {
  if (!snow) {
    const createdAt = between(kst(2026, 1, 5, 9), kst(2026, 10, 10, 18), rng.next());
    return { createdAt, updatedAt: updated(createdAt, rng), reviewUntil: addDays(REFERENCE_DATE, -1) };
  }
  const early = rng.chance(0.7);
  const createdAt = early ? between(kst(2026, 1, 2, 9), kst(2026, 2, 20, 18), rng.next()) : between(kst(2026, 9, 15, 9), kst(2026, 10, 25, 18), rng.next());
  return { createdAt, updatedAt: updated(createdAt, rng), reviewUntil: early ? kst(2026, 3, 25) : addDays(REFERENCE_DATE, -1) };
}

function updated(createdAt: Date, rng: Rng): Date {
  const later = addDays(createdAt, rng.int(0, 40));
  return later > REFERENCE_DATE ? addDays(REFERENCE_DATE, -1) : later;
}
