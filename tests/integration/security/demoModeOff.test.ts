import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { useDemoMode } from '../../support/demoMode';
import { identityVerifications } from '@/server/db/schema';
import { authRouterFor, callAuth, CookieJar } from '../account/authHarness';

/**
 * The security review's critical finding: on a default `npm start` the sandbox phone check answered
 * its own code, so anyone could sign up under any name. With the default environment (no
 * DEMO_MODE) every identity route behaves as if no provider existed, and nothing is written.
 */
describe.each(testDbKinds())('default environment: no simulated phone check on %s', (kind) => {
  const db = useTestDb(kind);
  useDemoMode('off');

  it('answers NOT_FOUND to starting a check and to every sandbox route, and stores no verification', async () => {
    const router = authRouterFor(db());
    const jar = new CookieJar();
    const start = await callAuth(router, 'POST', '/identity/start', { purpose: 'SIGNUP' }, { jar });
    expect(start.status).toBe(404);
    expect(start.body.code).toBe('NOT_FOUND');
    expect(start.body.message).toMatch(/본인인증/);
    const person = {
      verificationId: `iv_${'A'.repeat(32)}`,
      name: '김라이더',
      birthDate: '1990-05-05',
      carrier: 'SK',
      phone: '01012345678',
    };
    for (const path of ['/identity/sandbox/send', '/identity/sandbox/confirm']) {
      const reply = await callAuth(router, 'POST', path, { ...person, code: '123456' }, { jar });
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('NOT_FOUND');
    }
    for (const purpose of ['SIGNUP', 'FIND_ID']) {
      expect((await callAuth(router, 'POST', '/identity/start', { purpose }, { jar: new CookieJar() })).status).toBe(
        404
      );
    }
    expect(
      await db().select().from(identityVerifications).where(eq(identityVerifications.provider, 'sandbox'))
    ).toEqual([]);
  });
});

describe.each(testDbKinds())('demo mode: the simulated phone check is there on %s', (kind) => {
  const db = useTestDb(kind);
  useDemoMode('on');

  it('starts a sandbox check (the contrast to the default environment)', async () => {
    const reply = await callAuth<{ popupUrl: string }>(
      authRouterFor(db()),
      'POST',
      '/identity/start',
      { purpose: 'SIGNUP' },
      { jar: new CookieJar() }
    );
    expect(reply.status).toBe(200);
    expect(reply.body.popupUrl).toMatch(/^\/identity\/sandbox\//);
  });
});
