import { sql, type SQL } from 'drizzle-orm';
import { toChosung } from './normalize';
import type { QueryTerms, TextTerm } from './queryTerms';
import { brandsExactlyNamed, categoriesNamedBy, businessesHolding, type Vocabulary } from './vocabulary';

/**
 * Text conditions over items.search_text / search_chosung that the pg_trgm GIN indexes serve.
 *
 * A trigram index can only narrow a LIKE by the trigrams it can read from the pattern. A word of
 * three or more letters has them anywhere ('%브롬톤%'). A one- or two-letter word ("한강", "턴",
 * "k2") has none in the middle of a word, but does at the START of one, where pg_trgm pads it
 * ('% 한강%' → "  한", " 한강"). The documents keep each part (brand, model, category, business,
 * region) as its own word, so short terms match the start of a word, and are widened to the
 * catalogue words that contain them elsewhere ("보드" → "스노보드") and to the businesses whose name holds
 * them ("용평" → 모나용평드래곤렌탈's items, by business id) — still indexable.
 */

/** Widening stops here: past it the term falls back to a plain (unindexed) substring match. */
const MAX_WIDENED = 24;
/** Businesses a short term may name by id (items_business_idx): a syllable most business names hold is no narrowing. */
const MAX_BUSINESSES = 200;

function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function column(chosung: boolean): SQL {
  return chosung ? sql`i.search_chosung` : sql`i.search_text`;
}

function termCondition(term: TextTerm, vocabulary: Vocabulary): SQL {
  const col = column(term.chosung);
  const text = likeLiteral(term.text);
  if ([...term.text].length >= 3) return sql`${col} LIKE ${`%${text}%`}`;
  const words = term.chosung ? vocabulary.chosungWords : vocabulary.words;
  const inner = words.filter(
    (word) => word.includes(term.text) && !word.startsWith(term.text) && [...word].length >= 3
  );
  // A business's name is one word of its items' documents: a term inside it ("용평" in 모나용평드래곤렌탈)
  // finds the business's items by id rather than by one LIKE per business name.
  const businesses = businessesHolding(vocabulary, term);
  if (inner.length > MAX_WIDENED || businesses.length > MAX_BUSINESSES) return sql`${col} LIKE ${`%${text}%`}`;
  const patterns = [
    sql`${col} LIKE ${`${text}%`}`,
    sql`${col} LIKE ${`% ${text}%`}`,
    ...inner.map((word) => sql`${col} LIKE ${`%${likeLiteral(word)}%`}`),
  ];
  if (businesses.length)
    patterns.push(
      sql`i.business_id IN (${sql.join(
        businesses.map((id) => sql`${id}`),
        sql`, `
      )})`
    );
  return sql`(${sql.join(patterns, sql` OR `)})`;
}

/**
 * A term that names a brand exactly, or a category, means it: the brand's models' items or the
 * category's items, plus the services (no model) whose own name says it ("브롬톤 전용 정비") — not
 * every item of a business that happens to be named after it ("브롬톤 라운지", "알파인스키하우스").
 * It is also what keeps broad words fast: a category is an index range, not a text scan of every
 * row. Both branches are indexable (items_model_price_idx / items_listing_idx, the trigram index).
 */
