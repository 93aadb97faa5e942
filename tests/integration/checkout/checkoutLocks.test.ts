import { sql } from 'drizzle-orm';
import { itemCalendar } from '@/server/domain/item/itemCalendar';
import { NOT_ENOUGH_POINTS } from '@/server/domain/points/grantPoints';
import { OPEN_CHECKOUT_LIMIT } from '@/server/domain/checkout/checkoutLimits';
import { RATE_RULES } from '@/server/security/rateRules';
import { isDomainError } from '@/lib/errors';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  key,
  orderRow,
  prepare,
  rentalInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
} from '../../support/checkoutFixture';

/**
 * One member's checkouts racing each other (issue 26): points spent on several orders at once, a
 * double tap with one key, and the limits that keep unpaid checkouts from holding calendars.
 */
const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'fulfilled' ? 'OK' : isDomainError(outcome.reason) ? outcome.reason.code : String(outcome.reason);

function tally(outcomes: PromiseSettledResult<unknown>[]): Record<string, number> {
  return outcomes
    .map(codeOf)
    .reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});
}

const refusals = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as Error).message] : []));

describe.each(testDbKinds())("one member's concurrent checkouts on %s", (kind) => {
  const db = useTestDb(kind);

  it('points: 6 concurrent checkouts of 1,000 P each on 3,000 P pass for exactly 3; the rest hear the balance is short', async () => {
    const shops = await Promise.all(Array.from({ length: 6 }, () => seedCheckoutFixture(db())));
    const member = await verifiedMember(db(), 3_000);
    const provider = sandbox(db());
    const outcomes = await Promise.allSettled(
      shops.map((f) => prepare(db(), provider, member, rentalInput(f, 3, 3, { points: 1_000 }), 39_000))
    );
    expect(tally(outcomes)).toEqual({ OK: 3, CONFLICT: 3 });
    expect(refusals(outcomes)).toEqual([NOT_ENOUGH_POINTS, NOT_ENOUGH_POINTS, NOT_ENOUGH_POINTS]);
    expect(await count(db(), sql`SELECT point AS n FROM users WHERE id = ${member}`)).toBe(0);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM point_transactions WHERE user_id = ${member} AND reason = 'ORDER_USE'`
      )
    ).toBe(3);
  });

  it('a double tap: 10 concurrent prepares with one key for the last unit all answer the same order', async () => {
    const f = await seedCheckoutFixture(db(), { units: 1 });
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    const tapKey = key();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => prepare(db(), provider, member, rentalInput(f, 3, 4), 80_000, tapKey))
    );
    expect(tally(outcomes)).toEqual({ OK: 10 });
    const orderIds = new Set(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.orderId : null)));
    expect(orderIds.size).toBe(1);
    expect(await count(db(), sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${member}`)).toBe(1);
  });

  it(`open checkouts: the ${OPEN_CHECKOUT_LIMIT + 1}th concurrent unpaid checkout of a member is refused`, async () => {
    const shops = await Promise.all(Array.from({ length: OPEN_CHECKOUT_LIMIT + 1 }, () => seedCheckoutFixture(db())));
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    const outcomes = await Promise.allSettled(
      shops.map((f) => prepare(db(), provider, member, rentalInput(f, 3, 3), 40_000))
    );
    expect(tally(outcomes)).toEqual({ OK: OPEN_CHECKOUT_LIMIT, CONFLICT: 1 });
    expect(refusals(outcomes)[0]).toMatch(/결제를 기다리는 주문이 .*있어요/);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${member} AND payment_state = 'PENDING'`
      )
    ).toBe(OPEN_CHECKOUT_LIMIT);
  });

  it("a new checkout of the same item ends the member's earlier unpaid one and frees its dates", async () => {
    const f = await seedCheckoutFixture(db(), { units: 1 });
    const member = await verifiedMember(db(), 2_000);
    const provider = sandbox(db());
    const first = await prepare(db(), provider, member, rentalInput(f, 3, 3, { points: 1_000 }), 39_000);
    const second = await prepare(db(), provider, member, rentalInput(f, 5, 5), 40_000);
    expect(second.orderId).not.toBe(first.orderId);
    expect(await orderRow(db(), first.orderId)).toMatchObject({
      paymentState: 'CANCELLED',
      state: null,
      holdExpiresAt: null,
    });
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE order_id = ${first.orderId} AND status <> 'CANCELLED'`
      )
    ).toBe(0);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${first.orderId} AND status = 'FAILED'`
      )
    ).toBe(1);
    expect(await count(db(), sql`SELECT point AS n FROM users WHERE id = ${member}`)).toBe(2_000);
    const days = (await itemCalendar(db(), f.rental.itemId)).months.flatMap((m) => m.dates);
    expect(days.find((d) => d.date === f.day(3))).toMatchObject({ isDisable: false, freeUnits: 1 });
    expect(days.find((d) => d.date === f.day(5))).toMatchObject({ isDisable: true, freeUnits: 0 });
  });

  it('prepare is rate limited per member: past the limit it answers RATE_LIMITED', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    const { limit } = RATE_RULES.checkoutPreparePerMember;
    // Each press with an outdated amount is refused, but still counts: pressing is what is limited.
    for (let i = 0; i < limit; i += 1) {
      await expect(prepare(db(), provider, member, rentalInput(f, 3, 3), 1)).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    }
    await expect(prepare(db(), provider, member, rentalInput(f, 3, 3), 40_000)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(await count(db(), sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${member}`)).toBe(0);
  });
});
