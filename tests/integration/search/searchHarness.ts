import type { Db } from '@/server/db/client';
import type { RequestIdentity } from '@/server/auth/identity';
import { itemSchema } from '@/server/graphql/item/schema';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { gql } from '../../support/serviceFetch';

/** The item service on a test database, as an anonymous visitor or as the member `userId`. */
export function itemYogaAs(db: Db, userId: number | null): ServiceYoga {
  const identity = async (): Promise<RequestIdentity> => ({
    viewer: userId === null ? null : { userId, businessId: null, sessionId: 1 },
    anonId: userId === null ? 'test-anon-0001' : null,
    setCookies: [],
    responseHeaders: {},
  });
  return createServiceYoga({
    name: 'item',
    schema: itemSchema,
    getDb: async () => db,
    graphqlEndpoint: '/item/v1/graphql',
    resolveIdentity: identity,
    production: false,
  });
}

export type Answer<T> = { data: T | null; code: string | null; message: string | null };

/** Sends one operation and returns its data, or the first error's code and message. */
export async function call<T>(
  yoga: ServiceYoga,
  query: string,
  operationName: string,
  variables: Record<string, unknown> = {}
): Promise<Answer<T>> {
  const response = await gql<T>(yoga, { query, operationName, variables });
  const error = response.body?.errors?.[0];
  return {
    data: response.body?.data ?? null,
    code: (error?.extensions?.code as string | undefined) ?? null,
    message: error?.message ?? null,
  };
}
