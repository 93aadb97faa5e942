import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { closeSettlementPeriod } from '@/server/domain/settlement/closeSettlement';
import { periodOfDay } from '@/lib/settlement/period';
import { addDays } from '@/lib/calendar/dateKeys';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import {
  accountBalances,
  bulkBook,
  insertPaidOrders,
  seoul,
  settleEvents,
  unbalancedEntries,
  type Booking,
  type Ordered,
} from './settlementHarness';

/**
 * A month of generated orders (docs/product.md §10 Settlement statements): 2,050 orders across 50
 * businesses with their own rates, with cancellations, partial refunds before and after settlement
 * and provider fees, settled week by week. The statements must match, to the won, a recomputation
 * written here from the rules (commission of the net, rounded down; Monday 00:00 in Seoul), and
 * every account of the journal must add up.
 */
const BUSINESSES = 50;
const ORDERS_EACH = 41;
const WEEKS = 6;
const FIRST_MONDAY = '2025-06-02';
const DAY_MS = 86_400_000;
const W0 = seoul(`${FIRST_MONDAY} 00:00:00`).getTime();
const RATES = [0, 333, 500, 800, 1000, 1000, 1250, 1500, 2000, 10_000];

/** A seeded generator (mulberry32), so every run builds the same month. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Plan = {
  businessId: number;
  rateBp: number;
  process: 'saleOrder' | 'rentalReservation';
  total: number;
  paidAt: number;
  fee: number;
  refunds: { at: number; amount: number }[];
  settledAt: number | null;
};

function planOrders(businessIds: number[], rates: Map<number, number>): Plan[] {
  const next = random(2029);
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const plans: Plan[] = [];
  for (const businessId of businessIds) {
    for (let n = 0; n < ORDERS_EACH; n += 1) {
      const total = int(10_000, 2_000_000);
      const paidAt = W0 + int(0, 28 * 24 * 60 - 1) * 60_000 + int(0, 59) * 1000;
      const settle = paidAt + int(1, 10) * DAY_MS + int(0, 86_399) * 1000;
      const fate = next();
      const partial = () => int(1, total - 1);
      const plan: Plan = {
        businessId,
        rateBp: rates.get(businessId)!,
        process: next() < 0.5 ? 'saleOrder' : 'rentalReservation',
        total,
        paidAt,
        fee: next() < 0.3 ? Math.floor(total * 0.022) : 0,
        refunds: [],
        settledAt: settle,
      };
      if (fate < 0.1) {
        plan.refunds = [{ at: paidAt + 30 * 60_000, amount: total }];
        plan.settledAt = null;
      } else if (fate < 0.2) {
        plan.refunds = [{ at: paidAt + 60 * 60_000, amount: partial() }];
      } else if (fate < 0.3) {
        plan.refunds = [
          { at: settle + int(1, 9) * DAY_MS + int(0, 86_399) * 1000, amount: next() < 0.5 ? total : partial() },
        ];
      } else if (fate < 0.36) {
        const first = partial();
        plan.refunds = [
          { at: paidAt + 60 * 60_000, amount: first },
          { at: settle + int(1, 12) * DAY_MS, amount: int(1, total - first) },
        ];
      }
      plans.push(plan);
    }
  }
  return plans;
}

const weekOf = (at: number) => Math.floor((at - W0) / (7 * DAY_MS));
const commissionOf = (net: number, rate: number) => Math.floor((net * rate) / 10_000);

type Figures = { orderCount: number; gross: number; refunds: number; commission: number; payout: number };

/** The statements the rules call for, by `businessId:week`, computed without the journal. */
function expectedStatements(plans: Plan[]): Map<string, Figures> {
  const out = new Map<string, Figures>();
  const add = (businessId: number, week: number, f: Omit<Figures, 'payout'>) => {
    if (week >= WEEKS) return;
    const key = `${businessId}:${addDays(FIRST_MONDAY, week * 7)}`;
    const t = out.get(key) ?? { orderCount: 0, gross: 0, refunds: 0, commission: 0, payout: 0 };
    t.orderCount += f.orderCount;
    t.gross += f.gross;
    t.refunds += f.refunds;
    t.commission += f.commission;
    t.payout += f.gross - f.refunds - f.commission;
    out.set(key, t);
  };
  for (const p of plans) {
    if (p.settledAt === null) continue;
    const week = weekOf(p.settledAt);
    const cutoff = W0 + (week + 1) * 7 * DAY_MS;
    const before = p.refunds.filter((r) => r.at < cutoff).reduce((s, r) => s + r.amount, 0);
    add(p.businessId, week, {
      orderCount: 1,
      gross: p.total,
      refunds: before,
      commission: commissionOf(p.total - before, p.rateBp),
    });
    if (week >= WEEKS) continue;
    let net = p.total - before;
    for (const r of p.refunds.filter((x) => x.at >= cutoff)) {
      const reversed = commissionOf(net, p.rateBp) - commissionOf(net - r.amount, p.rateBp);
      net -= r.amount;
      add(p.businessId, weekOf(r.at), { orderCount: 0, gross: 0, refunds: r.amount, commission: -reversed });
    }
  }
  // A negative payout is carried into the business's next statement (the one after it that exists).
  const owing = new Map<string, number>();
  for (const key of [...out.keys()].sort()) {
    const businessId = key.split(':')[0];
    const figures = out.get(key)!;
    figures.payout += owing.get(businessId) ?? 0;
    owing.set(businessId, Math.min(figures.payout, 0));
  }
  return out;
}

