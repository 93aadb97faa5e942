import { eq, sql } from 'drizzle-orm';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { businesses, orders } from '@/server/db/schema';
import { queryRows } from '@/server/db/rows';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import { settleRefund } from '@/server/domain/orders/settleRefund';
import type { PaymentProvider } from '@/server/payments/types';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  pay,
  prepare,
  sandbox,
  saleInput,
  seedCheckoutFixture,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';
import { paidSale } from '../sellerOrders/sellerHarness';
import { unbalancedEntries } from './settlementHarness';

type Posting = { kind: string; account: string; businessId: number | null; amount: number; rateBp: number };

const postingsOf = (db: Parameters<typeof queryRows>[0], orderId: number) =>
  queryRows<Posting>(
    db,
    sql`SELECT e.kind, p.account, p.business_id AS "businessId", p.amount, e.commission_rate_bp AS "rateBp"
        FROM journal_entries e JOIN journal_postings p ON p.entry_id = e.id
        WHERE e.order_id = ${orderId} ORDER BY e.id, p.account`
  );

/** The postings of one kind of entry, by account: { PROVIDER_CLEARING: 903000, … }. */
const byAccount = (postings: Posting[], kind: string) =>
  Object.fromEntries(postings.filter((p) => p.kind === kind).map((p) => [p.account, p.amount]));

describe.each(testDbKinds())('booking the business share in the journal (docs/architecture.md §7) on %s', (kind) => {
  const db = useTestDb(kind);
  beforeAll(() => setPaymentProviderOverride((d) => sandbox(d)));
  afterAll(() => setPaymentProviderOverride(null));

  let f: CheckoutFixture, member: number;
  beforeAll(async () => {
    f = await seedCheckoutFixture(db(), { units: 5, saleStock: 20 });
    member = await verifiedMember(db());
    // 3.33 %: 903,000원 × 333 / 10,000 = 30,069.9원, so the rounding direction shows.
    await db().update(businesses).set({ commissionRateBp: 333 }).where(eq(businesses.id, f.businessId));
  });

  const refund = async (orderId: number, due: number) => {
    await db().update(orders).set({ refundDue: due }).where(eq(orders.id, orderId));
    expect(await settleRefund(db(), sandbox(db()), orderId)).toBe(true);
  };

  it('a paid order books gross, commission rounded down in the business’s favour and the payable, once per payment', async () => {
    const orderId = await paidSale(db(), sandbox(db()), f, member, 'PARCEL');
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    // A replayed return URL confirms nothing new and books nothing new.
    await completeCheckout(db(), sandbox(db()), order.paymentKey, { userId: member });
    const postings = await postingsOf(db(), orderId);
    expect(postings).toEqual([
      { kind: 'CHARGE', account: 'BUSINESS_PAYABLE', businessId: f.businessId, amount: -872_931, rateBp: 333 },
      { kind: 'CHARGE', account: 'COMMISSION_REVENUE', businessId: null, amount: -30_069, rateBp: 333 },
      { kind: 'CHARGE', account: 'PROVIDER_CLEARING', businessId: null, amount: 903_000, rateBp: 333 },
    ]);
  });

  it('a partial refund takes back the share and reverses the commission on it; the rest of the refund brings the order to zero', async () => {
    // A member of its own: the parcel order saves a default address, one per member.
    const orderId = await paidSale(db(), sandbox(db()), f, await verifiedMember(db()), 'PARCEL');
    await refund(orderId, 100_001);
    let postings = await postingsOf(db(), orderId);
    // Net 802,999원 → commission 26,739원 (26,739.87 rounded down): 30,069 − 26,739 = 3,330원 reversed.
    expect(byAccount(postings, 'REFUND')).toEqual({
      BUSINESS_PAYABLE: 96_671,
      COMMISSION_REVENUE: 3_330,
      PROVIDER_CLEARING: -100_001,
    });
    // The operator raises the rate afterwards: the order's later refunds still reverse at 333.
    await db().update(businesses).set({ commissionRateBp: 2000 }).where(eq(businesses.id, f.businessId));
    await refund(orderId, 903_000);
    await db().update(businesses).set({ commissionRateBp: 333 }).where(eq(businesses.id, f.businessId));
    postings = await postingsOf(db(), orderId);
    const total = (account: string) => postings.filter((p) => p.account === account).reduce((s, p) => s + p.amount, 0);
    expect([total('BUSINESS_PAYABLE'), total('COMMISSION_REVENUE'), total('PROVIDER_CLEARING')]).toEqual([0, 0, 0]);
    expect(new Set(postings.map((p) => p.rateBp))).toEqual(new Set([333]));
    expect(await unbalancedEntries(db())).toEqual([]);
  });

  it('a fee the provider reports is the marketplace’s cost, netted off the clearing account; the business share is unchanged', async () => {
    const base = sandbox(db());
    const withFee: PaymentProvider = {
      ...base,
      fetchPayment: async (id) => ({ ...(await base.fetchPayment(id)), fee: 29_799 }),
    };
    const prepared = await prepare(db(), withFee, member, saleInput(f), 900_000);
    await pay(db(), prepared.paymentKey);
    expect((await completeCheckout(db(), withFee, prepared.paymentKey, { userId: member })).status).toBe('PAID');
    expect(byAccount(await postingsOf(db(), prepared.orderId), 'CHARGE')).toEqual({
      BUSINESS_PAYABLE: -870_030,
      COMMISSION_REVENUE: -29_970,
      PROVIDER_CLEARING: 900_000 - 29_799,
      PROVIDER_FEES: 29_799,
    });
  });

  it('the database refuses an entry whose postings do not balance', async () => {
    const [entry] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM journal_entries ORDER BY id LIMIT 1`);
    const error = (await db()
      .transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO journal_postings (entry_id, account, amount) VALUES (${entry.id}, 'PROVIDER_FEES', 1)`
        );
      })
      .then(() => new Error('committed'))
      .catch((e: Error) => e)) as Error & { cause?: Error };
    // node-postgres reports the failed COMMIT with the trigger's message as its cause.
    expect(`${error.message} ${error.cause?.message}`).toMatch(/does not balance/);
    expect(await unbalancedEntries(db())).toEqual([]);
  });
});
