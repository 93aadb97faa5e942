import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { DomainError } from '@/lib/errors';

/**
 * A listing's category key is 'all' or a stored category (of `code` when the listing is limited to
 * one). An unknown key is the caller's mistake (INVALID_INPUT), not an empty list.
 */
export async function assertCategory(db: Db, key: string, code?: 'BIKE' | 'SKI'): Promise<void> {
  if (key === 'all') return;
  const rows = await db
    .select({ key: categories.key })
    .from(categories)
    .where(code ? and(eq(categories.key, key), eq(categories.code, code)) : eq(categories.key, key));
  if (rows.length === 0)
    throw new DomainError('INVALID_INPUT', '없는 카테고리예요.', { categoryKey: '없는 카테고리예요.' });
}
