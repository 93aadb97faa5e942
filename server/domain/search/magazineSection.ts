import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import type { HomeMagazineCard } from '../home/homeTypes';
import type { QueryTerms } from './queryTerms';
import type { SearchMagazineSection } from './searchTypes';

const SECTION_SIZE = 3;

type MagazineRow = Omit<HomeMagazineCard, 'img' | 'publishedAt'> & { imageId: number; publishedAt: Date };

/**
 * Reading that goes with a search: published magazines and guides whose title or summary holds a
 * query word (spaces ignored, as in the item documents), newest first. A search with no related
 * article gets the latest ones under a general title, so the section never points nowhere.
 */
export async function magazineSection(
  db: Db,
  query: QueryTerms,
  now: Date = new Date()
): Promise<SearchMagazineSection> {
  const words = query.terms.filter((term) => !term.chosung).map((term) => term.text);
  const text = sql`lower(regexp_replace(c.name || ' ' || c.summary, '\\s+', '', 'g'))`;
  const related = words.length
    ? sql`(${sql.join(
        words.map((word) => sql`strpos(${text}, ${word}) > 0`),
        sql` OR `
      )})`
    : sql`false`;
  const rows = await queryRows<MagazineRow & { related: boolean }>(
    db,
    sql`
    SELECT c.id, c.name, c.summary, im.id AS "imageId", im.width AS "imgWidth", im.height AS "imgHeight",
      c.published_at AS "publishedAt", ${related} AS related
    FROM contents c JOIN images im ON im.id = c.img1_id
    WHERE c.category IN ('MAGAZINE', 'GUIDE') AND c.published_at <= ${now.toISOString()}::timestamptz
    ORDER BY related DESC, c.published_at DESC, c.id DESC
    LIMIT ${SECTION_SIZE}`
  );
  const hasRelated = rows.some((row) => row.related);
  const magazines = rows
    .filter((row) => !hasRelated || row.related)
    .map(({ imageId, publishedAt, related: _related, ...row }) => ({
      ...row,
      img: imageUrl(imageId),
      publishedAt: toIso(publishedAt),
    }));
  return {
    sectionTitle: hasRelated ? `‘${query.display}’ 관련 매거진` : '라이드마켓 매거진',
    magazines,
  };
}
