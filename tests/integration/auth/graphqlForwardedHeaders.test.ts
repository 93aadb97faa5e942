import SchemaBuilder from '@pothos/core';
import type { Db } from '@/server/db/client';
import type { ServiceContext } from '@/server/graphql/context';
import { createServiceYoga } from '@/server/graphql/createServiceYoga';
import { parseTrustProxy, type TrustProxy } from '@/server/security/trustProxy';

// The GraphQL CSRF guard believes X-Forwarded-Host/-Proto only from our own proxy (TRUST_PROXY):
// without one, a request could name our host in them and pass a foreign Origin off as ours.

const builder = new SchemaBuilder<{ Context: ServiceContext }>({});
builder.queryType({ fields: (t) => ({ hello: t.string({ resolve: () => '안녕하세요' }) }) });
builder.mutationType({ fields: (t) => ({ touch: t.string({ resolve: () => 'touched' }) }) });
const schema = builder.toSchema();

function yogaTrusting(trust: string) {
  const setting = parseTrustProxy(trust) as TrustProxy;
  return createServiceYoga({
    name: 'forwarded-test',
    schema,
    getDb: async () => ({}) as Db,
    graphqlEndpoint: '/capture/v1/graphql',
    resolveIdentity: async () => ({ viewer: null, anonId: 'anon-fwd', setCookies: [], responseHeaders: {} }),
    production: true,
    rateLimit: null,
    trustProxy: () => setting,
  });
}

/** A mutation as a browser on m.ridemarket.kr sends it through a TLS proxy, from `socketAddress`. */
async function mutate(trust: string, socketAddress: string | undefined) {
  const yoga = yogaTrusting(trust);
  const init = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'https://m.ridemarket.kr',
      'x-forwarded-host': 'm.ridemarket.kr',
      'x-forwarded-proto': 'https',
    },
    body: JSON.stringify({ query: 'mutation { touch }' }),
  };
  const response = socketAddress
    ? await yoga.fetch('http://localhost/capture/v1/graphql', init, { socketAddress })
    : await yoga.fetch('http://localhost/capture/v1/graphql', init);
  return { status: response.status, body: await response.json() };
}

describe('GraphQL same-origin check behind a proxy', () => {
  const saved = process.env.SITE_URL;
  beforeAll(() => {
    process.env.SITE_URL = 'https://www.ridemarket.kr';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  });

  it('ignores forwarded host and protocol without a proxy', async () => {
    const direct = await mutate('false', '198.51.100.4');
    expect(direct.status).toBe(403);
    expect(direct.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('ignores them from a peer that is not one of our proxies', async () => {
    expect((await mutate('10.0.0.0/8', '198.51.100.4')).status).toBe(403);
  });

  it('ignores them on an in-process call, which has no peer to vouch for them', async () => {
    expect((await mutate('1', undefined)).status).toBe(403);
  });

  it('believes them from our proxy, by hop count or by address', async () => {
    expect((await mutate('1', '10.0.0.2')).body).toEqual({ data: { touch: 'touched' } });
    expect((await mutate('10.0.0.0/8', '10.0.0.2')).body).toEqual({ data: { touch: 'touched' } });
  });
});