function intentCondition(term: TextTerm, vocabulary: Vocabulary): SQL | null {
  const brandIds = brandsExactlyNamed(vocabulary, term);
  const categoryIds = brandIds.length ? [] : categoriesNamedBy(vocabulary, term);
  if (!brandIds.length && !categoryIds.length) return null;
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `
    );
  const owned = brandIds.length
    ? // `= ANY(ARRAY(subquery))` (not `IN (subquery)`) so that the planner can probe the model index.
      sql`i.model_id = ANY(ARRAY(SELECT bm.id FROM models bm WHERE bm.brand_id IN (${list(brandIds)})))`
    : sql`i.category_id IN (${list(categoryIds)})`;
  const col = column(term.chosung);
  // The first word of a document is the item's own name (server/domain/search/documents.ts).
  return sql`(${owned} OR (i.model_id IS NULL AND ${termCondition(term, vocabulary)} AND strpos(split_part(${col}, ' ', 1), ${term.text}) > 0))`;
}

function conditionFor(term: TextTerm, vocabulary: Vocabulary): SQL {
  return intentCondition(term, vocabulary) ?? termCondition(term, vocabulary);
}

/**
 * Words typed apart that together name a brand or a category ("브롬 톤", "스노 보드") are that one
 * name: spacing never changes what a query means.
 */
export function joinedTerms(terms: readonly TextTerm[], vocabulary: Vocabulary): TextTerm[] {
  if (terms.length < 2 || terms.some((term) => term.chosung !== terms[0].chosung)) return [...terms];
  const joined = { text: terms.map((term) => term.text).join(''), chosung: terms[0].chosung };
  const names =
    brandsExactlyNamed(vocabulary, joined).length > 0 ||
    vocabulary.categories.some((c) => (joined.chosung ? c.chosung : c.norm) === joined.text);
  return names ? [joined] : [...terms];
}

/**
 * When two words both name categories, the broader one is the context of the narrower ("스키 헬멧":
 * a helmet for skiing, not an item that is both a ski and a helmet): it stands for every category
 * of its code (스키 → all SKI categories), so the narrower word decides.
 */
function contextCondition(term: TextTerm, terms: readonly TextTerm[], vocabulary: Vocabulary): SQL | null {
  if (brandsExactlyNamed(vocabulary, term).length) return null;
  const own = categoriesNamedBy(vocabulary, term);
  if (own.length < 2) return null;
  const narrower = terms.some(
    (other) =>
      other !== term &&
      !brandsExactlyNamed(vocabulary, other).length &&
      categoriesNamedBy(vocabulary, other).length > 0 &&
      categoriesNamedBy(vocabulary, other).length < own.length
  );
  const codes = new Set(vocabulary.categories.filter((c) => own.includes(c.id)).map((c) => c.code));
  if (!narrower || codes.size !== 1) return null;
  const [code] = codes;
  const ids = vocabulary.categories.filter((c) => c.code === code).map((c) => sql`${c.id}`);
  return sql`i.category_id IN (${sql.join(ids, sql`, `)})`;
}

/** Every term must match (AND); the implied category code and "used" are plain conditions. */
export function strictTextConditions(query: QueryTerms, vocabulary: Vocabulary): SQL[] {
  const terms = joinedTerms(query.terms, vocabulary);
  const conditions = terms.map((term) => contextCondition(term, terms, vocabulary) ?? conditionFor(term, vocabulary));
  if (query.code) conditions.push(sql`c.code = ${query.code}`);
  if (query.usedOnly) conditions.push(sql`i.condition = 'USED'`);
  return conditions;
}

/**
 * True when every word means a brand or a category (or the query has no words, only a deal type, a
 * code or "used"): its candidates are found by ids (a category, a brand's models), and only services,
 * found by their own name, need text. Such a query may be very broad ("로드": 15,000 items at scale),
 * so it reads the narrow item_search_rows (server/db/schema/search.ts) and its precomputed rank
 * instead of items.
 */
export function isBroadQuery(query: QueryTerms, vocabulary: Vocabulary): boolean {
  const terms = joinedTerms(query.terms, vocabulary);
  return terms.every(
    (term) => contextCondition(term, terms, vocabulary) !== null || intentCondition(term, vocabulary) !== null
  );
}

/** Below this many letters a fuzzy match is noise ("ㅋ" is similar to everything). */
export const FUZZY_MIN_LENGTH = 3;

export function canSearchFuzzy(query: QueryTerms): boolean {
  return [...query.similarityText.replace(/ /g, '')].length >= FUZZY_MIN_LENGTH;
}

/**
 * The typo-tolerant fallback when nothing matches exactly. Two ways, both served by the GIN indexes:
 * trigram word similarity of the whole query (`<%`, pg_trgm.word_similarity_threshold 0.6), which
 * forgives a wrong or missing letter in Latin names ("bromton"); and the 초성 of every term, which
 * forgives a wrong vowel in Korean ("브롬턴" → ㅂㄹㅌ → 브롬톤), where one syllable is a whole trigram
 * letter and similarity alone falls below the threshold.
 *
 * `lookAlikes` are the items the similarity finds, looked up beforehand through the trigram index
 * (lookAlikeIds); null when there were too many to list, and the similarity is tested here instead.
 */
export function fuzzyTextConditions(
  query: QueryTerms,
  vocabulary: Vocabulary,
  lookAlikes: readonly number[] | null
): SQL[] {
  const similar =
    lookAlikes === null
      ? sql`${query.similarityText} <% ${column(query.chosung)}`
      : lookAlikes.length
        ? sql`i.id IN (${sql.join(
            lookAlikes.map((id) => sql`${id}`),
            sql`, `
          )})`
        : null;
  const byChosung = sql`(${sql.join(
    query.terms.map((term) => conditionFor({ text: toChosung(term.text), chosung: true }, vocabulary)),
    sql` AND `
  )})`;
  const conditions = [similar ? sql`(${similar} OR ${byChosung})` : byChosung];
  if (query.code) conditions.push(sql`c.code = ${query.code}`);
  if (query.usedOnly) conditions.push(sql`i.condition = 'USED'`);
  return conditions;
}

/**
 * 추천순 score: how strongly the model's own document (brand in both spellings, model, category)
 * names each query term — at the start of a word 2, inside a word 1 — so "스페셜라이즈드" ranks the
 * brand's bikes above other bikes at a business of that name; a brand the query names adds 1.5; then
 * reviews (log-scaled, so a hundred reviews do not bury a better match) and the rating. Plain LIKE
 * tests on the row keep it cheap for thousands of candidates (trigram similarity per row is not).
 */
export function recommendScoreSql(
  query: QueryTerms,
  brandIds: readonly number[],
  stats: { reviewCount: SQL; ratingAvg: SQL; rank?: SQL },
  fuzzy = false
): SQL {
  // item_search_rows.search_rank holds this same expression, computed when the row was written.
  const reviews =
    stats.rank ??
    sql`0.6 * least(ln(1 + ${stats.reviewCount}) / ln(101), 1) + 0.4 * coalesce(${stats.ratingAvg}, 0) / 5`;
  if (fuzzy) {
    // A typo can match thousands of rows ("전기 자전기"): rank them by how the model's 초성 names each
    // term's 초성 (the way most near misses are found), with plain LIKE tests — trigram similarity
    // per row would cost a second on a broad near miss.
    const parts = query.terms.map((term) => {
      const doc = sql`coalesce(m.search_chosung, i.search_chosung)`;
      const text = likeLiteral(toChosung(term.text));
      return sql`CASE WHEN ' ' || ${doc} LIKE ${`% ${text}%`} THEN 2 WHEN ${doc} LIKE ${`%${text}%`} THEN 1 ELSE 0 END`;
    });
    return sql`(${sql.join([...parts, reviews], sql` + `)})`;
  }
  const parts = query.terms.map((term) => {
    const doc = term.chosung ? sql`coalesce(m.search_chosung, '')` : sql`coalesce(m.search_text, '')`;
    const text = likeLiteral(term.text);
    return sql`CASE WHEN ' ' || ${doc} LIKE ${`% ${text}%`} THEN 2 WHEN ${doc} LIKE ${`%${text}%`} THEN 1 ELSE 0 END`;
  });
  if (brandIds.length) {
    parts.push(
      sql`CASE WHEN b.id IN (${sql.join(
        brandIds.map((id) => sql`${id}`),
        sql`, `
      )}) THEN 1.5 ELSE 0 END`
    );
  }
  return parts.length ? sql`(${sql.join(parts, sql` + `)} + ${reviews})` : sql`(${reviews})`;
}
