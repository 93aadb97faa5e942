import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { notificationOutbox, users } from '@/server/db/schema';
import { solapiProvider } from '@/server/notifications/kakao/solapiProvider';
import { kakaoSender } from '@/server/notifications/kakao/kakaoSender';
import { drainNotifications } from '@/server/notifications/drain';
import { testDbKinds, useTestDb } from '../../support/testDb';

const KEY = 'NCSTESTKEY000001';
const SECRET = 'TESTSECRET0123456789ABCDEFGHIJKL';

type Received = { auth: string; body: { message: Record<string, unknown> } };

/**
 * A fake Solapi: checks the HMAC-SHA256 authorization the way the real API does (signature of
 * date + salt with the secret) and answers POST /messages/v4/send like it, 2000 for accepted.
 */
function fakeSolapi(received: Received[], refuse: () => boolean) {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const auth = String(req.headers.authorization ?? '');
      const parts = Object.fromEntries(
        auth
          .replace(/^HMAC-SHA256 /, '')
          .split(', ')
          .map((p) => p.split('=') as [string, string])
      );
      const expected = crypto
        .createHmac('sha256', SECRET)
        .update(parts.date + parts.salt)
        .digest('hex');
      res.setHeader('content-type', 'application/json');
      if (
        req.method !== 'POST' ||
        req.url !== '/messages/v4/send' ||
        parts.apiKey !== KEY ||
        parts.signature !== expected
      ) {
        res.statusCode = 401;
        res.end(JSON.stringify({ errorCode: 'InvalidAPIKey', errorMessage: 'Invalid API Key' }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      received.push({ auth, body });
      if (refuse()) {
        res.statusCode = 400;
        res.end(JSON.stringify({ errorCode: 'ValidationError', errorMessage: '템플릿 내용이 일치하지 않습니다.' }));
        return;
      }
      res.end(
        JSON.stringify({
          groupId: 'G4V1',
          messageId: `M4V${received.length}`,
          statusCode: '2000',
          statusMessage: '정상 접수',
        })
      );
    });
  });
}

describe.each(testDbKinds())('알림톡 through Solapi on %s', (kind) => {
  const db = useTestDb(kind);
  const received: Received[] = [];
  let refuseNext = false;
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = fakeSolapi(received, () => refuseNext);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function kakaoRow(event: string, phone: string | null) {
    const [user] = await db()
      .insert(users)
      .values({ nickname: `알림톡${crypto.randomBytes(3).toString('hex')}`, phone })
      .returning({ id: users.id });
    const [row] = await db()
      .insert(notificationOutbox)
      .values({
        userId: user.id,
        event,
        channel: 'kakao',
        dedupeKey: `k-${user.id}`,
        content: {
          title: '로드바이크 픽업 준비 완료',
          body: '반포점에서 오늘 18시까지 받아 가세요.',
          linkUrl: '/user/reservations/7',
        },
      })
      .returning();
    return row;
  }

  const sender = (sms: string | null) =>
    kakaoSender(
      solapiProvider({ apiKey: KEY, apiSecret: SECRET, pfId: 'KA01PF_TEST', sender: sms, baseUrl: base }),
      'https://ridemarket.kr'
    );

  it('sends the registered template with its variables, falls back to SMS with a sender number, and marks the row sent', async () => {
    const row = await kakaoRow('readyForPickup', '010-9876-5432');
    const result = await drainNotifications(db(), { kakao: sender('0212345678') });
    expect(result).toMatchObject({ sent: 1, failed: 0 });
    const message = received.at(-1)!.body.message;
    expect(message).toMatchObject({
      to: '01098765432',
      from: '0212345678',
      type: 'ATA',
      kakaoOptions: {
        pfId: 'KA01PF_TEST',
        templateId: 'RM_READY_FOR_PICKUP',
        disableSms: false,
        variables: {
          '#{제목}': '로드바이크 픽업 준비 완료',
          '#{내용}': '반포점에서 오늘 18시까지 받아 가세요.',
          '#{링크}': 'https://ridemarket.kr/user/reservations/7',
        },
      },
    });
    expect(message.text).toBe(
      '[라이드마켓] 픽업 준비가 끝났어요\n로드바이크 픽업 준비 완료\n반포점에서 오늘 18시까지 받아 가세요.\nhttps://ridemarket.kr/user/reservations/7'
    );
    const [after] = await db().select().from(notificationOutbox).where(eq(notificationOutbox.id, row.id));
    expect(after.sentAt).not.toBeNull();
  });

  it("keeps a refused message for a retry with the provider's error, and without a sender number turns the SMS fallback off", async () => {
    const row = await kakaoRow('shipped', '01011112222');
    refuseNext = true;
    const failed = await drainNotifications(db(), { kakao: sender(null) });
    refuseNext = false;
    expect(failed.failed).toBe(1);
    expect(received.at(-1)!.body.message).toMatchObject({ kakaoOptions: { disableSms: true } });
    expect(received.at(-1)!.body.message.from).toBeUndefined();
    const [after] = await db().select().from(notificationOutbox).where(eq(notificationOutbox.id, row.id));
    expect(after).toMatchObject({ sentAt: null, attempts: 1 });
    expect(after.lastError).toContain('ValidationError');
  });

  it('skips a member without a phone and an event without a registered template, without calling Solapi', async () => {
    const before = received.length;
    const noPhone = await kakaoRow('shipped', null);
    const noTemplate = await kakaoRow('paymentDone', '01033334444');
    const result = await drainNotifications(db(), { kakao: sender(null) });
    expect(result).toMatchObject({ skipped: 2, sent: 0 });
    expect(received.length).toBe(before);
    const rows = await db().select().from(notificationOutbox).where(eq(notificationOutbox.channel, 'kakao'));
    expect(rows.find((r) => r.id === noPhone.id)?.skippedReason).toBe('no phone');
    expect(rows.find((r) => r.id === noTemplate.id)?.skippedReason).toBe('no template');
  });
});
