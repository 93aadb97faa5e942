import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { DEFAULT_POSITION } from '../catalog/geo';
import { filterComponentsFor } from '../filters/filterComponents';
import { filterConditions } from '../filters/filterSql';
import { filterValuesSchema } from '../filters/filterTypes';
import { toItemCard } from '../item/itemCard';
import { parseInput } from '../parseInput';
import { correctQuery, isKnownQuery } from './typoCorrection';
import { decodeCursor, encodeCursor, searchFingerprint, type CursorMode } from './cursor';
import { lookAlikeIds } from './lookAlikes';
import { magazineSection } from './magazineSection';
import { popularKeywords } from './popularKeywords';
import { MAX_KEYWORD_LENGTH, parseQuery, type QueryTerms } from './queryTerms';
import {
  countCandidatesOnRanges,
  queryPage,
  type JoinAlias,
  type PageQuery,
  type PageRow,
  type PageSource,
} from './searchSql';
import type { DealType, NearbyRange, RangeQuote, SearchInput, SearchResult } from './searchTypes';
import { effectiveSort, SEARCH_SORTS, sortOptions, type SearchSort } from './sorts';
import { rentalRangeSchema } from '@/lib/rentalRange/rentalRangeSchema';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { toRangeQuote, type Dated } from './rangeQuotes';
import { nearbyRangeCandidates } from '../rentalRange/rangeArgs';
import { todayInSeoul } from '@/lib/dates';
import { fitSearch } from '../fit/fitSearch';
import {
  canSearchFuzzy,
  fuzzyTextConditions,
  isBroadQuery,
  recommendScoreSql,
  strictTextConditions,
} from './textMatch';
import { brandsNamedBy, getVocabulary, type Vocabulary } from './vocabulary';

export const MAX_PAGE_SIZE = 40;
export const DEFAULT_PAGE_SIZE = 20;

export const searchInputSchema = z.object({
  keyword: z.string().max(MAX_KEYWORD_LENGTH, `검색어는 ${MAX_KEYWORD_LENGTH}자 이하로 입력해 주세요.`),
  dealType: z.enum(['RENTAL', 'SELL']),
  sort: z.enum(SEARCH_SORTS).default('RECOMMEND'),
  filters: filterValuesSchema.default([]),
  searchAfter: z
    .string()
    .min(1)
    .max(400)
    .nullish()
    .transform((value) => value ?? null),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  range: rentalRangeSchema.nullish().transform((value) => value ?? null),
  /** 내 사이즈: only sizes that fit the viewer's own fit profile (server/domain/fit/fitSearch.ts). */
  fitsMe: z.boolean().default(false),
});

/** What a search is, once validated: the same for the search page and a keyword landing. */
export type SearchSpec = {
  query: QueryTerms;
  dealType: DealType | null;
  sort: SearchSort;
  filters: { key: string; value: string }[];
  position: { lat: number; lng: number };
  size: number;
  searchAfter: string | null;
  /** A dated rental search: only items free on every day of the range (Seoul `today` decides the window). */
  dated?: Dated | null;
  /** 내 사이즈, when it applies: the condition and what its cursor is bound to. */
  fit?: { condition: SQL; fingerprint: string } | null;
  /** The signed-in viewer, whose hearts come with the page (searchSql.ts heartSql). */
  viewerId?: number | null;
};

type PageOutcome = {
  rows: PageRow[];
  total: number;
  businesses: SearchResult['businessSemiInfos'];
  mode: CursorMode;
  next: string | null;
  nearbyRanges: NearbyRange[];
};

function positionOf(input: { lat?: number | null; lng?: number | null }) {
  return typeof input.lat === 'number' && typeof input.lng === 'number'
    ? { lat: input.lat, lng: input.lng }
    : DEFAULT_POSITION;
}

function fingerprintOf(spec: SearchSpec): string {
  const filters = [...spec.filters].map((f) => `${f.key}=${f.value}`).sort();
  const position = spec.sort === 'DISTANCE' ? [spec.position.lat.toFixed(5), spec.position.lng.toFixed(5)] : null;
  return searchFingerprint([
    spec.query.terms,
    spec.query.code,
    spec.query.usedOnly,
    spec.dealType,
    spec.sort,
    filters,
    position,
    // A cursor of one range's results is no cursor of another's.
    spec.dated ? [spec.dated.range.start, spec.dated.range.end] : null,
    spec.fit?.fingerprint ?? null,
  ]);
}

