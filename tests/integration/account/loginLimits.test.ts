import { testDbKinds, useTestDb } from '../../support/testDb';
import { authRouterFor, callAuth, insertEmailMember, type RestReply } from './authHarness';

/**
 * A clock one minute into a 15-minute rate-limit window, so that a run never straddles a window
 * edge (where the sliding estimate weighs the earlier hits a little less than 1).
 */
function clockInsideWindow(): () => Date {
  const windowMs = 15 * 60_000;
  const at = new Date(Math.floor(Date.now() / windowMs) * windowMs + 60_000);
  return () => at;
}

function expectRateLimited(reply: RestReply): void {
  expect(reply.status).toBe(429);
  expect(reply.body.code).toBe('RATE_LIMITED');
  expect(reply.body.message).toMatch(/분 후에 다시 시도해 주세요/);
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(reply.setCookies.some((c) => c.startsWith('sid='))).toBe(false);
}

const signedIn = (reply: RestReply) => reply.status === 200 && reply.setCookies.some((c) => c.startsWith('sid='));

describe.each(testDbKinds())('login rate limits on %s', (kind) => {
  const db = useTestDb(kind);

  it('limits wrong passwords from one address, while the owner still logs in from another', async () => {
    const member = await insertEmailMember(db());
    const router = authRouterFor(db(), { now: clockInsideWindow() });
    const attacker = '198.51.100.20';
    for (let i = 0; i < 10; i += 1) {
      expect(
        (
          await callAuth(
            router,
            'POST',
            '/login',
            { email: member.email, password: `wrong-${i}-pass` },
            { ip: attacker }
          )
        ).status
      ).toBe(401);
    }
    // The guessing address is stopped, whatever it sends next, even the right password.
    expectRateLimited(
      await callAuth(router, 'POST', '/login', { email: member.email, password: `wrong-x-pass` }, { ip: attacker })
    );
    expectRateLimited(
      await callAuth(router, 'POST', '/login', { email: member.email, password: member.password }, { ip: attacker })
    );
    // The owner, at home, is not locked out by a stranger.
    const owner = await callAuth(
      router,
      'POST',
      '/login',
      { email: member.email, password: member.password },
      { ip: '203.0.113.50' }
    );
    expect(owner.status).toBe(200);
    expect(signedIn(owner)).toBe(true);
    // …and a mistyped password there is an ordinary wrong password, not a lock.
    expect(
      (
        await callAuth(
          router,
          'POST',
          '/login',
          { email: member.email, password: 'typo-pass-1' },
          { ip: '203.0.113.50' }
        )
      ).status
    ).toBe(401);
  });

  it('limits an address without an account exactly alike, so the limit tells nobody who is a member', async () => {
    const member = await insertEmailMember(db());
    const router = authRouterFor(db(), { now: clockInsideWindow() });
    const replies: Record<string, number[]> = {};
    for (const email of [member.email, 'ghost@example.com']) {
      replies[email] = [];
      for (let i = 0; i < 11; i += 1) {
        replies[email].push(
          (await callAuth(router, 'POST', '/login', { email, password: `wrong-${i}-pass` }, { ip: '198.51.100.21' }))
            .status
        );
      }
    }
    expect(replies[member.email]).toEqual([...Array(10).fill(401), 429]);
    expect(replies['ghost@example.com']).toEqual(replies[member.email]);
  });

  it('a guess spread over many addresses: past the account-wide limit only the addresses that failed are refused', async () => {
    const member = await insertEmailMember(db());
    const router = authRouterFor(db(), { now: clockInsideWindow() });
    for (let i = 0; i < 50; i += 1) {
      expect(
        (
          await callAuth(
            router,
            'POST',
            '/login',
            { email: member.email, password: `wrong-${i}-pass` },
            { ip: `198.51.102.${i}` }
          )
        ).status
      ).toBe(401);
    }
    // One of the guessing addresses no longer gets an answer about the password…
    expectRateLimited(
      await callAuth(
        router,
        'POST',
        '/login',
        { email: member.email, password: member.password },
        { ip: '198.51.102.7' }
      )
    );
    // …while the owner's address, which never failed, still gets in.
    expect(
      signedIn(
        await callAuth(
          router,
          'POST',
          '/login',
          { email: member.email, password: member.password },
          { ip: '203.0.113.51' }
        )
      )
    ).toBe(true);
  });

  it('keeps the per-address limit: one address trying many accounts is stopped, even with a right password', async () => {
    const member = await insertEmailMember(db());
    const router = authRouterFor(db(), { now: clockInsideWindow() });
    const sprayer = '192.0.2.44';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push(
        (
          await callAuth(
            router,
            'POST',
            '/login',
            { email: `p${i}@example.com`, password: 'wrong-pass-1' },
            { ip: sprayer }
          )
        ).status
      );
    }
    // No single account saw more than one failure: it is the address's own limit that holds.
    expect(statuses).toEqual(Array(30).fill(401));
    expectRateLimited(
      await callAuth(router, 'POST', '/login', { email: 'p30@example.com', password: 'wrong-pass-1' }, { ip: sprayer })
    );
    expectRateLimited(
      await callAuth(router, 'POST', '/login', { email: member.email, password: member.password }, { ip: sprayer })
    );
    // Another address is untouched.
    expect(
      signedIn(
        await callAuth(
          router,
          'POST',
          '/login',
          { email: member.email, password: member.password },
          { ip: '192.0.2.45' }
        )
      )
    ).toBe(true);
  });

  it('counts only failed logins per address: many members signing in from one office address are never stopped', async () => {
    const router = authRouterFor(db(), { now: clockInsideWindow() });
    const office = '192.0.2.60';
    const members = await Promise.all(Array.from({ length: 8 }, () => insertEmailMember(db())));
    const signIns: boolean[] = [];
    // 40 right passwords (more than the 30 failures the address may make) from eight colleagues.
    for (let i = 0; i < 40; i += 1) {
      const member = members[i % members.length];
      signIns.push(
        signedIn(
          await callAuth(router, 'POST', '/login', { email: member.email, password: member.password }, { ip: office })
        )
      );
    }
    expect(signIns).toEqual(Array(40).fill(true));
    // Failures from the same address are still counted from the first one.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (
          await callAuth(
            router,
            'POST',
            '/login',
            { email: `office${i}@example.com`, password: 'wrong-pass-1' },
            { ip: office }
          )
        ).status
      );
    }
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
  });
});
