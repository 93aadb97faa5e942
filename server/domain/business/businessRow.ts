import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { DomainError } from '@/lib/errors';

export type BusinessRow = typeof businesses.$inferSelect;

/** The business or NOT_FOUND: every business screen starts here, so an unknown id is a 404 everywhere. */
export async function loadBusiness(db: Db, id: number): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '매장을 찾을 수 없어요.');
  return row;
}
