import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '@/server/db/client';
import { alarms, mailOutbox, notificationOutbox, pushSubscriptions, users } from '@/server/db/schema';
import { resetServerEnv } from '@/server/env';
import { notify, type Notification } from '@/server/domain/notifications/notify';
import { setPreference, setQuietHours } from '@/server/domain/notifications/preferences';
import { drainNotifications, type ChannelSender } from '@/server/notifications/drain';
import { webPushSender } from '@/server/notifications/push/webPushSender';
import { applyOrderAction } from '@/server/domain/orders/orderAction';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { sandbox, seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { paidRental, sellerOf } from '../sellerOrders/sellerHarness';

const VAPID = webpush.generateVAPIDKeys();
const PUSH_ENV = {
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: 'mailto:ops@ridemarket.kr',
};
/** 23:30 and 14:00 in Seoul (UTC+9). */
const NIGHT = new Date('2026-11-27T14:30:00Z');
const DAY = new Date('2026-11-27T05:00:00Z');
const NEXT_MORNING = new Date('2026-11-27T23:00:00Z');

let seq = 0;
async function member(db: Db, extra: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  seq += 1;
  const [row] = await db
    .insert(users)
    .values({
      nickname: `알림회원${process.pid % 1000}_${seq}_${crypto.randomBytes(2).toString('hex')}`,
      email: `notify${seq}_${crypto.randomBytes(3).toString('hex')}@example.com`,
      phone: '010-2222-3333',
      ...extra,
    })
    .returning({ id: users.id });
  return row.id;
}

/** A browser's subscription: an ECDH P-256 key pair and an auth secret, as PushManager makes them. */
function deviceKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

async function subscribe(db: Db, userId: number, endpoint: string) {
  const keys = deviceKeys();
  await db.insert(pushSubscriptions).values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
  return keys;
}

const note = (userId: number, event: Notification['event'], key: string): Notification => ({
  event,
  userId,
  alarmKind: event === 'priceDrop' ? 'LOWEST_PRICE' : event === 'availability' ? 'AVAILABILITY' : 'ORDER',
  content: { title: '예약이 확정됐어요', body: '<b>로드바이크</b> 1일 대여', linkUrl: '/user/reservations/1' },
  dedupeKey: key,
});

const rowsOf = (db: Db, userId: number) =>
  db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId)).orderBy(notificationOutbox.id);

