import { testDbKinds, useTestDb } from '../../support/testDb';
import { useDemoMode } from '../../support/demoMode';
import { socialAccounts } from '@/server/db/schema';
import { authRouterFor, callAuth, CookieJar } from '../account/authHarness';
import {
  insertMemberOf,
  PERSON,
  sandboxCheck,
  sandboxPersonHash,
  startCheck,
  verificationRow,
} from './identityHarness';

const person = (name: string, phone: string) => ({ ...PERSON, name, phone });

describe.each(testDbKinds())('find id (/find-id) on %s', (kind) => {
  const db = useTestDb(kind);
  // The sandbox carrier check exists only in demo mode.
  useDemoMode('on');

  it("answers the verified person's account once: masked email, sign-up method, joined date", async () => {
    const router = authRouterFor(db());
    await insertMemberOf(db(), sandboxPersonHash('아이디찾기', PERSON.birthDate), {
      email: 'finder@example.com',
      createdAt: new Date('2025-07-01T00:00:00Z'),
    });
    const jar = new CookieJar();
    const id = await sandboxCheck(router, jar, { purpose: 'FIND_ID', person: person('아이디찾기', '01030000001') });
    const reply = await callAuth(router, 'POST', '/find-id', { verificationId: id }, { jar });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      accounts: [{ maskedEmail: 'fi****@e******.com', registKeyType: 'EMAIL', createdAt: '2025-07-01T00:00:00.000Z' }],
    });
    expect((await verificationRow(db(), id)).status).toBe('CONSUMED');
    const again = await callAuth(router, 'POST', '/find-id', { verificationId: id }, { jar });
    expect(again).toMatchObject({
      status: 409,
      body: { message: '이미 사용한 인증이에요. 처음부터 다시 인증해 주세요.' },
    });
  });

  it("shows a Kakao account by the provider's address, and nothing for a person without an account", async () => {
    const router = authRouterFor(db());
    const member = await insertMemberOf(db(), sandboxPersonHash('카카오회원', PERSON.birthDate), {
      registKeyType: 'KAKAO',
    });
    await db()
      .insert(socialAccounts)
      .values({ userId: member.id, provider: 'KAKAO', providerUserId: '99001', email: 'kakao.user@kakao.com' });
    const jar = new CookieJar();
    const found = await callAuth(
      router,
      'POST',
      '/find-id',
      {
        verificationId: await sandboxCheck(router, jar, {
          purpose: 'FIND_ID',
          person: person('카카오회원', '01030000002'),
        }),
      },
      { jar }
    );
    expect(found.body).toMatchObject({ accounts: [{ maskedEmail: 'ka********@k****.com', registKeyType: 'KAKAO' }] });
    const none = await callAuth(
      router,
      'POST',
      '/find-id',
      {
        verificationId: await sandboxCheck(router, jar, {
          purpose: 'FIND_ID',
          person: person('비회원', '01030000003'),
        }),
      },
      { jar }
    );
    expect(none.body).toEqual({ accounts: [] });
  });

  it("refuses bad input, another browser's check, a sign-up check and an unfinished one", async () => {
    const router = authRouterFor(db());
    expect((await callAuth(router, 'POST', '/find-id', {})).body).toMatchObject({
      code: 'INVALID_INPUT',
      details: { verificationId: '인증 정보가 없어요.' },
    });
    const jar = new CookieJar();
    const foreign = await sandboxCheck(router, new CookieJar(), {
      purpose: 'FIND_ID',
      person: person('남의인증', '01030000004'),
    });
    expect((await callAuth(router, 'POST', '/find-id', { verificationId: foreign }, { jar })).status).toBe(404);
    const signup = await sandboxCheck(router, jar, { person: person('가입인증', '01030000005') });
    expect((await callAuth(router, 'POST', '/find-id', { verificationId: signup }, { jar })).status).toBe(404);
    const pending = await startCheck(router, jar, 'FIND_ID');
    expect((await callAuth(router, 'POST', '/find-id', { verificationId: pending }, { jar })).status).toBe(409);
  });

  it('refuses an expired check and limits requests per address', async () => {
    let now = new Date();
    const router = authRouterFor(db(), { now: () => now });
    const jar = new CookieJar();
    const id = await sandboxCheck(router, jar, { purpose: 'FIND_ID', person: person('만료찾기', '01030000006') });
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await callAuth(router, 'POST', '/find-id', { verificationId: id }, { jar })).status).toBe(409);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await callAuth(router, 'POST', '/find-id', { verificationId: `iv_guess${i}` }, { ip: '203.0.113.200' })).status
      );
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
