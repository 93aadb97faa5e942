/**
 * /metrics end to end on a real database: who may read it (docs/operations.md §5), and that a
 * GraphQL operation, a page load, the database's statements and the mail outbox show in it. The HTTP
 * side (request id, route pattern, access log line) runs through the observer scripts/serve.mjs
 * hands each request to, on a real socket.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { pb_keywordsPageDocument } from '@/api/item/generated';
import { resetServerEnv } from '@/server/env';
import { createServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';
import { ITEM_ENDPOINT } from '@/server/graphql/item/yoga';
import { installHttpObserver } from '@/server/observability/httpObserver';
import { metrics } from '@/server/observability/metrics';
import { answerMetrics } from '@/server/observability/metricsEndpoint';
import { readScrapeGauges } from '@/server/observability/scrapeGauges';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import { pay, prepare, rentalInput, sandbox, seedCheckoutFixture, verifiedMember } from '../../support/checkoutFixture';
import { usePageHarness } from '../../support/pageHarness';
import { gql } from '../../support/serviceFetch';
import { testDbKinds } from '../../support/testDb';

const TOKEN = 'metrics-token-for-tests-0123456789';

async function scrape(): Promise<string> {
  const answer = await answerMetrics(`Bearer ${TOKEN}`, { token: TOKEN, onOwnPort: false });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The value of one sample line (`name{labels} value`), or null when there is none. */
function sample(body: string, line: string): number | null {
  const found = body.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : null;
}

describe('who may read /metrics', () => {
  it('is a 404 when no token is configured, on the main port', async () => {
    expect((await answerMetrics('Bearer anything', { token: undefined, onOwnPort: false })).status).toBe(404);
  });

  it('asks for the bearer token when one is configured: 401 without it or with another', async () => {
    const none = await answerMetrics(undefined, { token: TOKEN, onOwnPort: false });
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.body).not.toContain('ridemarket_');
    expect((await answerMetrics(`Bearer ${TOKEN}x`, { token: TOKEN, onOwnPort: false })).status).toBe(401);
    expect((await answerMetrics(`Basic ${TOKEN}`, { token: TOKEN, onOwnPort: false })).status).toBe(401);
  });

  it('answers Prometheus text with the token, and on its own port without one', async () => {
    const withToken = await answerMetrics(`Bearer ${TOKEN}`, { token: TOKEN, onOwnPort: false });
    expect(withToken.status).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(withToken.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    const ownPort = await answerMetrics(undefined, { token: undefined, onOwnPort: true });
    expect(ownPort.status).toBe(200);
    expect(ownPort.body).toContain('# TYPE ridemarket_http_requests_total counter');
  });
});

