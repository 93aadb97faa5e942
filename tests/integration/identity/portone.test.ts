import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { createPortoneProvider } from '@/server/domain/identity/portoneProvider';
import { personHashOf } from '@/server/domain/identity/verifications';
import { createIdentityRoutes } from '@/server/http/auth/identityRoutes';
import { callAuth, CookieJar, TEST_SECRET } from '../account/authHarness';
import { routerWithRoutes, startCheck, verificationRow, yearsAgo } from './identityHarness';

const SECRET = 'portone-test-secret';
const CI = 'Q2kxMjM0NTY3ODkwYWJjZGVmZ2hpams/bG1ub3BxcnN0dXZ3eHl6MDEyMzQ1Njc4OQ==';

/** PortOne V2's GET /identity-verifications/{id}, answering what each test registers for an id. */
type Answer = { status: number; body: unknown };
function fakePortone() {
  const answers = new Map<string, Answer>();
  const seen: { path: string; authorization: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization });
    const id = decodeURIComponent((req.url ?? '').replace(/^\/identity-verifications\//, ''));
    const answer =
      req.headers.authorization === `PortOne ${SECRET}`
        ? (answers.get(id) ?? {
            status: 404,
            body: { type: 'IDENTITY_VERIFICATION_NOT_FOUND', message: '본인인증 건이 존재하지 않습니다.' },
          })
        : { status: 401, body: { type: 'UNAUTHORIZED', message: 'invalid secret' } };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  return {
    answers,
    seen,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const verified = (id: string, birthDate = '1988-11-20', ci: string | null = CI) => ({
  status: 200,
  body: {
    status: 'VERIFIED',
    id,
    requestedAt: '2026-05-01T00:00:00Z',
    updatedAt: '2026-05-01T00:01:00Z',
    statusChangedAt: '2026-05-01T00:01:00Z',
    verifiedAt: '2026-05-01T00:01:00Z',
    pgTxId: 'tx-1',
    pgRawResponse: '{}',
    version: 'V2',
    verifiedCustomer: {
      name: '박포트원',
      operator: 'SKT',
      phoneNumber: '01012341234',
      birthDate,
      gender: 'MALE',
      isForeigner: false,
      ...(ci ? { ci } : {}),
      di: 'di-value',
    },
  },
});

describe.each(testDbKinds())('PortOne identity adapter on %s', (kind) => {
  const db = useTestDb(kind);
  const fake = fakePortone();
  let base = '';
  beforeAll(async () => {
    base = await fake.start();
  });
  afterAll(() => fake.stop());

  const provider = () =>
    createPortoneProvider({ apiBase: base, apiSecret: SECRET, storeId: 'store-test', channelKey: 'channel-test' });
  const router = () => routerWithRoutes(db(), createIdentityRoutes(provider));
  const complete = (jar: CookieJar, id: string) =>
    callAuth(
      router(),
      'GET',
      `/identity/portone/complete?identityVerificationId=${encodeURIComponent(id)}`,
      undefined,
      { jar }
    );

  it('reads the shapes PortOne answers: verified, failed, ready, unknown, and refuses a broken one', async () => {
    fake.answers.set('iv_ok', verified('iv_ok'));
    fake.answers.set('iv_failed', {
      status: 200,
      body: { status: 'FAILED', id: 'iv_failed', failure: { reason: '사용자 취소', pgCode: 'C1' } },
    });
    fake.answers.set('iv_ready', { status: 200, body: { status: 'READY', id: 'iv_ready', requestedCustomer: {} } });
    fake.answers.set('iv_noci', verified('iv_noci', '1988-11-20', null));
    fake.answers.set('iv_broken', { status: 200, body: { status: 'VERIFIED', id: 'iv_broken' } });
    const p = provider();
    expect(await p.fetchOutcome!('iv_ok')).toEqual({
      status: 'VERIFIED',
      person: { name: '박포트원', phone: '01012341234', birthDate: '1988-11-20', personKey: CI },
    });
    expect(await p.fetchOutcome!('iv_failed')).toEqual({ status: 'FAILED', reason: '사용자 취소' });
    expect(await p.fetchOutcome!('iv_ready')).toEqual({ status: 'PENDING' });
    expect(await p.fetchOutcome!('iv_unknown')).toEqual({ status: 'FAILED', reason: 'NOT_FOUND' });
    expect(await p.fetchOutcome!('iv_noci')).toEqual({ status: 'FAILED', reason: 'NO_CI' });
    await expect(p.fetchOutcome!('iv_broken')).rejects.toThrow(/unexpected answer/);
    await expect(
      createPortoneProvider({ apiBase: base, apiSecret: 'wrong', storeId: 's', channelKey: 'c' }).fetchOutcome!('iv_ok')
    ).rejects.toThrow(/401/);
    expect(fake.seen.find((r) => r.path === '/identity-verifications/iv_ok')?.authorization).toBe(`PortOne ${SECRET}`);
  });

  it('records a verified check from the API (the CI only as a keyed hash) and sends the browser back to the popup page', async () => {
    const jar = new CookieJar();
    const id = await startCheck(router(), jar);
    expect(await verificationRow(db(), id)).toMatchObject({ provider: 'portone' });
    fake.answers.set(id, verified(id));
    const reply = await complete(jar, id);
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe(`/identity/portone/${id}`);
    const row = await verificationRow(db(), id);
    expect(row).toMatchObject({
      status: 'VERIFIED',
      name: '박포트원',
      phone: '01012341234',
      birthDate: '1988-11-20',
      personHash: personHashOf(CI, TEST_SECRET),
    });
    expect(JSON.stringify(row)).not.toContain(CI);
    // Coming back twice changes nothing and asks PortOne no more.
    const asked = fake.seen.length;
    expect((await complete(jar, id)).headers.get('location')).toBe(`/identity/portone/${id}`);
    expect(fake.seen.length).toBe(asked);
  });

  it('records a failed check, leaves a ready one pending, and ignores another browser', async () => {
    const jar = new CookieJar();
    const failed = await startCheck(router(), jar);
    fake.answers.set(failed, { status: 200, body: { status: 'FAILED', id: failed, failure: { reason: '인증 실패' } } });
    expect((await complete(jar, failed)).headers.get('location')).toBe(`/identity/portone/${failed}`);
    expect((await verificationRow(db(), failed)).status).toBe('FAILED');
    const ready = await startCheck(router(), jar);
    fake.answers.set(ready, { status: 200, body: { status: 'READY', id: ready } });
    expect((await complete(jar, ready)).headers.get('location')).toBe(`/identity/portone/${ready}?checked=1`);
    expect((await verificationRow(db(), ready)).status).toBe('PENDING');
    const stolen = await startCheck(router(), jar);
    fake.answers.set(stolen, verified(stolen));
    expect((await complete(new CookieJar(), stolen)).headers.get('location')).toBe(
      `/identity/portone/${stolen}?checked=1`
    );
    expect((await verificationRow(db(), stolen)).status).toBe('PENDING');
  });

  it('records a sign-up check of a child under 14 as failed', async () => {
    const jar = new CookieJar();
    const id = await startCheck(router(), jar);
    const b = yearsAgo(12);
    fake.answers.set(id, verified(id, `${b.slice(0, 4)}-${b.slice(4, 6)}-${b.slice(6)}`));
    await complete(jar, id);
    expect(await verificationRow(db(), id)).toMatchObject({ status: 'FAILED', personHash: null });
  });
});
