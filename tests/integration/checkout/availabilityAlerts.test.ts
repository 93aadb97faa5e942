import { sql } from 'drizzle-orm';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import { applyOrderAction } from '@/server/domain/orders/orderAction';
import { requestAvailabilityAlert } from '@/server/domain/orders/availabilityAlerts';
import { isDomainError } from '@/lib/errors';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  pay,
  prepare,
  rentalInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
} from '../../support/checkoutFixture';

const codeOf = (error: unknown) => (isDomainError(error) ? error.code : String(error));

describe.each(testDbKinds())('availability alerts on %s', (kind) => {
  const db = useTestDb(kind);

  it('a member waiting on a fully booked range is told once when a cancellation frees it, with a link that opens the range', async () => {
    const f = await seedCheckoutFixture(db(), { units: 1 });
    const [booker, waiter] = await Promise.all([verifiedMember(db()), verifiedMember(db())]);
    const provider = sandbox(db());
    // Bookable now: the alert is refused with a nudge to book instead.
    expect(
      codeOf(
        await requestAvailabilityAlert(db(), waiter, {
          itemId: f.rental.itemId,
          startDate: f.day(10),
          endDate: f.day(11),
        }).catch((e: unknown) => e)
      )
    ).toBe('CONFLICT');
    const prepared = await prepare(db(), provider, booker, rentalInput(f, 10, 12), 120_000);
    await pay(db(), prepared.paymentKey);
    await completeCheckout(db(), provider, prepared.paymentKey, { userId: booker });
    const alert = await requestAvailabilityAlert(db(), waiter, {
      itemId: f.rental.itemId,
      startDate: f.day(10),
      endDate: f.day(11),
    });
    expect(alert).toMatchObject({ startDate: f.day(10), endDate: f.day(11) });
    // The business refuses the booking: the dates free up and the waiting member hears of it, once.
    await applyOrderAction(db(), provider, {
      orderId: prepared.orderId,
      action: 'refuse',
      actor: 'seller',
      actorUserId: null,
      actorBusinessId: f.businessId,
      reason: '장비 점검',
    });
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${waiter} AND kind = 'AVAILABILITY' AND link_url = ${`/services/${f.rental.itemId}?start=${f.day(10)}&end=${f.day(11)}`}`
      )
    ).toBe(1);
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM availability_alerts WHERE id = ${alert.id} AND notified_at IS NOT NULL`
      )
    ).toBe(1);
    // The refused customer got a full refund at the provider.
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${prepared.orderId} AND kind = 'REFUND' AND amount = 120000`
      )
    ).toBe(1);
  });

  it('refuses a sale item, a past date and an unknown item', async () => {
    const f = await seedCheckoutFixture(db());
    const member = await verifiedMember(db());
    expect(
      codeOf(
        await requestAvailabilityAlert(db(), member, {
          itemId: f.sale.itemId,
          startDate: f.day(3),
          endDate: f.day(4),
        }).catch((e: unknown) => e)
      )
    ).toBe('INVALID_INPUT');
    expect(
      codeOf(
        await requestAvailabilityAlert(db(), member, {
          itemId: f.rental.itemId,
          startDate: f.day(-2),
          endDate: f.day(-1),
        }).catch((e: unknown) => e)
      )
    ).toBe('INVALID_INPUT');
    expect(
      codeOf(
        await requestAvailabilityAlert(db(), member, { itemId: 999_999, startDate: f.day(3), endDate: f.day(4) }).catch(
          (e: unknown) => e
        )
      )
    ).toBe('NOT_FOUND');
  });
});
