import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import type { HomeMagazineCard } from '../home/homeTypes';

/** docs/product.md §3 Magazine section: an editorial title over chosen magazines, in the editor's order. */
export type MagazineSection = { id: number; sectionTitle: string; magazines: HomeMagazineCard[] };

type CardRow = Omit<HomeMagazineCard, 'img' | 'publishedAt'> & { imageId: number; publishedAt: Date | string };

/** The magazine card the home, search and magazine pages share, from a row of contents ⋈ images. */
export const toMagazineCard = ({ imageId, publishedAt, ...row }: CardRow): HomeMagazineCard => ({
  ...row,
  img: imageUrl(imageId),
  publishedAt: toIso(publishedAt),
});

export const MAGAZINE_CARD_COLUMNS = sql`c.id, c.name, c.summary, im.id AS "imageId", im.width AS "imgWidth",
  im.height AS "imgHeight", c.published_at AS "publishedAt"`;

/**
 * The visible sections of /recommends with their published magazines. A content scheduled for later
 * stays out until its time, and a section left without any published content is not shown at all,
 * so the page never has a title over nothing. One query: a few sections of a few cards each.
 */
export async function listMagazineSections(db: Db, now: Date = new Date()): Promise<MagazineSection[]> {
  const rows = await queryRows<CardRow & { sectionId: number; sectionTitle: string }>(
    db,
    sql`
    SELECT ms.id AS "sectionId", ms.title AS "sectionTitle", ${MAGAZINE_CARD_COLUMNS}
    FROM magazine_sections ms
    JOIN magazine_section_contents msc ON msc.section_id = ms.id
    JOIN contents c ON c.id = msc.content_id
    JOIN images im ON im.id = c.img1_id
    WHERE ms.is_visible AND c.published_at <= ${now.toISOString()}::timestamptz
    ORDER BY ms.sort_order, ms.id, msc.sort_order, c.published_at DESC, c.id`
  );
  const sections = new Map<number, MagazineSection>();
  for (const { sectionId, sectionTitle, ...card } of rows) {
    let section = sections.get(sectionId);
    if (!section) sections.set(sectionId, (section = { id: sectionId, sectionTitle, magazines: [] }));
    section.magazines.push(toMagazineCard(card));
  }
  return [...sections.values()];
}
