import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { billingKeys, orderEvents, orderOptions, orders } from '../../db/schema';
import { imageUrl } from '../catalog/imageUrl';
import { openCursor, sealCursor } from '../pagination/signedCursor';
import { parseInput } from '../parseInput';
import { processes } from '@/lib/orders';
import { DomainError } from '@/lib/errors';
import { orderDetailView, rentalDays, stateLabel, type OrderRowSet } from './orderDetailView';
import type { OrderDetail, OrderKind, OrderList, OrderProcessId, OrderSummary } from './orderTypes';

/**
 * The member's own orders (/user/reservations, /user/reservations/{id}). Only paid orders are
 * listed (state is null while 결제 대기: the order does not exist yet for anyone), newest first,
 * paged by a sealed keyset cursor. Another member's order is NOT_FOUND, never FORBIDDEN: whether an
 * order id exists is nobody else's business.
 */
export const ORDER_PAGE_SIZE = 20;
const CURSOR_PURPOSE = 'member-orders';

export const KIND_PROCESSES: Record<OrderKind, readonly OrderProcessId[]> = {
  RENTAL: ['rentalReservation'],
  PURCHASE: ['saleOrder', 'contract'],
};

export const myOrdersInput = z.object({
  kind: z.enum(['RENTAL', 'PURCHASE'], { error: '주문 종류는 RENTAL 또는 PURCHASE예요.' }),
  searchAfter: z.string().min(1).max(400).nullish(),
  limit: z.number().int().min(1).max(50).default(ORDER_PAGE_SIZE),
});

/** created_at as PostgreSQL's own text (microseconds and offset), so the keyset compares exactly. */
const cursorSchema = z
  .object({ k: z.enum(['RENTAL', 'PURCHASE']), c: z.string().min(10).max(40), i: z.number().int().positive() })
  .strict();

type SummaryRow = Omit<OrderSummary, 'status' | 'img' | 'startDate' | 'endDate' | 'createdDatetime'> & {
  imageId: number;
  rentalPeriod: string | null;
  createdAt: Date | string;
  createdText: string;
};

export async function myOrders(db: Db, userId: number, rawInput: unknown): Promise<OrderList> {
  const input = parseInput(myOrdersInput, rawInput);
  const after = input.searchAfter ? openCursor(CURSOR_PURPOSE, input.searchAfter, cursorSchema) : null;
  if (after && after.k !== input.kind)
    throw new DomainError('INVALID_INPUT', '목록 위치 정보가 올바르지 않아요. 처음부터 다시 불러와 주세요.', {
      searchAfter: '다른 탭의 목록 위치예요.',
    });
  const kinds = sql.join(
    KIND_PROCESSES[input.kind].map((p) => sql`${p}`),
    sql`, `
  );
  const keyset = after ? sql`AND (o.created_at, o.id) < (${after.c}::timestamptz, ${after.i})` : sql``;
  const rows = await queryRows<SummaryRow>(
    db,
    sql`
    SELECT o.id, o.item_id AS "itemId", o.item_name AS "itemName", o.business_id AS "businessId", s.name AS "businessName",
      o.process, o.state, o.total_price AS "totalPrice", o.rental_period::text AS "rentalPeriod", o.created_at AS "createdAt",
      o.created_at::text AS "createdText", coalesce(i.image_id, m.image_id) AS "imageId"
    FROM orders o
    JOIN businesses s ON s.id = o.business_id
    JOIN items i ON i.id = o.item_id
    LEFT JOIN models m ON m.id = i.model_id
    WHERE o.user_id = ${userId} AND o.state IS NOT NULL AND o.process::text IN (${kinds}) ${keyset}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${input.limit + 1}`
  );
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    orders: page.map((row) => {
      const days = rentalDays(row.rentalPeriod);
      return {
        id: Number(row.id),
        itemId: Number(row.itemId),
        itemName: row.itemName,
        img: imageUrl(Number(row.imageId)),
        businessId: Number(row.businessId),
        businessName: row.businessName,
        process: row.process,
        state: row.state,
        status: stateLabel(processes[row.process], row.state),
        totalPrice: Number(row.totalPrice),
        startDate: days?.start ?? null,
        endDate: days?.end ?? null,
        createdDatetime: new Date(row.createdAt).toISOString(),
      };
    }),
    searchAfter:
      rows.length > input.limit && last
        ? sealCursor(CURSOR_PURPOSE, { k: input.kind, c: last.createdText, i: Number(last.id) })
        : null,
  };
}

const notFound = () => new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');

/** The member's own paid order, or NOT_FOUND (someone else's, unpaid, or no such id). */
export async function ownPaidOrder(db: Db, userId: number, orderId: number) {
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) throw notFound();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNotNull(orders.state)))
    .limit(1);
  if (!order) throw notFound();
  return order;
}

type Extras = {
  name: string;
  phone: string;
  address: string;
  imageId: number;
  dealType: 'RENTAL' | 'SELL';
  paid: number;
};

export async function orderDetail(
  db: Db,
  userId: number,
  orderId: number,
  now: Date = new Date()
): Promise<OrderDetail> {
  const order = await ownPaidOrder(db, userId, orderId);
  const [extras] = await queryRows<Extras>(
    db,
    sql`
    SELECT s.name, s.phone, s.address, coalesce(i.image_id, m.image_id) AS "imageId", i.deal_type AS "dealType",
      (SELECT coalesce(sum(amount), 0)::int FROM money_ledger WHERE order_id = ${order.id} AND kind = 'CHARGE') AS paid
    FROM businesses s, items i LEFT JOIN models m ON m.id = i.model_id
    WHERE s.id = ${order.businessId} AND i.id = ${order.itemId}`
  );
  const [options, events, card] = await Promise.all([
    db.select().from(orderOptions).where(eq(orderOptions.orderId, order.id)).orderBy(asc(orderOptions.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
    order.billingKeyId === null
      ? Promise.resolve([])
      : db
          .select({ cardCompany: billingKeys.cardCompany })
          .from(billingKeys)
          .where(eq(billingKeys.id, order.billingKeyId))
          .limit(1),
  ]);
  const set: OrderRowSet = {
    order,
    options,
    events,
    business: { name: extras.name, phone: extras.phone, address: extras.address },
    img: imageUrl(Number(extras.imageId)),
    dealType: extras.dealType,
    cardCompany: card[0]?.cardCompany ?? null,
    paidAmount: Number(extras.paid),
  };
  return orderDetailView(set, now);
}
