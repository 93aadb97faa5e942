import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { resolvePageIdentity } from '@/server/auth/pageIdentity';
import { resolveRequestIdentity } from '@/server/auth/identity';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';
import { RATE_RULES } from '@/server/security/rateRules';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { count, verifiedMember } from '../../support/checkoutFixture';
import { at, insertPost } from './searchHarness';

// Issue 26: views feed the hot ranking, and a fresh anonymous cookie is free (every first page view
// mints one), so one machine clearing its cookies used to add a view each time.
const secret = 'post-views-per-address-'.padEnd(48, 'v');
const VIEW = 'mutation pb_viewCommunityPost($postId: Int!) { viewCommunityPost(postId: $postId) }';

/** A first page view: the server mints an anonymous id and seals it into the aid cookie. */
async function freshVisitor(db: Db): Promise<string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  await resolvePageIdentity(db, req, res, { secret, secure: false });
  return ((res.getHeader('set-cookie') as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
}

/** The item service with the real identity rules (cookies), as the API route serves it. */
function itemYoga(db: Db): ServiceYoga {
  return createServiceYoga({
    name: 'item',
    schema: itemSchema,
    getDb: async () => db,
    graphqlEndpoint: '/item/v1/graphql',
    production: false,
    resolveIdentity: (database, headers) => resolveRequestIdentity(database, headers, { secret, secure: false }),
  });
}

/** The browser's view call from a network peer at `address`, holding `cookie`. */
async function viewFrom(yoga: ServiceYoga, postId: number, cookie: string, address: string): Promise<boolean> {
  const response = await yoga.fetch(
    'http://localhost/item/v1/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
      body: JSON.stringify({ query: VIEW, variables: { postId } }),
    },
    { socketAddress: address }
  );
  const body = (await response.json()) as { data?: { viewCommunityPost: boolean }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!.viewCommunityPost;
}

describe.each(testDbKinds())('post views per client address on %s', (kind) => {
  const db = useTestDb(kind);
  const cap = RATE_RULES.postViewPerIp.limit;
  let author: number;
  beforeAll(async () => {
    author = await verifiedMember(db());
  });
  const views = (postId: number) => count(db(), sql`SELECT view_count AS n FROM community_posts WHERE id = ${postId}`);

  it('counts eight fresh anonymous visitors from one address as the per-address cap at most', async () => {
    const postId = await insertPost(db(), { userId: author, title: '쿠키 지우기 조회수', createdAt: at(0) });
    const yoga = itemYoga(db());
    const counted: boolean[] = [];
    for (let i = 0; i < 8; i += 1)
      counted.push(await viewFrom(yoga, postId, await freshVisitor(db()), '198.51.100.80'));
    expect(await views(postId)).toBe(cap);
    expect(counted).toEqual([...Array(cap).fill(true), ...Array(8 - cap).fill(false)]);
  });

  it('counts visitors from distinct addresses each, and the cap of one post leaves another post alone', async () => {
    const postId = await insertPost(db(), { userId: author, title: '여러 곳에서 본 글', createdAt: at(1) });
    const other = await insertPost(db(), { userId: author, title: '같은 곳에서 본 다른 글', createdAt: at(2) });
    const yoga = itemYoga(db());
    for (let i = 0; i < 8; i += 1) {
      expect(await viewFrom(yoga, postId, await freshVisitor(db()), `203.0.113.${10 + i}`)).toBe(true);
    }
    expect(await views(postId)).toBe(8);
    expect(await viewFrom(yoga, other, await freshVisitor(db()), '203.0.113.10')).toBe(true);
    expect(await views(other)).toBe(1);
  });

  it('still counts a visitor once a day: the same cookie again is not a second view', async () => {
    const postId = await insertPost(db(), { userId: author, title: '새로고침', createdAt: at(3) });
    const yoga = itemYoga(db());
    const cookie = await freshVisitor(db());
    expect(await viewFrom(yoga, postId, cookie, '192.0.2.90')).toBe(true);
    expect(await viewFrom(yoga, postId, cookie, '192.0.2.91')).toBe(false);
    expect(await views(postId)).toBe(1);
  });
});