describe.each(testDbKinds())('a generated month settles to the won on %s', (kind) => {
  const db = useTestDb(kind);

  it('2,050 orders across 50 businesses: every statement matches the recomputation and every account adds up', async () => {
    const f = await seedCheckoutFixture(db());
    const userId = await verifiedMember(db());
    const created = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO businesses (name, region, address, lat, lng, phone, opening_hours, commission_rate_bp)
          SELECT '정산 ' || n || '호점', '서울', '서울 중구 세종대로 110', 37.56, 126.97, '02-000-0000', '[]'::jsonb,
                 (ARRAY[${sql.raw(RATES.join(','))}])[1 + n % ${RATES.length}]
          FROM generate_series(1, ${BUSINESSES}) AS n RETURNING id`
    );
    const rateRows = await queryRows<{ id: number; rate: number }>(
      db(),
      sql`SELECT id, commission_rate_bp AS rate FROM businesses WHERE id IN (${sql.join(
        created.map((c) => sql`${c.id}`),
        sql`, `
      )})`
    );
    const rates = new Map(rateRows.map((r) => [r.id, r.rate]));
    const plans = planOrders(
      created.map((c) => c.id),
      rates
    );
    expect(plans.length).toBeGreaterThanOrEqual(2000);

    // Orders, then their money in time order per order, then the settling events.
    const ordered: Ordered[] = [];
    for (const businessId of created.map((c) => c.id)) {
      const mine = plans.filter((p) => p.businessId === businessId);
      ordered.push(
        ...(await insertPaidOrders(
          db(),
          { businessId, itemId: f.sale.itemId, userId },
          mine.map((p) => ({ process: p.process, total: p.total, paidAt: new Date(p.paidAt) }))
        ))
      );
    }
    const bookings: Booking[] = [];
    plans.forEach((p, i) => {
      const base = { order: ordered[i], businessId: p.businessId, rateBp: p.rateBp };
      bookings.push({ ...base, kind: 'CHARGE', amount: p.total, at: new Date(p.paidAt), fee: p.fee });
      for (const r of p.refunds)
        bookings.push({ ...base, kind: 'REFUND', amount: r.amount, at: new Date(r.at), fee: 0 });
    });
    await bulkBook(db(), bookings);
    await settleEvents(
      db(),
      plans.flatMap((p, i) =>
        p.settledAt === null ? [] : [{ orderId: ordered[i].orderId, process: p.process, at: new Date(p.settledAt) }]
      )
    );

    for (let week = 0; week < WEEKS; week += 1) {
      expect(await closeSettlementPeriod(db(), periodOfDay(addDays(FIRST_MONDAY, week * 7)))).toMatchObject({
        closed: true,
      });
    }

    const statements = await queryRows<Figures & { businessId: number; periodStart: string }>(
      db(),
      sql`SELECT business_id AS "businessId", period_start::text AS "periodStart", order_count AS "orderCount",
            gross, refunds, commission, payout FROM settlement_statements ORDER BY business_id, period_start`
    );
    const actual = new Map(
      statements.map(({ businessId, periodStart, ...figures }) => [`${businessId}:${periodStart}`, figures])
    );
    const expected = expectedStatements(plans);
    expect(actual.size).toBe(expected.size);
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    // The month really has what it claims: refunds after settlement and statements that pay.
    const adjustments = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM settlement_lines WHERE kind = 'ADJUSTMENT'`
    );
    expect(adjustments[0].n).toBeGreaterThan(100);

    // The journal: every entry balances, the accounts sum to zero, and each account holds what the rules say.
    expect(await unbalancedEntries(db())).toEqual([]);
    const balances = await accountBalances(db());
    expect([...balances.values()].reduce((s, b) => s + b, 0)).toBe(0);
    const net = (p: Plan) => p.total - p.refunds.reduce((s, r) => s + r.amount, 0);
    const fees = plans.reduce((s, p) => s + p.fee, 0);
    expect(balances.get('PROVIDER_FEES')).toBe(fees);
    expect(balances.get('PROVIDER_CLEARING')).toBe(plans.reduce((s, p) => s + net(p), 0) - fees);
    expect(balances.get('COMMISSION_REVENUE')).toBe(-plans.reduce((s, p) => s + commissionOf(net(p), p.rateBp), 0));
    for (const businessId of created.map((c) => c.id)) {
      const owed = plans
        .filter((p) => p.businessId === businessId)
        .reduce((s, p) => s + net(p) - commissionOf(net(p), p.rateBp), 0);
      expect([businessId, balances.get(`BUSINESS_PAYABLE:${businessId}`) ?? 0]).toEqual([businessId, 0 - owed]);
    }
  }, 120_000);
});
