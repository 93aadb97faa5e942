/**
 * The money path's pages through the page table on a real database (server/ssr/pages/checkoutPages.ts):
 * the payment page as a member, the provider's return route settling the order in-process (paid →
 * the order, declined → the reason on the page), a visitor sent to log in, and the sandbox's
 * checkout window only in demo mode and only for the payment's owner.
 */
import type { GetServerSidePropsContext } from 'next';
import { getDb } from '@/server/db';
import { serverEnv } from '@/server/env';
import { getServerSideProps as sandboxPageProps } from '@/pages/pay/sandbox';
import { pageContextFor, usePageHarness } from '../../support/pageHarness';
import { testDbKinds } from '../../support/testDb';
import { useDemoMode } from '../../support/demoMode';
import { insertEmailMember, signedInCookie } from '../account/authHarness';
import { orderRow, pay, prepare, saleInput, sandbox, seedCheckoutFixture } from '../../support/checkoutFixture';

type Checkout = {
  page: { itemName: string; problems: unknown[] } | null;
  completion: { value: { status: string; message: string | null } | null };
};

describe.each(testDbKinds())('payment pages on %s', (kind) => {
  const harness = usePageHarness(kind);
  useDemoMode('on');

  /** A member signed in with the server's own secret (as a browser would be), with an order waiting in the sandbox. */
  async function signedInOrder() {
    const db = await getDb();
    const member = await insertEmailMember(db);
    const cookie = await signedInCookie(db, member);
    const f = await seedCheckoutFixture(db);
    const prepared = await prepare(db, sandbox(db), member.userId, saleInput(f), 900_000);
    return { db, f, prepared, cookie };
  }

  it('the payment page loads the selection for a member and sends a visitor to log in with the way back', async () => {
    const { f, cookie } = await signedInOrder();
    const url = `/services/${f.sale.itemId}/payment?options=${f.sale.optionId}:1&delivery=PICKUP`;
    const visitor = await harness.render('/services/[id]/payment', url, { id: String(f.sale.itemId) });
    expect(visitor.result.redirect?.destination).toBe(`/login?returnUrl=${encodeURIComponent(url)}`);

    const member = await harness.render('/services/[id]/payment', url, { id: String(f.sale.itemId) }, { cookie });
    expect(member.status).toBe(200);
    const checkout = member.state.checkout as unknown as Checkout;
    expect(checkout.page).toMatchObject({ itemName: '레드스터 G9 새 상품', problems: [] });

    // A hand-edited selection the service refuses renders with 400 (and the way back), not a 404.
    const bad = await harness.render(
      '/services/[id]/payment',
      `/services/${f.sale.itemId}/payment?options=&delivery=PICKUP`,
      { id: String(f.sale.itemId) },
      { cookie }
    );
    expect(bad.status).toBe(400);
  });

  it('/pay/card sends a paid order to its page; a declined one renders the reason', async () => {
    const paid = await signedInOrder();
    await pay(paid.db, paid.prepared.paymentKey);
    const done = await harness.render(
      '/pay/card',
      `/pay/card?paymentId=${paid.prepared.paymentKey}`,
      {},
      { cookie: paid.cookie }
    );
    expect(done.result.redirect).toEqual({ destination: `/order/complete/${paid.prepared.orderId}`, permanent: false });
    expect(await orderRow(paid.db, paid.prepared.orderId)).toMatchObject({ paymentState: 'PAID' });

    const declined = await signedInOrder();
    await pay(declined.db, declined.prepared.paymentKey, 'DECLINE');
    const failed = await harness.render(
      '/pay/card',
      `/pay/card?paymentId=${declined.prepared.paymentKey}`,
      {},
      { cookie: declined.cookie }
    );
    expect(failed.status).toBe(200);
    expect((failed.state.checkout as unknown as Checkout).completion.value).toMatchObject({ status: 'FAILED' });
    expect(await orderRow(declined.db, declined.prepared.orderId)).toMatchObject({ paymentState: 'CANCELLED' });

    // Someone else's payment id is as absent as a made-up one.
    const stranger = await signedInOrder();
    expect(
      (
        await harness.render(
          '/pay/card',
          `/pay/card?paymentId=${paid.prepared.paymentKey}`,
          {},
          { cookie: stranger.cookie }
        )
      ).result
    ).toMatchObject({ notFound: true });
  });

  it('an undecided sandbox payment waits on /result_pending; the sandbox window serves only its owner', async () => {
    const { db, prepared, cookie } = await signedInOrder();
    const pending = await harness.render('/pay/portal', `/pay/portal?paymentId=${prepared.paymentKey}`, {}, { cookie });
    expect(pending.result.redirect?.destination).toBe(`/result_pending?paymentId=${prepared.paymentKey}`);

    const redirect = encodeURIComponent(`${serverEnv().SITE_URL}/pay/card?paymentId=${prepared.paymentKey}`);
    const sandboxUrl = `/pay/sandbox?paymentId=${prepared.paymentKey}&redirect=${redirect}`;
    const window = (await sandboxPageProps(
      pageContextFor(sandboxUrl, {}, { cookie }) as GetServerSidePropsContext
    )) as { props: { payment: { amount: number; holdExpiresAt: string | null } | null; returnPath: string | null } };
    expect(window.props.payment).toMatchObject({ amount: 900_000, orderName: '레드스터 G9 새 상품', status: 'READY' });
    // The window says until when the stock is held: the order's hold, 15 minutes after prepare.
    expect(window.props.payment?.holdExpiresAt).toBe(
      (await orderRow(db, prepared.orderId)).holdExpiresAt?.toISOString()
    );
    expect(prepared.holdExpiresAt?.toISOString()).toBe(window.props.payment?.holdExpiresAt);
    expect(window.props.returnPath).toBe(`/pay/card?paymentId=${prepared.paymentKey}`);
    const other = await signedInOrder();
    const foreign = (await sandboxPageProps(
      pageContextFor(sandboxUrl, {}, { cookie: other.cookie }) as GetServerSidePropsContext
    )) as { props: { payment: unknown } };
    expect(foreign.props.payment).toBeNull();
    expect(await orderRow(db, prepared.orderId)).toMatchObject({ paymentState: 'PENDING' });
  });

  describe('outside demo mode', () => {
    useDemoMode('off');

    it('the sandbox window does not exist', async () => {
      const result = await sandboxPageProps(
        pageContextFor('/pay/sandbox?paymentId=rm-123456789', {}) as GetServerSidePropsContext
      );
      expect(result).toMatchObject({ notFound: true });
    });
  });
});
