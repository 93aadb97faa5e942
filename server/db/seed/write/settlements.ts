import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { queryRows } from '../../rows';
import { postJournal } from '../../../domain/settlement/postJournal';
import { closeSettlementPeriod } from '../../../domain/settlement/closeSettlement';
import { lastEndedPeriod } from '@/lib/settlement/period';
import { addDays } from '@/lib/calendar/dateKeys';
import type { SeedDay } from '../time';

/**
 * A demo business's settlement history (docs/product.md §10 Settlement statements): four ended
 * weeks of orders that were confirmed or used, with a partial refund and a refund after settlement,
 * booked in the journal and closed into statements by the same code as the live job; the two oldest
 * are paid. Dates count from the seeding day, so the weeks are always the last four.
 */
export const SETTLEMENT_DEMO_BUSINESS = '서현 자전거 라운지';

const WEEKS = 4;
const HOUR = 3_600_000;

type Plan = {
  week: number;
  day: number;
  sale: boolean;
  price: number;
  refundBefore: number;
  refundAfterWeek: number | null;
};

/** Per week, oldest first: what was paid when, and what went back. */
const PLANS: Plan[] = [
  { week: 0, day: 0, sale: false, price: 36_000, refundBefore: 0, refundAfterWeek: null },
  { week: 0, day: 2, sale: true, price: 389_000, refundBefore: 0, refundAfterWeek: null },
  { week: 0, day: 3, sale: false, price: 54_000, refundBefore: 18_000, refundAfterWeek: null },
  { week: 1, day: 0, sale: false, price: 72_000, refundBefore: 0, refundAfterWeek: null },
  { week: 1, day: 1, sale: true, price: 1_290_000, refundBefore: 0, refundAfterWeek: 2 },
  { week: 1, day: 4, sale: false, price: 27_000, refundBefore: 0, refundAfterWeek: null },
  { week: 2, day: 1, sale: false, price: 45_000, refundBefore: 0, refundAfterWeek: null },
  { week: 2, day: 2, sale: false, price: 90_000, refundBefore: 0, refundAfterWeek: null },
  { week: 2, day: 3, sale: true, price: 215_000, refundBefore: 0, refundAfterWeek: null },
  { week: 3, day: 0, sale: false, price: 36_000, refundBefore: 0, refundAfterWeek: null },
  { week: 3, day: 2, sale: false, price: 108_000, refundBefore: 0, refundAfterWeek: null },
  { week: 3, day: 3, sale: true, price: 449_000, refundBefore: 0, refundAfterWeek: null },
];

type Row = { id: number; createdAt: Date | string };

async function book(db: Db, orderId: number, paymentId: number, kind: 'CHARGE' | 'REFUND', amount: number, at: Date) {
  const refKey = `${kind.toLowerCase()}:seed-${orderId}-${at.getTime()}`;
  const [row] = await queryRows<Row>(
    db,
    sql`INSERT INTO money_ledger (order_id, payment_id, kind, amount, ref_key, created_at)
        VALUES (${orderId}, ${paymentId}, ${kind}, ${amount}, ${refKey}, ${at.toISOString()}::timestamptz)
        RETURNING id, created_at AS "createdAt"`
  );
  await postJournal(db, { id: row.id, orderId, kind, amount, refKey, createdAt: new Date(row.createdAt) });
}

