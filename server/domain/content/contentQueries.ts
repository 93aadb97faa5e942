import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import type { HomeMagazineCard } from '../home/homeTypes';
import { DomainError } from '@/lib/errors';
import { MAGAZINE_CARD_COLUMNS, toMagazineCard } from './magazineQueries';
import { safeContentLink } from './magazineLinks';
import { sanitizeHtml } from './sanitizeHtml';

export type ContentCategory = 'MAGAZINE' | 'GUIDE' | 'EVENT';

/** docs/product.md §3 Content, plus what the page shows around it (summary, date, cover size, related reading). */
export type ContentDetail = {
  id: number;
  img1: string;
  img2: string | null;
  name: string;
  link1: string | null;
  link2: string | null;
  category: ContentCategory;
  htmlContent: string;
  summary: string;
  publishedAt: string;
  /** The cover's stored image: the page's Open Graph picture is rendered from it. */
  img1Id: number;
  imgWidth: number;
  imgHeight: number;
  relatedMagazines: HomeMagazineCard[];
};

const RELATED_SIZE = 4;

type ContentRow = {
  id: number;
  name: string;
  summary: string;
  category: ContentCategory;
  link1: string | null;
  link2: string | null;
  htmlContent: string;
  publishedAt: Date | string;
  img1Id: number;
  img2Id: number | null;
  imgWidth: number;
  imgHeight: number;
};

/**
 * One published content by id. A content that does not exist, or whose publication time has not
 * come yet, is NOT_FOUND: a scheduled article must not leak before its date. The body is sanitised
 * here (the stored HTML is editor input) and the link buttons pass safeContentLink.
 */
export async function getContentDetail(db: Db, id: number, now: Date = new Date()): Promise<ContentDetail> {
  const [row] = await queryRows<ContentRow>(
    db,
    sql`
    SELECT c.id, c.name, c.summary, c.category, c.link1, c.link2, c.html_content AS "htmlContent",
      c.published_at AS "publishedAt", c.img1_id AS "img1Id", c.img2_id AS "img2Id",
      im.width AS "imgWidth", im.height AS "imgHeight"
    FROM contents c JOIN images im ON im.id = c.img1_id
    WHERE c.id = ${id} AND c.published_at <= ${now.toISOString()}::timestamptz`
  );
  if (!row) throw new DomainError('NOT_FOUND', '콘텐츠를 찾을 수 없어요.');
  return {
    id: row.id,
    img1: imageUrl(row.img1Id),
    img2: row.img2Id === null ? null : imageUrl(row.img2Id),
    name: row.name,
    link1: safeContentLink(row.link1),
    link2: safeContentLink(row.link2),
    category: row.category,
    htmlContent: sanitizeHtml(row.htmlContent),
    summary: row.summary,
    publishedAt: toIso(row.publishedAt),
    img1Id: row.img1Id,
    imgWidth: row.imgWidth,
    imgHeight: row.imgHeight,
    relatedMagazines: await relatedMagazines(db, row.id, row.category, now),
  };
}

/**
 * What to read next: contents an editor put in the same magazine section first (they were chosen
 * to go together), then the same category, then the newest. Events are read for their dates, so
 * they only follow other events.
 */
async function relatedMagazines(db: Db, id: number, category: ContentCategory, now: Date): Promise<HomeMagazineCard[]> {
  const rows = await queryRows<Parameters<typeof toMagazineCard>[0]>(
    db,
    sql`
    SELECT ${MAGAZINE_CARD_COLUMNS}
    FROM contents c JOIN images im ON im.id = c.img1_id
    WHERE c.id <> ${id} AND c.published_at <= ${now.toISOString()}::timestamptz
      AND (${category} = 'EVENT' OR c.category <> 'EVENT')
    ORDER BY EXISTS (
        SELECT 1 FROM magazine_section_contents mine
        JOIN magazine_section_contents other ON other.section_id = mine.section_id
        WHERE mine.content_id = ${id} AND other.content_id = c.id
      ) DESC,
      (c.category = ${category}) DESC, c.published_at DESC, c.id DESC
    LIMIT ${RELATED_SIZE}`
  );
  return rows.map(toMagazineCard);
}