describe.each(testDbKinds())('notifications on %s', (kind) => {
  const db = useTestDb(kind);
  const saved = { ...process.env };
  beforeEach(() => {
    Object.assign(process.env, PUSH_ENV);
    resetServerEnv();
  });
  afterAll(() => {
    for (const name of Object.keys(PUSH_ENV)) delete process.env[name];
    Object.assign(process.env, saved);
    resetServerEnv();
  });

  it('writes one row per allowed channel: in-app and e-mail delivered at once (escaped), push queued; a repeat writes nothing', async () => {
    const userId = await member(db());
    await subscribe(db(), userId, 'https://push.example/a');
    const channels = await notify(db(), note(userId, 'reservationAccepted', 'k1'), DAY);
    // No 알림톡 provider is configured (no Solapi keys, no demo mode): that channel is off.
    expect(channels).toEqual(['inApp', 'email', 'push']);
    const rows = await rowsOf(db(), userId);
    expect(rows.map((r) => [r.channel, r.sentAt !== null])).toEqual([
      ['inApp', true],
      ['email', true],
      ['push', false],
    ]);
    expect(await db().select().from(alarms).where(eq(alarms.userId, userId))).toHaveLength(1);
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email!));
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('[라이드마켓] 예약이 확정됐어요');
    expect(mail[0].htmlBody).toContain('&lt;b&gt;로드바이크&lt;/b&gt;');
    expect(mail[0].textBody).toContain('<b>로드바이크</b> 1일 대여');

    expect(await notify(db(), note(userId, 'reservationAccepted', 'k1'), DAY)).toEqual([]);
    expect(await rowsOf(db(), userId)).toHaveLength(3);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email!))).toHaveLength(1);
  });

  it("follows the member's switches, and quiet hours hold push until 08:00 unless the member asked for the event or turned them off", async () => {
    const userId = await member(db());
    await subscribe(db(), userId, 'https://push.example/b');
    await setPreference(db(), userId, { group: 'order', channel: 'email', enabled: false });
    expect(await notify(db(), note(userId, 'shipped', 'q1'), NIGHT)).toEqual(['inApp', 'push']);
    const [push] = (await rowsOf(db(), userId)).filter((r) => r.channel === 'push');
    expect(push.nextAttemptAt.toISOString()).toBe(NEXT_MORNING.toISOString());

    // An availability alert is one the member set up: it is not held back.
    await notify(db(), note(userId, 'availability', 'q2'), NIGHT);
    const availability = (await rowsOf(db(), userId)).find((r) => r.dedupeKey === 'q2' && r.channel === 'push');
    expect(availability?.nextAttemptAt.toISOString()).toBe(NIGHT.toISOString());

    await setQuietHours(db(), userId, false);
    await notify(db(), note(userId, 'shipped', 'q3'), NIGHT);
    const late = (await rowsOf(db(), userId)).find((r) => r.dedupeKey === 'q3' && r.channel === 'push');
    expect(late?.nextAttemptAt.toISOString()).toBe(NIGHT.toISOString());

    // Held rows are not due before the morning.
    const sent: number[] = [];
    const counting: ChannelSender = async (_db, row) => {
      sent.push(row.id);
      return { sent: true };
    };
    await drainNotifications(db(), { push: counting }, { now: new Date(NIGHT.getTime() + 60_000) });
    expect(sent).not.toContain(push.id);
    await drainNotifications(db(), { push: counting }, { now: NEXT_MORNING });
    expect(sent).toContain(push.id);
  });

  it('sends marketing (a price drop) outside the app only with the recorded consent', async () => {
    const without = await member(db());
    const consenting = await member(db(), { marketingConsentAt: new Date('2026-01-01T00:00:00Z') });
    await subscribe(db(), without, 'https://push.example/c');
    await subscribe(db(), consenting, 'https://push.example/d');
    expect(await notify(db(), note(without, 'priceDrop', 'p1'), DAY)).toEqual(['inApp']);
    expect(await notify(db(), note(consenting, 'priceDrop', 'p1'), DAY)).toEqual(['inApp', 'push', 'email']);
  });

  it('with no VAPID keys the push channel is off: no row is written', async () => {
    delete process.env.VAPID_PRIVATE_KEY;
    resetServerEnv();
    const userId = await member(db());
    await subscribe(db(), userId, 'https://push.example/e');
    expect(await notify(db(), note(userId, 'shipped', 'v1'), DAY)).toEqual(['inApp', 'email']);
  });

  it('two drains at once send every due row exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const userId = await member(db());
      await subscribe(db(), userId, `https://push.example/twice-${i}-${crypto.randomBytes(3).toString('hex')}`);
      await notify(db(), note(userId, 'readyForPickup', `twice-${i}`), DAY);
      ids.push(userId);
    }
    const sends = new Map<number, number>();
    const counting: ChannelSender = async (_db, row) => {
      sends.set(row.id, (sends.get(row.id) ?? 0) + 1);
      return { sent: true };
    };
    const later = new Date(DAY.getTime() + 1000);
    const [a, b] = await Promise.all([
      drainNotifications(db(), { push: counting }, { now: later, batch: 5 }),
      drainNotifications(db(), { push: counting }, { now: later, batch: 5 }),
    ]);
    const [c, d] = await Promise.all([
      drainNotifications(db(), { push: counting }, { now: later }),
      drainNotifications(db(), { push: counting }, { now: later }),
    ]);
    const mine = await db()
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'push'), sql`${notificationOutbox.userId} IN ${ids}`));
    expect(mine).toHaveLength(12);
    expect(mine.every((r) => r.sentAt !== null)).toBe(true);
    for (const row of mine) expect(sends.get(row.id)).toBe(1);
    expect(a.sent + b.sent + c.sent + d.sent).toBeGreaterThanOrEqual(12);
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
  });

  it('retries a failed send with back-off and does not send before the delay', async () => {
    const userId = await member(db());
    await subscribe(db(), userId, 'https://push.example/retry');
    await notify(db(), note(userId, 'shipped', 'r1'), DAY);
    let calls = 0;
    const flaky: ChannelSender = async () => {
      calls += 1;
      if (calls === 1) throw new Error('push service answered 503');
      return { sent: true };
    };
    const first = await drainNotifications(db(), { push: flaky }, { now: DAY });
    expect(first.failed).toBe(1);
    const [row] = (await rowsOf(db(), userId)).filter((r) => r.channel === 'push');
    expect(row).toMatchObject({ attempts: 1, lastError: 'push service answered 503', sentAt: null });
    expect(row.nextAttemptAt.getTime()).toBe(DAY.getTime() + 60_000);
    expect((await drainNotifications(db(), { push: flaky }, { now: new Date(DAY.getTime() + 30_000) })).sent).toBe(0);
    expect((await drainNotifications(db(), { push: flaky }, { now: new Date(DAY.getTime() + 61_000) })).sent).toBe(1);
    expect(calls).toBe(2);
  });

  describe('web push against a local push service', () => {
    let server: http.Server;
    let base = '';
    const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
          res.statusCode = req.url?.startsWith('/gone') ? 410 : req.url?.startsWith('/missing') ? 404 : 201;
          res.end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('posts a VAPID-signed aes128gcm request the device can decrypt, and deletes subscriptions answered 404 or 410', async () => {
      const userId = await member(db());
      const live = await subscribe(db(), userId, `${base}/live/${userId}`);
      await subscribe(db(), userId, `${base}/gone/${userId}`);
      await subscribe(db(), userId, `${base}/missing/${userId}`);
      await notify(db(), note(userId, 'readyForPickup', 'w1'), DAY);
      const result = await drainNotifications(
        db(),
        { push: webPushSender({ subject: PUSH_ENV.VAPID_SUBJECT, ...VAPID }) },
        { now: DAY }
      );
      expect(result.sent).toBe(1);

      const liveRequest = received.find((r) => r.path === `/live/${userId}`)!;
      expect(liveRequest.headers['content-encoding']).toBe('aes128gcm');
      expect(liveRequest.headers.authorization).toMatch(/^vapid t=.+, k=/);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- http_ece ships CommonJS only, with no types
      const ece = require('http_ece') as { decrypt: (b: Buffer, p: Record<string, unknown>) => Buffer };
      const plain = ece.decrypt(liveRequest.body, {
        version: 'aes128gcm',
        privateKey: live.ecdh,
        authSecret: live.auth,
      });
      expect(JSON.parse(plain.toString('utf8'))).toEqual({
        title: '예약이 확정됐어요',
        body: '<b>로드바이크</b> 1일 대여',
        url: '/user/reservations/1',
        tag: 'w1',
      });
      const left = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      expect(left.map((s) => s.endpoint)).toEqual([`${base}/live/${userId}`]);
    });

    it('a row whose every device is gone is skipped, not retried', async () => {
      const userId = await member(db());
      await subscribe(db(), userId, `${base}/gone/only-${userId}`);
      await notify(db(), note(userId, 'shipped', 'w2'), DAY);
      const result = await drainNotifications(
        db(),
        { push: webPushSender({ subject: PUSH_ENV.VAPID_SUBJECT, ...VAPID }) },
        { now: DAY }
      );
      expect(result).toMatchObject({ sent: 0, skipped: 1, failed: 0 });
      const [row] = (await rowsOf(db(), userId)).filter((r) => r.channel === 'push');
      expect(row.skippedReason).toBe('no subscription');
    });
  });

  describe('order events', () => {
    let f: CheckoutFixture;
    beforeAll(async () => {
      f = await seedCheckoutFixture(db(), { units: 5, saleStock: 5 });
    });

    it("a paid reservation reaches the business's seller as a new reservation; acceptance reaches the customer", async () => {
      const customer = await verifiedMember(db());
      const seller = await sellerOf(db(), await member(db()), f.businessId);
      await subscribe(db(), seller.userId, 'https://push.example/seller');
      await subscribe(db(), customer, 'https://push.example/customer');
      const orderId = await paidRental(db(), sandbox(db()), f, customer, 3);

      const sellerRows = await rowsOf(db(), seller.userId);
      expect(sellerRows.map((r) => [r.event, r.channel])).toEqual([
        ['reservationRequested', 'inApp'],
        ['reservationRequested', 'email'],
        ['reservationRequested', 'push'],
      ]);
      expect(sellerRows[0].content.linkUrl).toBe(`/seller/reservations/${orderId}`);
      expect((await rowsOf(db(), customer)).map((r) => [r.event, r.channel])).toEqual([['paymentDone', 'inApp']]);

      await applyOrderAction(db(), null, {
        orderId,
        action: 'accept',
        actor: 'seller',
        actorUserId: seller.userId,
        actorBusinessId: f.businessId,
      });
      const accepted = (await rowsOf(db(), customer)).filter((r) => r.event === 'reservationAccepted');
      // The checkout's customer has no e-mail address: in-app and push.
      expect(accepted.map((r) => r.channel)).toEqual(['inApp', 'push']);
      expect(accepted[0].dedupeKey).toBe(`order:${orderId}:RESERVED`);
    });
  });
});
