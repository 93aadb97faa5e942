import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { seal } from '@/server/auth/cookieSeal';
import { COOKIE_SESSION, HEADER_ANON, HEADER_SESSION } from '@/lib/identityNames';
import { resolvePageIdentity } from '@/server/auth/pageIdentity';
import { createSession } from '@/server/auth/sessionService';
import type { ServiceYoga } from '@/server/graphql/createServiceYoga';
import { popularKeywords } from '@/server/domain/search/popularKeywords';
import { testDbKinds, useTestDb } from '@/tests/support/testDb';
import { gql } from '@/tests/support/serviceFetch';
import { call, itemYogaAs } from '../search/searchHarness';
import { insertUser } from '../auth/authFixtures';
import { asVisitor, ops, captureYogaWithRealIdentity } from './captureHarness';

// The capture route and SSR's in-process transport both reach this service (mounted below on the
// test database): the HTTP route as pages/api/graphql/capture.ts serves it, the transport as SSR calls it.
let mountedYoga: ServiceYoga;
jest.mock('@/server/graphql/capture/yoga', () => ({ captureYoga: () => mountedYoga }));
import captureRoute from '@/pages/api/graphql/capture';
import { inProcessTransport } from '@/server/ssr/serviceTransport';

// Issue 14: 인기 검색어 counts only anonymous ids the server can vouch for (its own sealed aid cookie,
// its own in-process SSR transport) and signed-in members, once per member. A plain x-rm-anony-id
// header is anyone's to invent on every request: over HTTP it is not read at all (issue 26), so a
// search is stored under an id minted on the spot, which does not vote.
const secret = 'popular-verified-secret-'.padEnd(48, 'v');
const identityOptions = { secret, secure: false };

const captureYoga = (db: Db): ServiceYoga => captureYogaWithRealIdentity(db, secret);

const searchCommand = (value1: string, anonyId?: string) => ({
  query: ops.event,
  variables: { command: { ...(anonyId ? { anonyId } : {}), action: 'search_keyword', value1 } },
});

/** A first page view as prepareShell serves it: the id is minted and sealed into the page's aid cookie. */
async function firstVisit(db: Db): Promise<{ anonId: string; cookie: string }> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  const identity = await resolvePageIdentity(db, req, res, identityOptions);
  const cookie = ((res.getHeader('set-cookie') as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
  return { anonId: identity.anonId!, cookie };
}

let invented = 0;
const inventedId = () => `invented-${process.pid}-${String((invented += 1)).padStart(4, '0')}`;
const naming = (anonId: string) => ({ [HEADER_ANON]: anonId });

describe.each(testDbKinds())('인기 검색어 counts only verified visitors on %s', (kind) => {
  const db = useTestDb(kind);
  const popular = async () => (await popularKeywords(db(), new Date())).filter((row) => row.count > 0);
  const stored = async (phrase: string) =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`
    SELECT count(*)::int AS n FROM capture_events WHERE value1 = ${phrase}`
      )
    )[0].n;

  it('businesses 30 searches that each invent a fresh x-rm-anony-id header, but they do not make a phrase popular', async () => {
    const planted = '헤더로 심은 검색어';
    for (let i = 0; i < 30; i += 1) {
      const id = inventedId();
      // The header proves nothing over HTTP: a command naming its id is refused.
      const named = await gql(captureYoga(db()), { ...searchCommand(planted, id), headers: naming(id) });
      expect(named.body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const { body } = await gql(captureYoga(db()), { ...searchCommand(planted), headers: naming(id) });
      expect(body?.errors).toBeUndefined();
    }
    expect(await stored(planted)).toBe(30);
    expect((await popular()).map((row) => row.keyword)).not.toContain(planted);
  });

  it('counts the same phrase searched by a handful of visitors holding the sealed cookie', async () => {
    const phrase = '쿠키 방문자 검색어';
    const visitors = await Promise.all([1, 2, 3].map(() => firstVisit(db())));
    for (const { anonId, cookie } of visitors) {
      const { body } = await gql(captureYoga(db()), { ...searchCommand(phrase, anonId), headers: { cookie } });
      expect(body?.errors).toBeUndefined();
    }
    // A real cookie does not vouch for a different id typed into the header beside it.
    for (let i = 0; i < 5; i += 1) {
      const id = inventedId();
      const { body } = await gql(captureYoga(db()), {
        ...searchCommand(phrase, id),
        headers: { cookie: visitors[0].cookie, ...naming(id) },
      });
      expect(body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await stored(phrase)).toBe(3);
    expect(await popular()).toContainEqual(expect.objectContaining({ keyword: phrase, count: 3 }));
  });

  it('counts a signed-in member’s searches, once per member whatever anonymous ids they send', async () => {
    const phrase = '회원 검색어';
    // A native app signed in by header, on a new device (its own sealed aid cookie) for every search.
    const app = await createSession(db(), await insertUser(db()), null, new Date());
    for (let i = 0; i < 4; i += 1) {
      const id = inventedId();
      const { body } = await gql(captureYoga(db()), {
        ...searchCommand(phrase, id),
        headers: { [HEADER_SESSION]: app.sessionToken, ...asVisitor(id, secret) },
      });
      expect(body?.errors).toBeUndefined();
    }
    expect(await popular()).not.toContainEqual(expect.objectContaining({ keyword: phrase }));

    // A browser signed in with the sealed session cookie (its anonymous id minted on this request).
    const browser = await createSession(db(), await insertUser(db()), null, new Date());
    const { body } = await gql(captureYoga(db()), {
      ...searchCommand(phrase),
      headers: { cookie: `${COOKIE_SESSION}=${seal(browser.sessionToken, secret)}` },
    });
    expect(body?.errors).toBeUndefined();
    expect(await popular()).toContainEqual(expect.objectContaining({ keyword: phrase, count: 2 }));
  });

  it('trusts the plain header from SSR’s in-process transport, never over HTTP', async () => {
    mountedYoga = captureYoga(db());
    const viaSsr = 'SSR 전송 검색어';
    const viaHttp = 'HTTP 헤더 검색어';
    const body = (phrase: string, id: string) =>
      JSON.stringify({ query: ops.event, variables: searchCommand(phrase, id).variables });
    const ssr = inProcessTransport();
    for (const id of [inventedId(), inventedId()]) {
      const { variables } = searchCommand(viaSsr, id);
      const answer = await ssr({ service: 'capture', document: ops.event, variables, headers: naming(id) });
      expect(answer.body.errors).toBeUndefined();
    }

    const server = http.createServer((req, res) => void captureRoute(req as never, res as never));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const id of [inventedId(), inventedId(), inventedId()]) {
        const response = await fetch(`http://127.0.0.1:${port}/capture/v1/graphql`, {
          method: 'POST',
          // Whatever a network client adds, it cannot claim to be the in-process transport.
          headers: { 'content-type': 'application/json', transport: 'in-process', ...naming(id) },
          body: body(viaHttp, id),
        });
        expect((await response.json()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }

    expect(await stored(viaHttp)).toBe(0);
    const answer = await call<{ popularKeywords: { keyword: string; count: number }[] }>(
      itemYogaAs(db(), null),
      'query pb_popularKeywords { popularKeywords { rank keyword count } }',
      'pb_popularKeywords'
    );
    const list = answer.data!.popularKeywords;
    expect(list).toContainEqual(expect.objectContaining({ keyword: viaSsr, count: 2 }));
    expect(list.map((row) => row.keyword)).not.toContain(viaHttp);
  });
});
