import { sql } from 'drizzle-orm';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import type { Db } from '@/server/db/client';
import { webhookHeaders } from '@/server/payments/portone/webhookSignature';
import { isDomainError } from '@/lib/errors';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  WEBHOOK_SECRET,
  count,
  orderRow,
  pay,
  prepare,
  rentalInput,
  saleInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
} from '../../support/checkoutFixture';

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'fulfilled' ? 'OK' : isDomainError(outcome.reason) ? outcome.reason.code : String(outcome.reason);

function tally(outcomes: PromiseSettledResult<unknown>[]): Record<string, number> {
  return outcomes
    .map(codeOf)
    .reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});
}

describe.each(testDbKinds())('money correctness on %s', (kind) => {
  const db = useTestDb(kind);

  it('no double booking: 200 concurrent attempts on the last unit for overlapping dates hold exactly one', async () => {
    const f = await seedCheckoutFixture(db(), { units: 1 });
    // One attempt per member: a member's second checkout of an item replaces their first (checkoutLimits.ts).
    const members = await Promise.all(Array.from({ length: 200 }, () => verifiedMember(db())));
    const provider = sandbox(db());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => {
        const start = 3 + (i % 3); // overlapping ranges: days 3–5, 4–6, 5–7
        return prepare(db(), provider, members[i], rentalInput(f, start, start + 2), 120_000);
      })
    );
    expect(tally(outcomes)).toEqual({ OK: 1, UNAVAILABLE_DATES: 199 });
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE item_id = ${f.rental.itemId} AND status <> 'CANCELLED'`
      )
    ).toBe(1);
    expect(await count(db(), sql`SELECT count(*)::int AS n FROM orders WHERE item_id = ${f.rental.itemId}`)).toBe(1);
  });

  it('no overselling: 100 concurrent purchases of an item with stock 5 sell exactly 5', async () => {
    const f = await seedCheckoutFixture(db(), { saleStock: 5 });
    const members = await Promise.all(Array.from({ length: 100 }, () => verifiedMember(db())));
    const provider = sandbox(db());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => prepare(db(), provider, members[i], saleInput(f), 900_000))
    );
    expect(tally(outcomes)).toEqual({ OK: 5, CONFLICT: 95 });
    expect(await count(db(), sql`SELECT stock AS n FROM items WHERE id = ${f.sale.itemId}`)).toBe(0);
    expect(await count(db(), sql`SELECT stock AS n FROM item_options WHERE id = ${f.sale.optionId}`)).toBe(0);
  });

  it('no double charge: 100 interleaved replays of the return URL and the webhook make one paid order, one ledger entry, one alarm', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    const prepared = await prepare(db(), provider, member, saleInput(f), 900_000);
    await pay(db(), prepared.paymentKey);
    const body = JSON.stringify({
      type: 'Transaction.Paid',
      timestamp: new Date().toISOString(),
      data: { paymentId: prepared.paymentKey },
    });
    const viaWebhook = async () => {
      const event = await provider.verifyWebhook({ body, headers: webhookHeaders(WEBHOOK_SECRET, body) });
      return completeCheckout(db(), provider, event.paymentId!);
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0 ? completeCheckout(db(), provider, prepared.paymentKey, { userId: member }) : viaWebhook()
      )
    );
    expect(tally(outcomes)).toEqual({ OK: 100 });
    expect(outcomes.every((o) => o.status === 'fulfilled' && (o.value as { status: string }).status === 'PAID')).toBe(
      true
    );
    expect(await orderRow(db(), prepared.orderId)).toMatchObject({ state: 'ORDERED', paymentState: 'PAID' });
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${prepared.orderId}`)
    ).toBe(1);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${member} AND kind = 'ORDER'`)
    ).toBe(1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${prepared.orderId} AND action = 'approve'`
      )
    ).toBe(1);
  });

  it('a webhook with a bad signature is refused before anything is read', async () => {
    const provider = sandbox(db());
    const body = JSON.stringify({ type: 'Transaction.Paid', data: { paymentId: 'rm-x' } });
    await expect(
      provider.verifyWebhook({
        body,
        headers: webhookHeaders(Buffer.from('another-secret-0000000000').toString('base64'), body),
      })
    ).rejects.toThrow(/서명/);
  });

  it('a dropped database connection between approval and commit is reconciled to paid later, charged once', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    const provider = sandbox(db());
    const prepared = await prepare(db(), provider, member, saleInput(f), 900_000);
    await pay(db(), prepared.paymentKey);
    // The connection dies as the confirming transaction starts.
    const dropping = new Proxy(db(), {
      get: (target, prop, receiver) =>
        prop === 'transaction'
          ? () => Promise.reject(new Error('Connection terminated unexpectedly'))
          : Reflect.get(target, prop, receiver),
    }) as Db;
    await expect(completeCheckout(dropping, provider, prepared.paymentKey, { userId: member })).rejects.toThrow(
      'Connection terminated'
    );
    expect(await orderRow(db(), prepared.orderId)).toMatchObject({ paymentState: 'PENDING' });
    // The reconciliation job's call (no member), twice, as two processes might.
    const runs = await Promise.all([
      completeCheckout(db(), provider, prepared.paymentKey),
      completeCheckout(db(), provider, prepared.paymentKey),
    ]);
    expect(runs.map((r) => r.status)).toEqual(['PAID', 'PAID']);
    expect(
      await count(db(), sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${prepared.orderId}`)
    ).toBe(1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM sandbox_payments WHERE payment_id = ${prepared.paymentKey} AND status = 'PAID'`
      )
    ).toBe(1);
  });

  it("turnaround buffer: the next rental cannot start before the business's buffer days have passed", async () => {
    const f = await seedCheckoutFixture(db(), { units: 1, turnaroundDays: 1 });
    const [a, b, c] = await Promise.all([verifiedMember(db()), verifiedMember(db()), verifiedMember(db())]);
    const provider = sandbox(db());
    await prepare(db(), provider, a, rentalInput(f, 3, 5), 120_000); // returned the evening of day 5, tuned on day 6
    const tooSoon = await prepare(db(), provider, b, rentalInput(f, 6, 6), 40_000).catch((e: unknown) => e);
    expect(isDomainError(tooSoon) && tooSoon.code === 'UNAVAILABLE_DATES').toBe(true);
    await expect(prepare(db(), provider, c, rentalInput(f, 7, 7), 40_000)).resolves.toMatchObject({ amount: 40_000 });
    // A rental ending the day before another starts would leave no time to tune either.
    const before = await prepare(db(), provider, b, rentalInput(f, 1, 2), 80_000).catch((e: unknown) => e);
    expect(isDomainError(before) && before.code === 'UNAVAILABLE_DATES').toBe(true);
  });

  it('an expired hold is released for the next customer; a payment arriving after that is refunded, never honoured twice', async () => {
    const f = await seedCheckoutFixture(db(), { units: 1 });
    const [late, next] = await Promise.all([verifiedMember(db()), verifiedMember(db())]);
    const provider = sandbox(db());
    const first = await prepare(db(), provider, late, rentalInput(f, 3, 3), 40_000);
    await db().execute(
      sql`UPDATE rental_bookings SET expires_at = now() - interval '1 minute' WHERE order_id = ${first.orderId}`
    );
    await expect(prepare(db(), provider, next, rentalInput(f, 3, 3), 40_000)).resolves.toMatchObject({
      amount: 40_000,
    });
    await pay(db(), first.paymentKey);
    const done = await completeCheckout(db(), provider, first.paymentKey, { userId: late });
    expect(done.status).toBe('FAILED');
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM sandbox_payments WHERE payment_id = ${first.paymentKey} AND status = 'CANCELLED'`
      )
    ).toBe(1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE item_id = ${f.rental.itemId} AND status <> 'CANCELLED'`
      )
    ).toBe(1);
  });
});
