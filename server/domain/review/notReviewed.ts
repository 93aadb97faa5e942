import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import { rentalDays } from '../orders/orderDetailView';
import { openCursor, sealCursor } from '../pagination/signedCursor';
import { cursorMicrosSql, cursorTimeSql } from './reviewCursor';
import { reviewableOrderSql } from './writeReviewSupport';

/** An order waiting for its review (/user/not_reviews). */
export type NotReviewedOrder = {
  orderId: number;
  itemId: number;
  itemName: string;
  img: string;
  businessName: string;
  dealType: 'RENTAL' | 'SELL';
  /** Rental days (inclusive end) or null for purchases. */
  rentalStartDate: string | null;
  rentalEndDate: string | null;
  /** When it was returned or confirmed: the list's order. */
  finishedDatetime: string;
};

export type NotReviewedPage = { orders: NotReviewedOrder[]; searchAfter: string | null; totalCount: number };

export const NOT_REVIEWED_PAGE_SIZE = 10;

const cursorSchema = z.tuple([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z.number().int().positive().max(2_147_483_647),
]);

/** The member's orders that can be reviewed and are not yet, written over orders aliased `o`. */
export const awaitingReviewSql = (userId: number) => sql`o.user_id = ${userId} AND ${reviewableOrderSql}
  AND NOT EXISTS (SELECT 1 FROM reviews rv WHERE rv.order_id = o.id)`;

/** The count shares awaitingReviewSql, a raw fragment on the alias o. */
type CountRow = { n: number };
type Row = Omit<NotReviewedOrder, 'img' | 'rentalStartDate' | 'rentalEndDate' | 'finishedDatetime'> & {
  imageId: number;
  rentalPeriod: string | null;
  finishedAt: Date | string;
  cursorMicros: string;
};

/**
 * Used rentals and confirmed purchases without a review, the most recently finished first (the one
 * the member remembers best), keyset-paged on (finished time, order id).
 */
export async function listNotReviewedOrders(
  db: Db,
  userId: number,
  searchAfter: string | null,
  size = NOT_REVIEWED_PAGE_SIZE
): Promise<NotReviewedPage> {
  const cursor = searchAfter === null ? null : openCursor('not-reviewed', searchAfter, cursorSchema);
  const after = cursor
    ? sql`AND (o.state_changed_at, o.id) < (${cursorTimeSql({ createdMicros: cursor[0], id: cursor[1] })}, ${cursor[1]}::int)`
    : sql``;
  const [rows, [total]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`
      SELECT o.id AS "orderId", o.item_id AS "itemId", o.item_name AS "itemName", s.name AS "businessName", i.deal_type AS "dealType",
        coalesce(i.image_id, m.image_id) AS "imageId", o.rental_period::text AS "rentalPeriod", o.state_changed_at AS "finishedAt",
        ${cursorMicrosSql(sql`o.state_changed_at`)} AS "cursorMicros"
      FROM orders o JOIN items i ON i.id = o.item_id JOIN businesses s ON s.id = o.business_id LEFT JOIN models m ON m.id = i.model_id
      WHERE ${awaitingReviewSql(userId)} ${after}
      ORDER BY o.state_changed_at DESC, o.id DESC LIMIT ${size + 1}`
    ),
    queryRows<CountRow>(db, sql`SELECT count(*)::int AS n FROM orders o WHERE ${awaitingReviewSql(userId)}`),
  ]);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    orders: page.map(toNotReviewed),
    searchAfter:
      rows.length > size && last ? sealCursor('not-reviewed', [Number(last.cursorMicros), Number(last.orderId)]) : null,
    totalCount: Number(total?.n ?? 0),
  };
}

function toNotReviewed({ imageId, rentalPeriod, finishedAt, cursorMicros: _c, ...row }: Row): NotReviewedOrder {
  const days = rentalDays(rentalPeriod);
  return {
    ...row,
    orderId: Number(row.orderId),
    itemId: Number(row.itemId),
    img: imageUrl(Number(imageId)),
    rentalStartDate: days?.start ?? null,
    rentalEndDate: days?.end ?? null,
    finishedDatetime: toIso(finishedAt),
  };
}
