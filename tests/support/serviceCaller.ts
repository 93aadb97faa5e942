import type { Db } from '@/server/db/client';
import type { RequestIdentity } from '@/server/auth/identity';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';
import { orderSchema } from '@/server/graphql/order/schema';
import { adminSchema } from '@/server/graphql/admin/schema';
import { gql } from './serviceFetch';

/** A caller of a service: a member (with their business when a seller), or a visitor (null). */
export type Caller = { userId: number; businessId?: number | null; sessionId?: number } | null;

export type ServiceName = 'item' | 'order' | 'admin';

const schemas = { item: itemSchema, order: orderSchema, admin: adminSchema };

/** The service's Yoga, answering as `caller` (no cookies: the identity is given). */
export function serviceYogaAs(db: Db, service: ServiceName, caller: Caller): ServiceYoga {
  const identity = async (): Promise<RequestIdentity> => ({
    viewer: caller
      ? { userId: caller.userId, businessId: caller.businessId ?? null, sessionId: caller.sessionId ?? 1 }
      : null,
    anonId: caller ? null : 'test-anon-0001',
    setCookies: [],
    responseHeaders: {},
  });
  return createServiceYoga({
    name: service,
    schema: schemas[service],
    getDb: async () => db,
    graphqlEndpoint: `/${service}/v1/graphql`,
    resolveIdentity: identity,
    production: false,
  });
}

/** One operation as `caller`: the data, or the first error's code, message and field details. */
export async function callService<T>(
  db: Db,
  service: ServiceName,
  caller: Caller,
  query: string,
  variables: Record<string, unknown> = {}
) {
  const res = await gql<T>(serviceYogaAs(db, service, caller), { query, variables });
  const error = res.body?.errors?.[0];
  return {
    data: (res.body?.data ?? null) as T | null,
    code: (error?.extensions?.code as string | undefined) ?? null,
    message: error?.message ?? null,
    details: (error?.extensions?.details as Record<string, string> | undefined) ?? {},
  };
}
