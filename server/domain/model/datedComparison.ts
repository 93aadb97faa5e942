import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { distanceKmSql } from '../catalog/geo';
import { itemFreeForRangeSql, itemUnitsForRangeSql, rangeTotalSql } from '../availability/rangeAvailability';
import { rangeDays, type RentalRange } from '@/lib/rentalRange/rentalRange';
import { assertModelExists } from './modelSummary';
import { MAX_PER_GROUP, modelOfferRows, OFFER_ID } from './offerRows';
import { nearbyRangeCandidates } from '../rentalRange/rangeArgs';
import type { DatedComparison, DatedOffer } from './modelTypes';

type Position = { lat: number; lng: number } | null;

/** The model's rental offers checkout would accept for every day of the range (server/domain/availability). */
function freeRentalWhere(range: RentalRange, today: string): SQL {
  return sql`AND i.deal_type = 'RENTAL' AND ${itemFreeForRangeSql(OFFER_ID, range, today)}`;
}

/** How many of the model's rental offers are free for `range` (a nearby range's chip count). */
async function countFree(db: Db, modelId: number, range: RentalRange, today: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM items i JOIN businesses s ON s.id = i.business_id AND s.suspended_at IS NULL
      CROSS JOIN LATERAL (SELECT i.id) AS offer(id)
      WHERE i.model_id = ${modelId} AND i.status = 'AVAILABLE' ${freeRentalWhere(range, today)}`
  );
  return Number(row?.n ?? 0);
}

/**
 * docs/product.md §3 Price comparison by dates ("이 날짜에 빌릴 수 있는 매장"): only the rental
 * offers free on every day of the range, each with its total for the range (the per-day price the card
 * shows, less the multi-day discount, insurance apart) and the units one order could still book,
 * cheapest total first; the distance from the shopper's position when they shared one. When none is
 * free, the same-length ranges within ±3 days that have offers, with their counts.
 */
export async function datedComparison(
  db: Db,
  modelId: number,
  viewerUserId: number | null,
  range: RentalRange,
  today: string,
  position: Position
): Promise<DatedComparison> {
  await assertModelExists(db, modelId);
  const days = rangeDays(range);
  const total = rangeTotalSql(
    {
      price: sql`i.price`,
      threeDayDiscountPercent: sql`i.three_day_discount_percent`,
      sevenDayDiscountPercent: sql`i.seven_day_discount_percent`,
    },
    days
  );
  const distance = position ? distanceKmSql(sql`s.lat`, sql`s.lng`, position.lat, position.lng) : sql`NULL`;
  const rows = await modelOfferRows<{ rangeTotal: number; unitsLeft: number; offerDistanceKm: number | null }>(
    db,
    modelId,
    viewerUserId,
    {
      columns: sql`, (${total})::int AS "rangeTotal",
        (${itemUnitsForRangeSql(OFFER_ID, range, today)})::int AS "unitsLeft",
        (${distance})::float8 AS "offerDistanceKm"`,
      where: freeRentalWhere(range, today),
      orderBy: sql`"rangeTotal", i.shipping_fee, i.id`,
    }
  );
  const offers: DatedOffer[] = rows.map(({ offer, extra }) => ({
    offer,
    rangeTotal: Number(extra.rangeTotal),
    unitsLeft: Number(extra.unitsLeft),
    distanceKm: extra.offerDistanceKm === null ? null : Math.round(Number(extra.offerDistanceKm) * 1000) / 1000,
    isCheapest: false,
  }));
  // 최저 총액: every offer at the lowest total (two businesses may ask the same).
  const lowest = offers[0]?.rangeTotal;
  for (const offer of offers) offer.isCheapest = offer.rangeTotal === lowest;
  const nearbyRanges =
    offers.length > 0
      ? []
      : (
          await Promise.all(
            nearbyRangeCandidates(range, today).map(async (candidate) => ({
              ...candidate,
              count: await countFree(db, modelId, candidate, today),
            }))
          )
        ).filter((candidate) => candidate.count > 0);
  return {
    range,
    rangeDays: days,
    itemCount: offers.length,
    items: offers.slice(0, MAX_PER_GROUP),
    nearbyRanges,
  };
}
