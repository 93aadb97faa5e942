import type { Db } from '@/server/db/client';
import type { RequestIdentity } from '@/server/auth/identity';
import { itemSchema } from '@/server/graphql/item/schema';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';

const anonymous = async (): Promise<RequestIdentity> => ({
  viewer: null,
  anonId: 'test-anon-0001',
  setCookies: [],
  responseHeaders: {},
});

/** The item service on a test database, as an anonymous visitor. */
export function itemYogaFor(db: Db): ServiceYoga {
  return createServiceYoga({
    name: 'item',
    schema: itemSchema,
    getDb: async () => db,
    graphqlEndpoint: '/item/v1/graphql',
    resolveIdentity: anonymous,
    production: false,
  });
}
