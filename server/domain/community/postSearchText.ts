import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { searchDocument, toChosung } from '../search/normalize';

export type PostSearchFields = { searchText: string; searchChosung: string };

/**
 * What a post is found by: its title, its text and the names of the models it is tagged with, each
 * normalised as the item search does (server/domain/search/normalize.ts), so a keyword means the same
 * on /search and /community/search. Every write of a post (and the seed) stores this.
 */
export function postSearchDocument(title: string, content: string, modelNames: readonly string[]): PostSearchFields {
  const parts = [title, content, ...modelNames];
  return { searchText: searchDocument(parts), searchChosung: searchDocument(parts.map((part) => toChosung(part))) };
}

const BATCH = 200;

type MissingRow = { id: number; title: string; content: string; modelNames: string[] | null };

/**
 * Fills search_text for posts written before it existed (databases seeded before issue 18's search).
 * Only rows with an empty search_text are read, so a second run, or a start on an up-to-date
 * database, is one cheap query that finds nothing; `lastId` moves past a post whose text normalises
 * to nothing, so it never loops. Returns how many rows it looked at.
 */
export async function backfillPostSearchText(db: Db): Promise<number> {
  let filled = 0;
  let lastId = 0;
  for (;;) {
    const rows = await queryRows<MissingRow>(
      db,
      sql`
      SELECT p.id, p.title, p.content,
        (SELECT array_agg(b.name || ' ' || m.name ORDER BY m.id) FROM community_post_models pm
          JOIN models m ON m.id = pm.model_id JOIN brands b ON b.id = m.brand_id WHERE pm.post_id = p.id) AS "modelNames"
      FROM community_posts p WHERE p.search_text = '' AND p.id > ${lastId} ORDER BY p.id LIMIT ${BATCH}`
    );
    if (rows.length === 0) return filled;
    const values = rows.map((row) => {
      const fields = postSearchDocument(row.title, row.content, row.modelNames ?? []);
      return sql`(${Number(row.id)}::int, ${fields.searchText}::text, ${fields.searchChosung}::text)`;
    });
    // One statement per batch; `search_text = ''` again so a concurrent write is never overwritten.
    await db.execute(sql`UPDATE community_posts p SET search_text = v.t, search_chosung = v.c
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, t, c) WHERE p.id = v.id AND p.search_text = ''`);
    filled += rows.length;
    lastId = Number(rows[rows.length - 1].id);
  }
}