describe.each(testDbKinds())('metrics after real work on %s', (kind) => {
  const harness = usePageHarness(kind);
  const item = () =>
    createServiceYoga({
      name: 'item',
      schema: itemSchema,
      getDb: async () => harness.db(),
      graphqlEndpoint: ITEM_ENDPOINT,
      rateLimit: null,
    });

  it('counts a GraphQL operation by service, operation and outcome, with its latency and statements', async () => {
    const before = await scrape();
    const ok =
      sample(before, 'ridemarket_graphql_operations_total{service="item",operation="pb_keywordsPage",outcome="ok"}') ??
      0;
    const answered = await gql(item(), {
      query: pb_keywordsPageDocument,
      variables: { keyword: '자전거', isLanding: false },
    });
    expect(answered.status).toBe(200);
    const refused = await gql(item(), { query: pb_keywordsPageDocument, variables: { keyword: 42, isLanding: false } });
    expect(refused.body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');

    const after = await scrape();
    expect(
      sample(after, 'ridemarket_graphql_operations_total{service="item",operation="pb_keywordsPage",outcome="ok"}')
    ).toBe(ok + 1);
    expect(
      sample(
        after,
        'ridemarket_graphql_operations_total{service="item",operation="pb_keywordsPage",outcome="INVALID_INPUT"}'
      )
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'ridemarket_graphql_operation_duration_seconds_count{service="item",operation="pb_keywordsPage"}')
    ).toBeGreaterThanOrEqual(ok + 2);
    expect(sample(after, `ridemarket_db_query_duration_seconds_count{db="${kind}",outcome="ok"}`)).toBeGreaterThan(0);
  });

  it('counts a page load and the operation it made', async () => {
    const before = sample(await scrape(), 'ridemarket_page_loads_total{outcome="ok"}') ?? 0;
    const { status } = await harness.render('/search', '/search?keyword=%EC%8A%A4%ED%82%A4');
    expect(status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'ridemarket_page_loads_total{outcome="ok"}')).toBe(before + 1);
    expect(after).toMatch(
      /^ridemarket_graphql_operations_total\{service="item",operation="pb_[A-Za-z]+",outcome="ok"\} \d+$/m
    );
  });

  it('reads the mail outbox depth at scrape time', async () => {
    const before = sample(await scrape(), 'ridemarket_mail_outbox{state="pending"}') ?? 0;
    await harness
      .db()
      .execute(
        sql`INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body) VALUES ('test', 'a@example.com', 's', 't', 'h')`
      );
    expect(sample(await scrape(), 'ridemarket_mail_outbox{state="pending"}')).toBe(before + 1);
  });

  it('counts checkout outcomes: held, paid, declined and refused by code', async () => {
    const outcome = async (labels: string) =>
      sample(await scrape(), `ridemarket_checkout_outcomes_total{${labels}}`) ?? 0;
    const before = {
      held: await outcome('step="prepare",outcome="held",code=""'),
      paid: await outcome('step="complete",outcome="paid",code=""'),
      declined: await outcome('step="complete",outcome="declined",code=""'),
      refused: await outcome('step="prepare",outcome="refused",code="CONFLICT"'),
    };
    const f = await seedCheckoutFixture(harness.db());
    const member = await verifiedMember(harness.db());
    const provider = sandbox(harness.db());
    const paid = await prepare(harness.db(), provider, member, rentalInput(f, 3, 5), 120_000);
    await pay(harness.db(), paid.paymentKey);
    expect((await completeCheckout(harness.db(), provider, paid.paymentKey, { userId: member })).status).toBe('PAID');
    // The same completion again (the webhook after the return URL) changes nothing and counts nothing.
    expect((await completeCheckout(harness.db(), provider, paid.paymentKey, { userId: member })).status).toBe('PAID');
    const declined = await prepare(harness.db(), provider, member, rentalInput(f, 7, 9), 120_000);
    await pay(harness.db(), declined.paymentKey, 'DECLINE');
    expect((await completeCheckout(harness.db(), provider, declined.paymentKey, { userId: member })).status).toBe(
      'FAILED'
    );
    await expect(prepare(harness.db(), provider, member, rentalInput(f, 11, 13), 1)).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    expect(await outcome('step="prepare",outcome="held",code=""')).toBe(before.held + 2);
    expect(await outcome('step="complete",outcome="paid",code=""')).toBe(before.paid + 1);
    expect(await outcome('step="complete",outcome="declined",code=""')).toBe(before.declined + 1);
    expect(await outcome('step="prepare",outcome="refused",code="CONFLICT"')).toBe(before.refused + 1);
  });

  it('reads the PostgreSQL pool counts at scrape time', async () => {
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 1 } as Pool;
    await readScrapeGauges(metrics(), { db: harness.db(), kind, close: async () => undefined, pool });
    const body = await metrics().registry.metrics();
    expect(sample(body, 'ridemarket_db_pool_connections{state="total"}')).toBe(4);
    expect(sample(body, 'ridemarket_db_pool_connections{state="idle"}')).toBe(3);
    expect(sample(body, 'ridemarket_db_pool_connections{state="waiting"}')).toBe(1);
  });
});

describe('the HTTP observer of scripts/serve.mjs', () => {
  let server: http.Server;
  let base: string;
  const lines: Record<string, unknown>[] = [];
  const write = process.stdout.write.bind(process.stdout);

  beforeAll(async () => {
    process.env.LOG_LEVEL = 'info';
    process.env.METRICS_TOKEN = TOKEN;
    resetServerEnv();
    const observer = installHttpObserver();
    server = http.createServer((req, res) =>
      observer.observe(req, res, () => {
        // What Next records on the request when it matches a dynamic page.
        (req as unknown as Record<symbol, unknown>)[Symbol.for('NextInternalRequestMeta')] = {
          match: { definition: { page: '/services/[id]' } },
        };
        res.statusCode = 200;
        res.end('<p>ok</p>');
      })
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      const text = String(chunk);
      if (text.includes('"http.access"')) lines.push(JSON.parse(text) as Record<string, unknown>);
      else write(chunk);
      return true;
    });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    delete process.env.LOG_LEVEL;
    delete process.env.METRICS_TOKEN;
    resetServerEnv();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives each request an id, counts it by route pattern and logs one redacted access line', async () => {
    const response = await fetch(`${base}/services/123?token=secret-mail-token&ref=home`, {
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(response.status).toBe(200);
    await response.text();
    const requestId = response.headers.get('x-request-id');
    // The client is not one of our proxies (TRUST_PROXY is off): its id is not taken.
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const body = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(sample(body, 'ridemarket_http_requests_total{method="GET",route="/services/[id]",status="200"}')).toBe(1);
    expect(body).toContain('ridemarket_http_request_duration_seconds_count{route="/services/[id]"} 1');
    expect(body).not.toContain('/services/123');

    const access = lines.find((line) => line.requestId === requestId);
    expect(access).toEqual({
      t: expect.any(String),
      level: 'info',
      msg: 'http.access',
      requestId,
      method: 'GET',
      route: '/services/[id]',
      path: '/services/123?token=[redacted]&ref=home',
      status: 200,
      ms: expect.any(Number),
      bytes: expect.any(Number),
      ip: '127.0.0.1',
    });
    expect(access?.bytes).toBeGreaterThan('<p>ok</p>'.length);
  });

  it('answers /metrics itself: 401 without the token', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('ridemarket_');
  });
});
