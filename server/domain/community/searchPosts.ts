import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { modelCardsInOrder, type ModelCard } from '../model/modelCard';
import { openCursor, queryFingerprint, rejectCursor, sealCursor } from '../pagination/signedCursor';
import { listBoards, type Board } from './boards';
import { listHotPosts } from './hotPosts';
import {
  POST_SUMMARY_FROM,
  postSummaryColumns,
  toPostSummary,
  visiblePostsWhere,
  type PostSummary,
  type PostSummaryRow,
} from './postSummary';
import { searchTerms, type CommunitySearchInput, type SearchTerm } from './searchPostsInput';

/** The model a search is filtered by, for its removable chip; null when the id names no model. */

/** docs/product.md §3 Community search: posts, hotPosts, searchAfter (plus the filter model's name). */
export type CommunitySearchAnswer = {
  keyword: string;
  boards: Board[];
  posts: PostSummary[];
  hotPosts: PostSummary[];
  searchAfter: string | null;
  model: ModelCard | null;
};

const PURPOSE = 'community-search';
const REJECTION = {
  message: '검색 결과를 더 불러올 수 없어요. 처음부터 다시 검색해 주세요.',
  field: '검색 위치 정보가 올바르지 않아요.',
};
const cursorSchema = z.strictObject({
  q: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
  t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  i: z.number().int().positive(),
});

function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every word must appear (AND), as `%…%` on the trigram-indexed text or 초성 column. */
function termCondition(term: SearchTerm): SQL {
  const pattern = `%${likeLiteral(term.text)}%`;
  return term.chosung ? sql`p.search_chosung LIKE ${pattern}` : sql`p.search_text LIKE ${pattern}`;
}

function conditions(terms: SearchTerm[], input: CommunitySearchInput): SQL[] {
  const out = terms.map(termCondition);
  if (input.boardCode !== null) out.push(sql`p.board_code = ${input.boardCode}`);
  if (input.modelId !== null) {
    out.push(
      sql`EXISTS (SELECT 1 FROM community_post_models pm WHERE pm.post_id = p.id AND pm.model_id = ${input.modelId})`
    );
  }
  return out;
}

async function findModel(db: Db, modelId: number | null): Promise<ModelCard | null> {
  if (modelId === null) return null;
  const [card] = await modelCardsInOrder(db, [modelId]);
  return card ?? null;
}

/**
 * Keyword search over posts' titles, text and tagged models, newest first (created desc, id desc),
 * filtered by board and tagged model, visible posts only. The signed cursor binds the normalised
 * query, so it never pages another search. Hot posts come with the first page of a search without a
 * keyword or model (what to read while deciding what to look for).
 */
export async function communitySearch(
  db: Db,
  viewerId: number | null,
  input: CommunitySearchInput
): Promise<CommunitySearchAnswer> {
  const terms = searchTerms(input.keyword);
  const fingerprint = queryFingerprint([terms, input.boardCode, input.modelId]);
  const after =
    input.searchAfter === null ? null : openCursor(PURPOSE, input.searchAfter, cursorSchema, { rejection: REJECTION });
  if (after && after.q !== fingerprint) rejectCursor(REJECTION);
  const where = [visiblePostsWhere(viewerId), ...conditions(terms, input)];
  if (after) where.push(sql`(p.created_at, p.id) < (${after.t}::timestamptz, ${after.i}::int)`);
  const rows = await queryRows<PostSummaryRow & { k: string }>(
    db,
    sql`
    SELECT ${postSummaryColumns(viewerId)}, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k
    FROM ${POST_SUMMARY_FROM}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${input.size + 1}`
  );
  const page = rows.slice(0, input.size);
  const last = page[page.length - 1];
  const wantsHot = terms.length === 0 && input.modelId === null && after === null;
  return {
    keyword: input.keyword,
    boards: await listBoards(db),
    posts: page.map(({ k: _k, ...row }) => toPostSummary(row)),
    hotPosts: wantsHot ? await listHotPosts(db, viewerId, input.boardCode) : [],
    searchAfter:
      rows.length > input.size && last ? sealCursor(PURPOSE, { q: fingerprint, t: last.k, i: Number(last.id) }) : null,
    model: await findModel(db, input.modelId),
  };
}
