/**
 * OpenTelemetry on (docs/operations.md §5): with an OTLP endpoint configured, a GraphQL operation is
 * exported as a span to `<endpoint>/v1/traces`, and on PGlite its SQL statements as spans under it.
 * The collector is a tiny OTLP/HTTP receiver in this test that records what it is sent. (PostgreSQL's
 * statement spans come from instrumentation-pg, which hooks Node's module loader; jest loads modules
 * its own way, so they are seen only in the running server.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pb_keywordsPageDocument } from '@/api/item/generated';
import type { DbKind } from '@/server/db/client';
import { createServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';
import { ITEM_ENDPOINT } from '@/server/graphql/item/yoga';
import { activeTracer } from '@/server/observability/tracer';
import { startTracing, type Tracing } from '@/server/observability/tracing';
import { gql } from '../../support/serviceFetch';
import { testDbKinds, useTestDb } from '../../support/testDb';

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
  status?: { code?: number };
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

function useCollector(kind: DbKind) {
  const db = useTestDb(kind);
  const exports: OtlpExport[] = [];
  let receiver: http.Server;
  let tracing: Tracing;
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces')
          exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    tracing = startTracing({
      endpoint: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
      serviceName: 'ridemarket-test',
    });
  });
  afterAll(async () => {
    await tracing.shutdown();
    await new Promise((resolve) => receiver.close(resolve));
  });
  return {
    async operation() {
      const yoga = createServiceYoga({
        name: 'item',
        schema: itemSchema,
        getDb: async () => db(),
        graphqlEndpoint: ITEM_ENDPOINT,
        rateLimit: null,
      });
      const answer = await gql(yoga, {
        query: pb_keywordsPageDocument,
        variables: { keyword: '자전거', isLanding: false },
      });
      expect(answer.status).toBe(200);
      await tracing.forceFlush();
    },
    spans: () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))),
    services: () =>
      exports.flatMap((e) =>
        e.resourceSpans.map((r) => r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue)
      ),
  };
}

describe.each(testDbKinds())('tracing on %s', (kind) => {
  const collector = useCollector(kind);

  it('exports a span per GraphQL operation, named after the service and operation', async () => {
    await collector.operation();
    const operation = collector.spans().find((span) => span.name === 'graphql item pb_keywordsPage');
    expect(operation).toBeDefined();
    expect(operation?.attributes).toEqual(
      expect.arrayContaining([{ key: 'graphql.operation.name', value: { stringValue: 'pb_keywordsPage' } }])
    );
    expect(collector.services()).toContain('ridemarket-test');
  });
});

describe('tracing on PGlite', () => {
  const collector = useCollector('pglite');

  it("puts the operation's SQL statements under its span", async () => {
    await collector.operation();
    const spans = collector.spans();
    const operation = spans.find((span) => span.name === 'graphql item pb_keywordsPage');
    const statements = spans.filter((span) => span.name === 'pglite query' && span.parentSpanId === operation?.spanId);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((span) => span.traceId === operation?.traceId)).toBe(true);
  });
});

describe('tracing off', () => {
  it('leaves no tracer behind once stopped, so the plugin and the statements run without spans', () => {
    expect(activeTracer()).toBeNull();
  });
});