// Which table each filter key reads (server/domain/filters/filterSql.ts); keys on items alone need none.
const FILTER_ALIAS: Record<string, JoinAlias> = { category: 'c', elect: 'c', region: 's', brand: 'b', year: 'm' };
const ITEM_ONLY_FILTERS = new Set(['price', 'delivery', 'lease', 'grade']);

function joinsNeeded(spec: SearchSpec): JoinAlias[] {
  // A filter key this list does not know yet may read any alias: join them all rather than fail.
  if (spec.filters.some((f) => !FILTER_ALIAS[f.key] && !ITEM_ONLY_FILTERS.has(f.key))) return ['c', 's', 'm', 'b'];
  const needs = new Set<JoinAlias>(spec.filters.flatMap((f) => (FILTER_ALIAS[f.key] ? [FILTER_ALIAS[f.key]] : [])));
  if (spec.query.code) needs.add('c');
  if (spec.sort === 'DISTANCE') needs.add('s');
  if (spec.sort === 'RECOMMEND') needs.add('b');
  return [...needs];
}

type TextPlan = { source: PageSource; conditions: SQL[]; score: SQL };

/**
 * What one pass matches and how 추천순 scores it. A broad query (every word a brand or a category,
 * or none at all) reads the narrow item_search_rows and its precomputed rank; a query with free text
 * reads items, whose documents the trigram indexes serve.
 */
async function textPlan(
  db: Db,
  spec: SearchSpec,
  fixed: QueryTerms | null,
  mode: CursorMode,
  vocabulary: Vocabulary
): Promise<TextPlan> {
  const { query } = spec;
  const stats = { reviewCount: sql`rs.n`, ratingAvg: sql`rs.a` };
  if (mode === 'fuzzy' && !fixed) {
    const lookAlikes = await lookAlikeIds(db, query, spec.dealType);
    return {
      source: 'items',
      conditions: fuzzyTextConditions(query, vocabulary, lookAlikes),
      score: recommendScoreSql(query, brandsNamedBy(vocabulary, query.terms), stats, true),
    };
  }
  const used = fixed ?? query;
  const broad = isBroadQuery(used, vocabulary);
  return {
    source: broad ? 'searchRows' : 'items',
    conditions: strictTextConditions(used, vocabulary),
    score: recommendScoreSql(
      used,
      brandsNamedBy(vocabulary, used.terms),
      broad ? { ...stats, rank: sql`i.search_rank` } : stats
    ),
  };
}

/**
 * Runs one page; the typo-tolerant pass only when the exact one finds nothing at all and some word of
 * the query is not a real catalogue or business word (correct words have no typo to forgive).
 */
export async function searchPage(db: Db, spec: SearchSpec): Promise<PageOutcome> {
  const fingerprint = fingerprintOf(spec);
  const cursor = spec.searchAfter ? decodeCursor(spec.searchAfter, { sort: spec.sort, search: fingerprint }) : null;
  const filters = filterConditions(spec.filters);
  const vocabulary = await getVocabulary(db);
  // The typo pass first tries the query with its misspelt words corrected (an indexed search); only a
  // query with no close catalogue word falls back to trigram similarity over the documents.
  const pageQuery = async (mode: CursorMode): Promise<PageQuery> => {
    const fixed = mode === 'fuzzy' ? correctQuery(spec.query, vocabulary) : null;
    const plan = await textPlan(db, spec, fixed, mode, vocabulary);
    return {
      dealType: spec.dealType,
      source: plan.source,
      conditions: [...plan.conditions, ...filters, ...(spec.fit ? [spec.fit.condition] : [])],
      sort: spec.sort,
      score: plan.score,
      position: spec.position,
      after: cursor ? { key: cursor.key, id: cursor.id } : null,
      // One extra row tells whether there is a next page without another count.
      limit: spec.size + 1,
      withBusinesses: cursor === null,
      // A corrected word may imply a category code (자전기 → 자전거 → BIKE), read from the category join.
      joins: fixed?.code ? [...new Set<JoinAlias>([...joinsNeeded(spec), 'c'])] : joinsNeeded(spec),
      dated: spec.dated ?? null,
      viewerId: spec.viewerId ?? null,
    };
  };
  const run = async (mode: CursorMode) => queryPage(db, await pageQuery(mode));
  let mode: CursorMode = cursor?.mode ?? 'strict';
  let answer = await run(mode);
  if (!cursor && answer.total === 0 && canSearchFuzzy(spec.query) && !isKnownQuery(spec.query, vocabulary)) {
    const fuzzy = await run('fuzzy');
    if (fuzzy.total > 0) {
      mode = 'fuzzy';
      answer = fuzzy;
    }
  }
  const rows = answer.rows.slice(0, spec.size);
  const last = rows[rows.length - 1];
  const next =
    answer.rows.length > spec.size && last
      ? encodeCursor({ sort: spec.sort, mode, key: last.sortKey, id: last.itemId, search: fingerprint })
      : null;
  const nearbyRanges =
    !cursor && answer.total === 0 && spec.dated ? await nearbyRangesOf(db, await pageQuery(mode), spec.dated) : [];
  return { rows, total: answer.total, businesses: answer.businesses, mode, next, nearbyRanges };
}

