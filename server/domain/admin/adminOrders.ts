import { and, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { businesses, orders, users } from '../../db/schema';
import { addDays } from '@/lib/calendar/dateKeys';
import { payment, processes } from '@/lib/orders';
import type { AdminOrderSearch } from '@/lib/admin/orderInput';
import { openCursor, queryFingerprint, rejectCursor, sealCursor } from '../pagination/signedCursor';
import type { OrderRow } from '../orders/orderEffects';

/**
 * The console's order search (docs/product.md §10 Orders): by order number, member (email, phone or
 * nickname), business name, state and the Asia/Seoul days the order was placed, newest first, paged
 * with the shared signed keyset cursor (server/domain/pagination/signedCursor.ts).
 */
export type AdminOrderRow = {
  id: number;
  processLabel: string;
  stateLabel: string;
  itemName: string;
  totalPrice: number;
  memberId: number;
  memberNickname: string;
  memberEmail: string | null;
  businessId: number;
  businessName: string;
  createdAt: string;
};

export type AdminOrderPage = { orders: AdminOrderRow[]; after: string | null };

export const ADMIN_ORDER_PAGE_SIZE = 30;

/** The Korean label of an order's state: its own table's, or the payment's while 결제 대기. */
export function orderStateLabel(order: Pick<OrderRow, 'process' | 'state' | 'paymentState'>): string {
  if (order.state === null) return payment.states[order.paymentState]?.label ?? order.paymentState;
  const states = processes[order.process].states as Record<string, { label: string } | undefined>;
  return states[order.state]?.label ?? order.state;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The instant a Seoul calendar day starts (Korea keeps no daylight saving time). */
const seoulDayStart = (key: string) => new Date(`${key}T00:00:00+09:00`);

function filters(search: Omit<AdminOrderSearch, 'after'>): SQL[] {
  const where: SQL[] = [];
  if (search.orderId !== null) where.push(eq(orders.id, search.orderId));
  if (search.member) {
    const like = `%${escapeLike(search.member)}%`;
    const digits = search.member.replace(/\D/g, '');
    where.push(
      or(
        ilike(users.email, like),
        ilike(users.nickname, like),
        digits.length >= 4 ? sql`regexp_replace(${users.phone}, '\\D', '', 'g') LIKE ${`%${digits}%`}` : undefined
      )!
    );
  }
  if (search.business) where.push(ilike(businesses.name, `%${escapeLike(search.business)}%`));
  if (search.state === 'PENDING') where.push(isNull(orders.state));
  else if (search.state) {
    const [process, state] = search.state.split('.') as [OrderRow['process'], string];
    where.push(and(eq(orders.process, process), sql`${orders.state} = ${state}`)!);
  }
  if (search.from) where.push(gte(orders.createdAt, seoulDayStart(search.from)));
  if (search.to) where.push(lt(orders.createdAt, seoulDayStart(addDays(search.to, 1))));
  return where;
}

const cursorSchema = z.strictObject({ i: z.number().int().positive(), q: z.string().max(30) });

export async function searchAdminOrders(
  db: Db,
  search: AdminOrderSearch,
  size: number = ADMIN_ORDER_PAGE_SIZE
): Promise<AdminOrderPage> {
  const { after: raw, ...query } = search;
  const fingerprint = queryFingerprint(query);
  const after = raw === null ? null : openCursor('admin-orders', raw, cursorSchema);
  if (after && after.q !== fingerprint) rejectCursor();
  // Ids follow creation, so newest first is id descending and the cursor is the last id shown.
  const rows = await db
    .select({
      id: orders.id,
      process: orders.process,
      state: orders.state,
      paymentState: orders.paymentState,
      itemName: orders.itemName,
      totalPrice: orders.totalPrice,
      createdAt: orders.createdAt,
      memberId: users.id,
      memberNickname: users.nickname,
      memberEmail: users.email,
      businessId: businesses.id,
      businessName: businesses.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(and(...filters(query), after ? lt(orders.id, after.i) : undefined))
    .orderBy(desc(orders.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    orders: page.map((r) => ({
      id: r.id,
      processLabel: processes[r.process].label,
      stateLabel: orderStateLabel(r),
      itemName: r.itemName,
      totalPrice: r.totalPrice,
      memberId: r.memberId,
      memberNickname: r.memberNickname,
      memberEmail: r.memberEmail,
      businessId: r.businessId,
      businessName: r.businessName,
      createdAt: r.createdAt.toISOString(),
    })),
    after: rows.length > size && last ? sealCursor('admin-orders', { i: last.id, q: fingerprint }) : null,
  };
}
