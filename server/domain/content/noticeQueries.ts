import { desc, eq, lte, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { sanitizeHtml } from './sanitizeHtml';

export type NoticeEntry = { id: number; title: string; isImportant: boolean; publishedAt: string; htmlContent: string };

const toEntry = (row: typeof notices.$inferSelect): NoticeEntry => ({
  id: row.id,
  title: row.title,
  isImportant: row.isImportant,
  publishedAt: row.publishedAt.toISOString(),
  htmlContent: sanitizeHtml(row.htmlContent),
});

/** Published notices, important ones first, newest first; a notice scheduled for later is not shown. */
export async function listNotices(db: Db, now: Date = new Date()): Promise<NoticeEntry[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(lte(notices.publishedAt, now))
    .orderBy(desc(notices.isImportant), desc(notices.publishedAt), desc(notices.id))
    .limit(100);
  return rows.map(toEntry);
}

export async function getNotice(db: Db, id: number, now: Date = new Date()): Promise<NoticeEntry> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), lte(notices.publishedAt, now)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '공지사항을 찾을 수 없어요.');
  return toEntry(row);
}
