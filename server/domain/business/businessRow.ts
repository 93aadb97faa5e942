import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { DomainError } from '@/lib/errors';

export type BusinessRow = typeof businesses.$inferSelect;

/**
 * The business or NOT_FOUND: every business screen starts here, so an unknown id is a 404 everywhere,
 * and so is a suspended business (docs/product.md §10 Suspension: it leaves search and its pages).
 */
export async function loadBusiness(db: Db, id: number): Promise<BusinessRow> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), isNull(businesses.suspendedAt)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '매장을 찾을 수 없어요.');
  return row;
}

/**
 * Whether the business of an item (its `business_id` expression) is not suspended: a suspended
 * business's items leave search, lists, the sitemap and the shopping feed at once (docs/product.md §10
 * Suspension). One condition for every query that does not already join the business.
 */
export function businessNotSuspended(businessId: SQL | PgColumn): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM businesses sx WHERE sx.id = ${businessId} AND sx.suspended_at IS NOT NULL)`;
}
