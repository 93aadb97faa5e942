import type { Db } from '@/server/db/client';
import { gql } from '../../support/serviceFetch';
import { orderYogaAs } from '../referral/referralHarness';

/** One order-service operation as a member (userId) or a visitor (null): the data, or the first error. */
export async function orderCall<T>(
  db: Db,
  userId: number | null,
  query: { toString(): string },
  variables: Record<string, unknown> = {}
) {
  const res = await gql<T>(orderYogaAs(db, userId), { query: String(query), variables });
  const error = res.body?.errors?.[0];
  return {
    data: (res.body?.data ?? null) as T | null,
    code: (error?.extensions?.code as string | undefined) ?? null,
    message: error?.message ?? null,
    details: (error?.extensions?.details as Record<string, string> | undefined) ?? {},
  };
}