export async function writeSettlementHistory(db: Db, day: SeedDay, customerId: number): Promise<number> {
  const [business] = await queryRows<{ id: number; rental: number | null; sale: number | null }>(
    db,
    sql`SELECT b.id,
          (SELECT id FROM items WHERE business_id = b.id AND deal_type = 'RENTAL' ORDER BY id LIMIT 1) AS rental,
          (SELECT id FROM items WHERE business_id = b.id AND deal_type = 'SELL' ORDER BY id LIMIT 1) AS sale
        FROM businesses b WHERE b.name = ${SETTLEMENT_DEMO_BUSINESS}`
  );
  if (!business) return 0;
  const last = lastEndedPeriod(day.midnight);
  const weekStart = (week: number) => addDays(last.start, (week - (WEEKS - 1)) * 7);
  const at = (week: number, dayOffset: number, hour: number) =>
    new Date(new Date(`${addDays(weekStart(week), dayOffset)}T00:00:00+09:00`).getTime() + hour * HOUR);
  for (const [n, plan] of PLANS.entries()) {
    const itemId = (plan.sale ? business.sale : business.rental) ?? business.rental ?? business.sale;
    if (itemId === null) continue;
    const paidAt = at(plan.week, plan.day, 10);
    const settledAt = at(plan.week, plan.day + 2, 18);
    const [order] = await queryRows<{ id: number; name: string }>(
      db,
      sql`INSERT INTO orders (payment_key, user_id, item_id, business_id, process, state, payment_state, state_changed_at,
            delivery_type, item_name, price, total_price, pay_method, provider, orderer_name, orderer_phone,
            idempotency_key, paid_at, refund_due, refunded_amount, created_at, updated_at)
          SELECT ${`seed-settle-${n}`}, ${customerId}, i.id, ${business.id}, ${plan.sale ? 'saleOrder' : 'rentalReservation'},
            ${plan.sale ? 'CONFIRMED' : 'USED'}, ${plan.sale ? 'CONFIRMED' : 'PAID'}, ${settledAt.toISOString()}::timestamptz,
            'PICKUP', i.name, ${JSON.stringify({ totalPrice: plan.price })}::jsonb, ${plan.price}, 'CARD', 'SANDBOX',
            '김라이드', '010-2345-6789', ${`seed-settle-${n}`}, ${paidAt.toISOString()}::timestamptz,
            ${plan.refundBefore + (plan.refundAfterWeek === null ? 0 : 300_000)}, ${plan.refundBefore + (plan.refundAfterWeek === null ? 0 : 300_000)},
            ${paidAt.toISOString()}::timestamptz, ${settledAt.toISOString()}::timestamptz
          FROM items i WHERE i.id = ${itemId}
          RETURNING id, item_name AS name`
    );
    const [payment] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO payments (order_id, provider, provider_payment_id, amount, status, cancelled_amount, paid_at)
          VALUES (${order.id}, 'SANDBOX', ${`seed-settle-${n}`}, ${plan.price}, 'PAID',
            ${plan.refundBefore + (plan.refundAfterWeek === null ? 0 : 300_000)}, ${paidAt.toISOString()}::timestamptz)
          RETURNING id`
    );
    await book(db, order.id, payment.id, 'CHARGE', plan.price, paidAt);
    if (plan.refundBefore > 0)
      await book(db, order.id, payment.id, 'REFUND', plan.refundBefore, at(plan.week, plan.day, 15));
    await db.execute(
      sql`INSERT INTO order_events (order_id, process, action, from_state, to_state, actor, created_at) VALUES
          (${order.id}, ${plan.sale ? 'saleOrder' : 'rentalReservation'}, ${plan.sale ? 'handOver' : 'markReturned'},
           ${plan.sale ? 'AWAITING_PICKUP' : 'RESERVED'}, ${plan.sale ? 'CONFIRMED' : 'USED'}, 'seller', ${settledAt.toISOString()}::timestamptz)`
    );
    if (plan.refundAfterWeek !== null) {
      await book(db, order.id, payment.id, 'REFUND', 300_000, at(plan.refundAfterWeek, 1, 11));
    }
  }
  for (let week = 0; week < WEEKS; week += 1) {
    const start = weekStart(week);
    const end = addDays(start, 6);
    await closeSettlementPeriod(
      db,
      { start, end, cutoff: new Date(`${addDays(start, 7)}T00:00:00+09:00`) },
      at(week + 1, 0, 1)
    );
  }
  // The two oldest were transferred on the Wednesday after they closed (recorded before the console existed).
  await db.execute(
    sql`UPDATE settlement_statements s SET status = 'PAID', transfer_reference = 'SEED-' || to_char(s.period_start, 'YYYYMMDD'),
          paid_at = ((s.period_end + 3)::text || 'T14:00:00+09:00')::timestamptz
        WHERE s.business_id = ${business.id} AND s.period_start <= ${weekStart(1)}::date AND s.payout > 0`
  );
  return PLANS.length;
}
