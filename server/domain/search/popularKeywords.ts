import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { keywordPages } from '../../db/schema';
import { SEARCH_KEYWORD_ACTION } from '@/lib/searchKeywords';

/**
 * 인기 검색어: what shoppers searched in the last 7 days, from the capture events the search page
 * records (action SEARCH_KEYWORD_ACTION, value1 = the keyword as typed). Counted by distinct
 * visitors, so one visitor repeating a search (or a script) cannot push a word up, and a word
 * needs two visitors to count at all. Only visitors the server can vouch for vote (the verified
 * column, set by the capture service): an anonymous id from the sealed aid cookie the server minted
 * (or from SSR's in-process transport), or a signed-in member, counted once per member by user id
 * whatever anonymous ids the member's devices have. An id minted on the request itself costs nothing
 * to get again, so its events are stored but do not vote (a plain x-rm-anony-id header is not read
 * over HTTP at all: server/auth/identity.ts). Every event is written under the
 * requester's own id (server/domain/capture/requesterId.ts) and capture is rate-limited per address.
 * Spellings that differ only in case or spacing are one keyword, shown in the form most visitors
 * typed (each visitor votes once per spelling, so one visitor repeating a spelling cannot choose
 * the form shown either). When the week is quiet, the editors' keyword pages fill the list.
 *
 * Cost: the window is a range scan of capture_events_action_idx (action, created_at), verified being
 * a filter on the rows it finds (no index of its own: it would not narrow a week of searches much);
 * the rows are reduced to distinct (voter, spelling) pairs before grouping, and the answer is cached
 * for a minute.
 */
export { SEARCH_KEYWORD_ACTION };

export const POPULAR_WINDOW_DAYS = 7;
export const POPULAR_LIMIT = 10;
const MIN_VISITORS = 2;
const TTL_MS = 60_000;

export type PopularKeyword = { rank: number; keyword: string; count: number };

const cache = new WeakMap<Db, { at: number; data: Promise<PopularKeyword[]> }>();

async function fromEvents(db: Db, now: Date): Promise<{ keyword: string; count: number }[]> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  // `now` has millisecond precision, created_at microseconds: a search stored within the same
  // millisecond (12:00:00.409600 against 12:00:00.409) is not in the future; the bound is that ms's end.
  const until = new Date(now.getTime() + 1);
  return queryRows<{ keyword: string; count: number }>(
    db,
    sql`
    WITH searched AS (
      -- A member votes as the account (anonymous ids never contain ':'), anyone else as the id.
      SELECT coalesce('member:' || user_id, anony_id) AS voter, btrim(regexp_replace(value1, '\\s+', ' ', 'g')) AS shown
      FROM capture_events
      WHERE action = ${SEARCH_KEYWORD_ACTION} AND verified AND created_at >= ${since.toISOString()}::timestamptz
        AND created_at < ${until.toISOString()}::timestamptz AND value1 IS NOT NULL AND char_length(value1) BETWEEN 1 AND 50
    ), keyed AS (
      SELECT DISTINCT voter, shown, lower(replace(shown, ' ', '')) AS norm FROM searched WHERE shown <> ''
    ), counted AS (
      SELECT norm, count(DISTINCT voter)::int AS visitors,
        mode() WITHIN GROUP (ORDER BY shown) AS keyword
      FROM keyed GROUP BY norm
    )
    SELECT keyword, visitors AS count FROM counted
    WHERE visitors >= ${MIN_VISITORS}
    ORDER BY visitors DESC, keyword ASC
    LIMIT ${POPULAR_LIMIT}`
  );
}

async function editorKeywords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ keyword: keywordPages.keyword })
    .from(keywordPages)
    .orderBy(asc(keywordPages.sortOrder), asc(keywordPages.id))
    .limit(POPULAR_LIMIT);
  return rows.map((row) => row.keyword);
}

async function loadPopular(db: Db, now: Date): Promise<PopularKeyword[]> {
  const [counted, editors] = await Promise.all([fromEvents(db, now), editorKeywords(db)]);
  const seen = new Set(counted.map((row) => row.keyword.replace(/\s+/g, '').toLowerCase()));
  const filler = editors
    .filter((keyword) => !seen.has(keyword.replace(/\s+/g, '').toLowerCase()))
    .map((keyword) => ({ keyword, count: 0 }));
  return [...counted, ...filler].slice(0, POPULAR_LIMIT).map((row, index) => ({ rank: index + 1, ...row }));
}

/** Cached for a minute per database: the ranking moves over days, and every search page shows it. */
export function popularKeywords(db: Db, now?: Date): Promise<PopularKeyword[]> {
  if (now) return loadPopular(db, now);
  const at = Date.now();
  const hit = cache.get(db);
  if (hit && at - hit.at < TTL_MS) return hit.data;
  const data = loadPopular(db, new Date(at));
  cache.set(db, { at, data });
  data.catch(() => cache.delete(db));
  return data;
}
