import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import { DomainError } from '@/lib/errors';

export type BusinessRow = typeof stores.$inferSelect;

/** The store or NOT_FOUND: every store screen starts here, so an unknown id is a 404 everywhere. */
export async function loadBusiness(db: Db, id: number): Promise<BusinessRow> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '매장을 찾을 수 없어요.');
  return row;
}
