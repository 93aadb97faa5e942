import SchemaBuilder from '@pothos/core';
import type { Db } from '@/server/db/client';
import type { ServiceContext } from '@/server/graphql/context';
import { createServiceYoga, type ServiceYogaOptions } from '@/server/graphql/createServiceYoga';
import { DomainError } from '@/lib/errors';

// A tiny schema to test the HTTP contract every service shares (createServiceYoga) without a database.
const builder = new SchemaBuilder<{ Context: ServiceContext }>({});
type Node = { depth: number };
const NodeRef = builder.objectRef<Node>('Node');
NodeRef.implement({
  fields: (t) => ({
    depth: t.int({ resolve: (node) => node.depth }),
    child: t.field({ type: NodeRef, resolve: (node) => ({ depth: node.depth + 1 }) }),
  }),
});
builder.queryType({
  fields: (t) => ({
    hello: t.string({ resolve: (_root, _args, ctx) => `안녕하세요 ${ctx.anonId ?? ''}`.trim() }),
    node: t.field({ type: NodeRef, resolve: () => ({ depth: 1 }) }),
    repeat: t.string({
      args: { word: t.arg.string({ required: true }), times: t.arg.int({ defaultValue: 2 }) },
      resolve: (_root, args) => args.word.repeat(args.times ?? 0),
    }),
    boom: t.string({
      resolve: () => {
        throw new Error('connection to 10.0.0.5 failed: password authentication failed');
      },
    }),
    missing: t.string({
      resolve: () => {
        throw new DomainError('NOT_FOUND');
      },
    }),
  }),
});
builder.mutationType({ fields: (t) => ({ touch: t.string({ resolve: () => 'touched' }) }) });
export const testSchema = builder.toSchema();

const fakeDb = {} as Db;
export function testYoga(overrides: Partial<ServiceYogaOptions> = {}) {
  return createServiceYoga({
    name: 'test',
    schema: testSchema,
    getDb: async () => fakeDb,
    graphqlEndpoint: '/capture/v1/graphql',
    resolveIdentity: async () => ({
      viewer: null,
      anonId: 'anon-http',
      setCookies: ['aid=sealed; Path=/; HttpOnly'],
      responseHeaders: { 'x-rm-anony-id': 'anon-http' },
    }),
    production: false,
    ...overrides,
  });
}

/** A query `levels` fields deep: { node { child { … depth } } }. */
export const nested = (levels: number) =>
  `{ node { ${'child { '.repeat(levels - 2)}depth${' }'.repeat(levels - 2)} } }`;

export const expectNoStack = (text: string) =>
  expect(text).not.toMatch(/\bat .+:\d+:\d+|stack|password|\.ts\b|\/work\//);
