import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { infoPages } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { sanitizeHtml } from './sanitizeHtml';

/** An operator-written page (cancel and refund rules, cautions, the lite-pay introduction …). */
export type InfoPageEntry = { key: string; title: string; summary: string; htmlContent: string; updatedAt: string };

/** Page keys are lower snake case route names ("cancel_info", "lite_pay"). */
export const INFO_PAGE_KEY = /^[a-z][a-z0-9_]{1,39}$/;

export async function getInfoPage(db: Db, key: string): Promise<InfoPageEntry> {
  const [row] = await db.select().from(infoPages).where(eq(infoPages.key, key)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '안내 페이지를 찾을 수 없어요.');
  return {
    key: row.key,
    title: row.title,
    summary: row.summary,
    htmlContent: sanitizeHtml(row.htmlContent),
    updatedAt: row.updatedAt.toISOString(),
  };
}
