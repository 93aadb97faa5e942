import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { QueryTerms } from './queryTerms';
import type { DealType } from './searchTypes';

/** Past this many look-alikes the list is no narrowing: the similarity is tested in the search itself. */
const MAX_LOOK_ALIKES = 2_000;

/**
 * The available items whose document looks like the whole query (trigram word similarity), found
 * through the trigram index alone, before the typo-tolerant search runs. Tested inside that search,
 * the similarity costs ~10 µs an item whenever a filter or a 초성 condition makes the planner start
 * elsewhere (a brand's 5,000 items: 60 ms), and most near misses have no look-alike at all.
 * Null when there are more than MAX_LOOK_ALIKES.
 */
export async function lookAlikeIds(db: Db, query: QueryTerms, dealType: DealType | null): Promise<number[] | null> {
  const col = query.chosung ? sql`search_chosung` : sql`search_text`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    SELECT id FROM items
    WHERE ${query.similarityText} <% ${col} AND status = 'AVAILABLE' ${dealType ? sql`AND deal_type = ${dealType}` : sql``}
    LIMIT ${MAX_LOOK_ALIKES + 1}`
  );
  return rows.length > MAX_LOOK_ALIKES ? null : rows.map((row) => Number(row.id));
}
