/**
 * The console's requests, orders and reservation pages through the page table (server/ssr/pages/
 * sellerPages.ts): a seller gets the page with its one operation; another business's seller and a
 * member without a business get a 404; a visitor is sent to log in.
 */
import { getDb } from '@/server/db';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { usePageHarness } from '../../support/pageHarness';
import { testDbKinds } from '../../support/testDb';
import { insertEmailMember, signedInCookie } from '../account/authHarness';
import { sandbox, seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { paidRental, paidSale, sellerOf } from '../sellerOrders/sellerHarness';

describe.each(testDbKinds())('seller order pages on %s', (kind) => {
  const harness = usePageHarness(kind);
  beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
  afterAll(() => setPaymentProviderOverride(null));

  /** A member signed in as a browser would be, linked to `businessId` when given. */
  async function signedIn(businessId: number | null): Promise<string> {
    const db = await getDb();
    const member = await insertEmailMember(db);
    if (businessId !== null) await sellerOf(db, member.userId, businessId);
    return signedInCookie(db, member);
  }

  it("renders requests, orders and one reservation for the business's seller; 404 for others; a visitor logs in first", async () => {
    const db = await getDb();
    const f = await seedCheckoutFixture(db, { units: 5 });
    const other = await seedCheckoutFixture(db);
    const customer = await verifiedMember(db);
    const rental = await paidRental(db, sandbox(db), f, customer, 4);
    const sale = await paidSale(db, sandbox(db), f, customer);
    const seller = await signedIn(f.businessId);

    const requests = await harness.render('/seller/requests', '/seller/requests', {}, { cookie: seller });
    expect(requests.status).toBe(200);
    const listed = requests.state.sellerOrders as { requests: { order: { id: number } }[] };
    expect(listed.requests.map((r) => r.order.id)).toEqual([rental]);

    const orders = await harness.render('/seller/orders', '/seller/orders?status=ORDERED', {}, { cookie: seller });
    expect(orders.status).toBe(200);
    expect((orders.state.sellerOrders as { list: { status: string; orders: { id: number }[] } }).list).toMatchObject({
      status: 'ORDERED',
      orders: [{ id: sale }],
    });
    expect(
      (await harness.render('/seller/orders', '/seller/orders?status=NOPE', {}, { cookie: seller })).result
    ).toMatchObject({ notFound: true });

    const page = await harness.render(
      '/seller/reservations/[id]',
      `/seller/reservations/${rental}`,
      { id: String(rental) },
      { cookie: seller }
    );
    expect(page.status).toBe(200);
    expect(page.state.sellerOrders).toMatchObject({
      detail: { order: { id: rental, state: 'WAITING' }, conditionReports: [] },
    });

    const foreign = await signedIn(other.businessId);
    expect(
      (
        await harness.render(
          '/seller/reservations/[id]',
          `/seller/reservations/${rental}`,
          { id: String(rental) },
          { cookie: foreign }
        )
      ).result
    ).toMatchObject({ notFound: true });
    expect(
      (await harness.render('/seller/orders/[id]', `/seller/orders/${sale}`, { id: String(sale) }, { cookie: foreign }))
        .result
    ).toMatchObject({ notFound: true });
    const member = await signedIn(null);
    expect((await harness.render('/seller/requests', '/seller/requests', {}, { cookie: member })).result).toMatchObject(
      { notFound: true }
    );
    const visitor = await harness.render('/seller/orders/[id]', `/seller/orders/${sale}`, { id: String(sale) });
    expect(visitor.result.redirect?.destination).toMatch(/^\/login/);
  });
});
