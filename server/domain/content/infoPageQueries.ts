import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { infoPages } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { sanitizeHtml } from './sanitizeHtml';
import { withCancellationRules } from './cancellationRulesHtml';

/** An operator-written page (cancel and refund rules, cautions, the lite-pay introduction …). */
export type InfoPageEntry = { key: string; title: string; summary: string; htmlContent: string; updatedAt: string };

/** Page keys are lower snake case route names ("cancel_info", "lite_pay"). */
export const INFO_PAGE_KEY = /^[a-z][a-z0-9_]{1,39}$/;

/** Sections written from code at read time, so a rule shown on a page is the rule the server applies. */
const generatedSections: Readonly<Record<string, (storedHtml: string) => string>> = {
  cancel_info: withCancellationRules,
};

export async function getInfoPage(db: Db, key: string): Promise<InfoPageEntry> {
  const [row] = await db.select().from(infoPages).where(eq(infoPages.key, key)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '안내 페이지를 찾을 수 없어요.');
  return {
    key: row.key,
    title: row.title,
    summary: row.summary,
    htmlContent: sanitizeHtml(
      Object.hasOwn(generatedSections, row.key) ? generatedSections[row.key](row.htmlContent) : row.htmlContent
    ),
    updatedAt: row.updatedAt.toISOString(),
  };
}