/**
 * When nothing is free on the chosen dates: the same search on the range moved by ±1…3 days (the same
 * length, within the booking window), those that find something, nearest first.
 */
async function nearbyRangesOf(db: Db, query: PageQuery, dated: Dated): Promise<NearbyRange[]> {
  const shifted = nearbyRangeCandidates(dated.range, dated.today);
  const counts = await countCandidatesOnRanges(db, query, shifted, dated.today);
  return shifted.flatMap((range, i) => (counts[i] > 0 ? [{ ...range, count: counts[i] }] : []));
}

/** What each card of a dated page adds: its total for the range and, when few, the units left. */
function rangeQuotesOf(rows: readonly PageRow[], range: RentalRange | null): RangeQuote[] {
  if (!range) return [];
  return rows.flatMap((row) =>
    row.rangeTotal === null || row.rangeUnits === null
      ? []
      : [toRangeQuote(row.itemId, row.rangeTotal, row.rangeUnits, range)]
  );
}

/**
 * The search of /search (issue 4): matching items of one deal type, sorted and filtered in SQL and
 * paged by an opaque `searchAfter` cursor, with what the screen shows around them on the first page
 * (sorts, filter components, business summaries, a magazine section). Later pages carry only items,
 * the count, the cursor and the sorts: the screen keeps the rest from the first page.
 */
export async function searchItems(
  db: Db,
  // Validated here (INVALID_INPUT): callers outside GraphQL (the benchmark) may leave defaults out.
  rawInput: SearchInput | Record<string, unknown>,
  viewerUserId: number | null
): Promise<SearchResult> {
  const input = parseInput(searchInputSchema, rawInput);
  const query = parseQuery(input.keyword);
  // Dates are a rental's: the sale tab ignores them and says nothing (issue 31 §1).
  const range = input.dealType === 'RENTAL' ? input.range : null;
  const sort = effectiveSort(input.sort, range !== null);
  const fit = input.fitsMe ? await fitSearch(db, viewerUserId, new Date()) : null;
  const spec: SearchSpec = {
    query,
    dealType: input.dealType,
    sort,
    filters: input.filters,
    position: positionOf(input),
    size: input.size,
    searchAfter: input.searchAfter,
    dated: range ? { range, today: todayInSeoul() } : null,
    fit: fit?.condition && fit.fingerprint ? { condition: fit.condition, fingerprint: fit.fingerprint } : null,
    viewerId: viewerUserId,
  };
  const firstPage = spec.searchAfter === null;
  const categoryKey = input.filters.find((f) => f.key === 'category')?.value ?? 'all';
  const [page, filterComponents, magazines] = await Promise.all([
    searchPage(db, spec),
    firstPage
      ? filterComponentsFor(db, { dealType: input.dealType, code: query.code ?? undefined, categoryKey })
      : Promise.resolve([]),
    firstPage ? magazineSection(db, query) : Promise.resolve({ sectionTitle: '', magazines: [] }),
  ]);
  const items = page.rows.map((row) => toItemCard(row, Boolean(row.isMarked)));
  const suggestedKeywords =
    page.total === 0
      ? (await popularKeywords(db))
          .map((p) => p.keyword)
          .filter((k) => k !== query.display)
          .slice(0, 6)
      : [];
  return {
    keyword: query.display,
    dealType: input.dealType,
    items,
    totalCount: page.total,
    searchAfter: page.next,
    isFuzzy: page.mode === 'fuzzy',
    sorts: sortOptions(sort, range !== null),
    filterComponents,
    businessSemiInfos: page.businesses,
    searchMagazineSection: magazines,
    suggestedKeywords,
    range,
    rangeQuotes: rangeQuotesOf(page.rows, range),
    nearbyRanges: page.nearbyRanges,
    fitFilter: fit?.answer ?? null,
  };
}
