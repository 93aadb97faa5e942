import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { useDemoMode } from '../../support/demoMode';
import { identityVerifications } from '@/server/db/schema';
import { createIdentityRoutes } from '@/server/http/auth/identityRoutes';
import { createPortoneProvider } from '@/server/domain/identity/portoneProvider';
import { authRouterFor, callAuth, CookieJar } from '../account/authHarness';
import {
  PERSON,
  routerWithRoutes,
  sandboxCheck,
  sandboxPersonHash,
  startCheck,
  verificationRow,
  yearsAgo,
} from './identityHarness';

const sha256 = (v: string) => crypto.createHash('sha256').update(v).digest('hex');

describe.each(testDbKinds())('phone identity check (sandbox) on %s', (kind) => {
  const db = useTestDb(kind);
  // The sandbox carrier check exists only in demo mode.
  useDemoMode('on');

  it('starts a check bound to this browser: an unguessable id, the popup page and a sealed HttpOnly binding cookie', async () => {
    const jar = new CookieJar();
    const router = authRouterFor(db());
    const reply = await callAuth<{ verificationId: string; popupUrl: string }>(
      router,
      'POST',
      '/identity/start',
      { purpose: 'SIGNUP' },
      { jar }
    );
    expect(reply.status).toBe(200);
    expect(reply.body.verificationId).toMatch(/^iv_[A-Za-z0-9_-]{32}$/);
    expect(reply.body.popupUrl).toBe(`/identity/sandbox/${reply.body.verificationId}`);
    expect(reply.setCookies.find((c) => c.startsWith('ivb='))).toMatch(/Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax/);
    const second = await startCheck(router, jar, 'FIND_ID');
    const [a, b] = [await verificationRow(db(), reply.body.verificationId), await verificationRow(db(), second)];
    expect(a).toMatchObject({ purpose: 'SIGNUP', provider: 'sandbox', status: 'PENDING' });
    expect(b.bindingHash).toBe(a.bindingHash);
    expect(b.expiresAt.getTime() - b.createdAt.getTime()).toBe(15 * 60_000);
  });

  it('refuses bad input with Korean details, and limits starts per address', async () => {
    const router = authRouterFor(db());
    const bad = await callAuth(router, 'POST', '/identity/start', { purpose: 'ADMIN' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_INPUT', details: { purpose: '인증 목적이 올바르지 않아요.' } });
    const jar = new CookieJar();
    const id = await startCheck(router, jar);
    const send = await callAuth(
      router,
      'POST',
      '/identity/sandbox/send',
      { verificationId: id, name: '1', birthDate: '1990-05', carrier: 'SK', phone: '0212345678' },
      { jar }
    );
    expect(send.status).toBe(400);
    expect(Object.keys(send.body.details ?? {}).sort()).toEqual(['birthDate', 'carrier', 'name', 'phone']);
    expect(
      (await callAuth(router, 'POST', '/identity/sandbox/confirm', { verificationId: id, code: '12ab' }, { jar })).body
        .details
    ).toEqual({ code: '인증번호 6자리를 입력해 주세요.' });
    let last = 0;
    for (let i = 0; i < 21; i += 1)
      last = (await callAuth(router, 'POST', '/identity/start', { purpose: 'SIGNUP' }, { ip: '198.51.100.77' })).status;
    expect(last).toBe(429);
  });

  it('sends a 6-digit code, keeping only its SHA-256, and verifies the person on the right code', async () => {
    const jar = new CookieJar();
    const router = authRouterFor(db());
    const id = await startCheck(router, jar);
    const sent = await callAuth<{ code: string; expiresAt: string }>(
      router,
      'POST',
      '/identity/sandbox/send',
      { verificationId: id, ...PERSON, name: ' 김라이더 ' },
      { jar }
    );
    expect(sent.status).toBe(200);
    expect(sent.body.code).toMatch(/^\d{6}$/);
    const pending = await verificationRow(db(), id);
    expect(pending).toMatchObject({
      codeHash: sha256(sent.body.code),
      sendCount: 1,
      name: '김라이더',
      phone: '01012345678',
      carrier: 'SKT',
      birthDate: '1990-05-05',
    });
    expect(new Date(sent.body.expiresAt).getTime() - pending.codeSentAt!.getTime()).toBe(3 * 60_000);
    const ok = await callAuth(
      router,
      'POST',
      '/identity/sandbox/confirm',
      { verificationId: id, code: sent.body.code },
      { jar }
    );
    expect(ok.body).toEqual({ verified: true });
    const done = await verificationRow(db(), id);
    expect(done).toMatchObject({
      status: 'VERIFIED',
      codeHash: null,
      personHash: sandboxPersonHash('김라이더', '19900505'),
    });
    expect(done.verifiedAt).not.toBeNull();
    expect(
      (
        await callAuth(
          router,
          'POST',
          '/identity/sandbox/confirm',
          { verificationId: id, code: sent.body.code },
          { jar }
        )
      ).status
    ).toBe(409);
    // The same person on another phone is the same person.
    const other = await sandboxCheck(router, new CookieJar(), {
      person: { ...PERSON, phone: '01055556666', carrier: 'KT' },
    });
    expect((await verificationRow(db(), other)).personHash).toBe(done.personHash);
  });

  it('another browser, an unknown id and a code before sending get nowhere', async () => {
    const router = authRouterFor(db());
    const jar = new CookieJar();
    const id = await startCheck(router, jar);
    const stranger = await callAuth(
      router,
      'POST',
      '/identity/sandbox/send',
      { verificationId: id, ...PERSON },
      { jar: new CookieJar() }
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('NOT_FOUND');
    expect(
      (
        await callAuth(
          router,
          'POST',
          '/identity/sandbox/send',
          { verificationId: `iv_${'A'.repeat(32)}`, ...PERSON },
          { jar }
        )
      ).status
    ).toBe(404);
    const early = await callAuth(
      router,
      'POST',
      '/identity/sandbox/confirm',
      { verificationId: id, code: '123456' },
      { jar }
    );
    expect(early).toMatchObject({ status: 409, body: { message: '인증번호를 먼저 받아 주세요.' } });
  });

  it('ends the check at the 5th wrong code, even for the right one after', async () => {
    const jar = new CookieJar();
    const router = authRouterFor(db());
    const id = await startCheck(router, jar);
    const {
      body: { code },
    } = await callAuth<{ code: string }>(
      router,
      'POST',
      '/identity/sandbox/send',
      { verificationId: id, ...PERSON, phone: '01070000001' },
      { jar }
    );
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const reply = await callAuth(
        router,
        'POST',
        '/identity/sandbox/confirm',
        { verificationId: id, code: wrong },
        { jar }
      );
      expect(reply).toMatchObject({
        status: 400,
        body: { code: 'INVALID_INPUT', message: `인증번호가 맞지 않아요. (남은 횟수 ${5 - i}회)` },
      });
    }
    const fifth = await callAuth(
      router,
      'POST',
      '/identity/sandbox/confirm',
      { verificationId: id, code: wrong },
      { jar }
    );
    expect(fifth).toMatchObject({
      status: 409,
      body: { code: 'INVALID_TRANSITION', message: '인증번호를 5번 틀렸어요. 처음부터 다시 인증해 주세요.' },
    });
    expect((await verificationRow(db(), id)).status).toBe('FAILED');
    expect(
      (await callAuth(router, 'POST', '/identity/sandbox/confirm', { verificationId: id, code }, { jar })).status
    ).toBe(409);
  });

  it('a code lives 3 minutes and a check 15', async () => {
    let now = new Date();
    const router = authRouterFor(db(), { now: () => now });
    const jar = new CookieJar();
    const id = await startCheck(router, jar);
    const {
      body: { code },
    } = await callAuth<{ code: string }>(
      router,
      'POST',
      '/identity/sandbox/send',
      { verificationId: id, ...PERSON, phone: '01070000002' },
      { jar }
    );
    now = new Date(now.getTime() + 3 * 60_000 + 1000);
    const late = await callAuth(router, 'POST', '/identity/sandbox/confirm', { verificationId: id, code }, { jar });
    expect(late).toMatchObject({ status: 400, body: { details: { code: '입력 시간이 지났어요.' } } });
    now = new Date(now.getTime() + 12 * 60_000);
    const stale = await callAuth(
      router,
      'POST',
      '/identity/sandbox/send',
      { verificationId: id, ...PERSON, phone: '01070000002' },
      { jar }
    );
    expect(stale).toMatchObject({
      status: 409,
      body: { message: '인증 시간이 지났어요. 처음부터 다시 인증해 주세요.' },
    });
  });

  it('refuses a sign-up check for a child under 14 before any code, but not a find-id check', async () => {
    const router = authRouterFor(db());
    const jar = new CookieJar();
    const young = { ...PERSON, birthDate: yearsAgo(13), phone: '01070000003' };
    const refused = await callAuth(
      router,
      'POST',
      '/identity/sandbox/send',
      { verificationId: await startCheck(router, jar), ...young },
      { jar }
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('만 14세 미만은 가입할 수 없어요') },
    });
    expect(refused.body.details?.birthDate).toContain('만 14세 미만');
    expect(
      (
        await callAuth(
          router,
          'POST',
          '/identity/sandbox/send',
          { verificationId: await startCheck(router, jar, 'FIND_ID'), ...young },
          { jar }
        )
      ).status
    ).toBe(200);
  });

  it('limits codes per phone (5 an hour), across checks', async () => {
    const router = authRouterFor(db());
    const jar = new CookieJar();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await callAuth(
            router,
            'POST',
            '/identity/sandbox/send',
            {
              verificationId: await startCheck(router, jar, 'SIGNUP', `192.0.2.${i}`),
              ...PERSON,
              phone: '01077778888',
            },
            { jar }
          )
        ).status
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const row = await db()
      .select({ n: identityVerifications.sendCount })
      .from(identityVerifications)
      .where(eq(identityVerifications.phone, '01077778888'));
    expect(row).toHaveLength(5);
  });

  it('is absent when the sandbox is off: no sandbox routes, and no check can start without a provider', async () => {
    const portone = createPortoneProvider({
      apiBase: 'http://127.0.0.1:9',
      apiSecret: 's',
      storeId: 'business',
      channelKey: 'channel',
    });
    const withPortone = routerWithRoutes(
      db(),
      createIdentityRoutes(() => portone)
    );
    expect(
      (await callAuth(withPortone, 'POST', '/identity/sandbox/send', { verificationId: 'iv_x', ...PERSON })).status
    ).toBe(404);
    const off = routerWithRoutes(
      db(),
      createIdentityRoutes(() => null)
    );
    const start = await callAuth(off, 'POST', '/identity/start', { purpose: 'SIGNUP' });
    // A server without a provider has no phone check: a 404 (never a 5xx), with a sentence for the person.
    expect(start).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: '지금은 휴대폰 본인인증을 할 수 없어요. 잠시 후 다시 시도해 주세요.' },
    });
    expect(
      (await callAuth(off, 'POST', '/identity/sandbox/confirm', { verificationId: 'iv_x', code: '123456' })).status
    ).toBe(404);
  });
});
