import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { notify } from '../domain/notifications/notify';
import { users } from '../db/schema';
import { NO_RESPONSE_MINUTES } from '@/lib/orders';
import { todayInSeoul } from '@/lib/dates';
import { isoOf } from './orderJobsShared';

/** The seller is warned this long before an unanswered reservation is cancelled by itself. */
export const EXPIRING_WARNING_MINUTES = 24 * 60;

type ExpiringRow = { id: number; businessId: number; itemName: string; ordererName: string; deadline: string };
type ReturnDueRow = { id: number; userId: number; itemName: string; lastDay: string };

/**
 * Reminders nobody's action causes (docs/product.md §3 Notifications): a reservation the business has
 * not answered a day before the 4,320-minute deadline (an operator's extension moves the deadline and
 * warns again), and a rental whose last day is tomorrow in Seoul. Each is keyed, so every run of every
 * process may offer it again and it is stored once per member and channel.
 */
export async function runOrderReminders(
  db: Db,
  now: Date = new Date()
): Promise<{ expiring: number; returnDue: number }> {
  return db.transaction(async (tx) => {
    const expiring = await queryRows<ExpiringRow>(
      tx,
      sql`
      SELECT id, business_id AS "businessId", item_name AS "itemName", orderer_name AS "ordererName",
        (state_changed_at + make_interval(mins => ${NO_RESPONSE_MINUTES} + deadline_extension_minutes))::text AS deadline
      FROM orders
      WHERE process = 'rentalReservation' AND state = 'WAITING'
        AND state_changed_at <= ${isoOf(now)}::timestamptz - make_interval(mins => ${NO_RESPONSE_MINUTES - EXPIRING_WARNING_MINUTES} + deadline_extension_minutes)
        AND state_changed_at > ${isoOf(now)}::timestamptz - make_interval(mins => ${NO_RESPONSE_MINUTES} + deadline_extension_minutes)`
    );
    for (const order of expiring) {
      const sellers = await tx.select({ id: users.id }).from(users).where(eq(users.businessId, order.businessId));
      for (const seller of sellers) {
        await notify(
          tx,
          {
            event: 'reservationExpiring',
            userId: seller.id,
            alarmKind: 'ORDER',
            content: {
              title: '예약 답변 기한이 하루 남았어요',
              body: `${order.itemName} · ${order.ordererName}. 기한 안에 답하지 않으면 예약이 자동 취소되고 전액 환불돼요.`,
              linkUrl: `/seller/reservations/${order.id}`,
            },
            dedupeKey: `seller-order:${order.id}:expiring:${order.deadline}`,
          },
          now
        );
      }
    }
    const tomorrow = addDay(todayInSeoul(now));
    const returnDue = await queryRows<ReturnDueRow>(
      tx,
      sql`
      SELECT id, user_id AS "userId", item_name AS "itemName", (upper(rental_period) - 1)::text AS "lastDay"
      FROM orders
      WHERE process = 'rentalReservation' AND state = 'RESERVED' AND rental_period IS NOT NULL
        AND upper(rental_period) - 1 = ${tomorrow}::date`
    );
    for (const order of returnDue) {
      await notify(
        tx,
        {
          event: 'returnDueTomorrow',
          userId: order.userId,
          alarmKind: 'ORDER',
          content: {
            title: '내일이 반납일이에요',
            body: `${order.itemName}을(를) ${order.lastDay}까지 매장에 반납해 주세요.`,
            linkUrl: `/user/reservations/${order.id}`,
          },
          dedupeKey: `order:${order.id}:return-due`,
        },
        now
      );
    }
    return { expiring: expiring.length, returnDue: returnDue.length };
  });
}

function addDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
