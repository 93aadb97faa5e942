import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { createRestRouter, type RestRouter } from '@/server/http/rest/restRouter';
import { paymentRoutes } from '@/server/http/payments/paymentRoutes';
import { PAYMENTS_PREFIX } from '@/server/http/payments/paymentRouter';
import { sandboxWebhookSecret } from '@/server/payments/providers';
import { webhookHeaders } from '@/server/payments/portone/webhookSignature';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { useDemoMode } from '../../support/demoMode';
import {
  authRouterFor,
  callAuth,
  CookieJar,
  insertEmailMember,
  TEST_ORIGIN,
  TEST_SECRET,
} from '../account/authHarness';
import { count, orderRow, prepare, saleInput, sandbox, seedCheckoutFixture } from '../../support/checkoutFixture';

function paymentRouterFor(db: Db): RestRouter {
  return createRestRouter({
    prefix: PAYMENTS_PREFIX,
    routes: paymentRoutes,
    getDb: async () => db,
    identity: () => ({ secret: TEST_SECRET, secure: false }),
    siteUrl: () => TEST_ORIGIN,
  });
}

type Reply = { status: number; body: Record<string, unknown> };

async function send(router: RestRouter, path: string, body: string, headers: Record<string, string>): Promise<Reply> {
  const response = await router.fetch(
    new Request(`${TEST_ORIGIN}${PAYMENTS_PREFIX}${path}`, { method: 'POST', headers, body })
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The sandbox decision as the browser sends it: same-origin JSON with the member's cookies. */
const decide = (router: RestRouter, jar: CookieJar | null, paymentId: string, outcome = 'APPROVE') =>
  send(router, '/sandbox/decide', JSON.stringify({ paymentId, outcome }), {
    'content-type': 'application/json',
    origin: TEST_ORIGIN,
    ...(jar ? { cookie: jar.header() } : {}),
  });

/** A delivery as a provider sends it: raw JSON, signed, from another host (no browser headers). */
function deliver(router: RestRouter, paymentId: string, { secret = sandboxWebhookSecret(), tamper = false } = {}) {
  const body = JSON.stringify({ type: 'Transaction.Paid', timestamp: new Date().toISOString(), data: { paymentId } });
  const signed = webhookHeaders(secret, body);
  return send(router, '/webhook/sandbox', tamper ? body.replace('Paid', 'Cancelled') : body, {
    'content-type': 'application/json',
    ...signed,
  });
}

/** A member signed in through the real login route, with an order of theirs waiting in the sandbox. */
async function memberWithOrder(db: Db) {
  const member = await insertEmailMember(db);
  const jar = new CookieJar();
  const login = await callAuth(
    authRouterFor(db),
    'POST',
    '/login',
    { email: member.email, password: member.password },
    { jar }
  );
  expect(login.status).toBe(200);
  const f = await seedCheckoutFixture(db);
  const prepared = await prepare(db, sandbox(db), member.userId, saleInput(f), 900_000);
  return { member, jar, prepared };
}

describe.each(testDbKinds())('payment REST routes on %s', (kind) => {
  const db = useTestDb(kind);

  describe('in demo mode', () => {
    useDemoMode('on');

    it("the sandbox decision is the owner's alone: a visitor gets 401, another member 404, the owner records the outcome once", async () => {
      const router = paymentRouterFor(db());
      const { jar, prepared } = await memberWithOrder(db());
      expect((await decide(router, null, prepared.paymentKey)).status).toBe(401);

      const stranger = await insertEmailMember(db());
      const strangerJar = new CookieJar();
      await callAuth(
        authRouterFor(db()),
        'POST',
        '/login',
        { email: stranger.email, password: stranger.password },
        { jar: strangerJar }
      );
      expect((await decide(router, strangerJar, prepared.paymentKey)).status).toBe(404);
      expect(
        await count(
          db(),
          sql`SELECT count(*)::int AS n FROM sandbox_payments WHERE payment_id = ${prepared.paymentKey} AND status = 'READY'`
        )
      ).toBe(1);

      const approved = await decide(router, jar, prepared.paymentKey);
      expect(approved).toEqual({ status: 200, body: { ok: true, status: 'PAID' } });
      // A second tap does not change an outcome already chosen.
      expect((await decide(router, jar, prepared.paymentKey, 'DECLINE')).body).toEqual({ ok: true, status: 'PAID' });
      expect((await decide(router, jar, 'not-a-real-payment-id')).status).toBe(404);
      expect((await decide(router, jar, prepared.paymentKey, 'MAYBE')).status).toBe(400);
    });

    it('a signed webhook completes the order once however often it is delivered; a bad signature is 400 and changes nothing', async () => {
      const router = paymentRouterFor(db());
      const { jar, prepared } = await memberWithOrder(db());
      await decide(router, jar, prepared.paymentKey);

      expect((await deliver(router, prepared.paymentKey, { tamper: true })).status).toBe(400);
      expect(
        (
          await deliver(router, prepared.paymentKey, {
            secret: Buffer.from('someone-elses-secret-123').toString('base64'),
          })
        ).status
      ).toBe(400);
      expect(await orderRow(db(), prepared.orderId)).toMatchObject({ paymentState: 'PENDING' });

      const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(router, prepared.paymentKey)));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(replies.every((r) => r.body.status === 'PAID')).toBe(true);
      expect(await orderRow(db(), prepared.orderId)).toMatchObject({ paymentState: 'PAID' });
      expect(
        await count(db(), sql`SELECT count(*)::int AS n FROM money_ledger WHERE order_id = ${prepared.orderId}`)
      ).toBe(1);
    });

    it('a webhook about a payment that is not ours is acknowledged without effect; PortOne unconfigured has no webhook', async () => {
      const router = paymentRouterFor(db());
      expect(await deliver(router, 'rm-unknown-payment-000')).toEqual({
        status: 200,
        body: { ok: true, handled: false },
      });
      const body = JSON.stringify({ type: 'Transaction.Paid', data: { paymentId: 'x' } });
      const portone = await send(router, '/webhook/portone', body, {
        'content-type': 'application/json',
        ...webhookHeaders(sandboxWebhookSecret(), body),
      });
      expect(portone.status).toBe(404);
    });
  });

  describe('outside demo mode', () => {
    useDemoMode('off');

    it('the sandbox decision and the sandbox webhook do not exist (404)', async () => {
      const router = paymentRouterFor(db());
      const { jar, prepared } = await memberWithOrder(db());
      expect((await decide(router, jar, prepared.paymentKey)).status).toBe(404);
      expect((await deliver(router, prepared.paymentKey)).status).toBe(404);
      expect(
        await count(
          db(),
          sql`SELECT count(*)::int AS n FROM sandbox_payments WHERE payment_id = ${prepared.paymentKey} AND status = 'READY'`
        )
      ).toBe(1);
    });
  });
});
