import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { normalizeSearchText, toChosung } from './normalize';

/**
 * The small, slowly changing word lists of the catalogue (brands, categories, stores): what
 * auto-complete offers, what a short query word is widened to, and which brand a query names.
 * Kept per database for a minute: they change when a store or brand is added, not per request.
 */
export type VocabularyBrand = { id: number; key: string; name: string; nameEn: string; norm: string; normEn: string; chosung: string };
export type VocabularyCategory = {
  id: number; key: string; name: string; groupName: string; code: 'BIKE' | 'SKI'; norm: string; chosung: string; groupNorm: string; groupChosung: string;
};

export type Vocabulary = {
  brands: VocabularyBrand[];
  categories: VocabularyCategory[];
  /** Every normalised word of the search documents that comes from these tables (store names, regions, groups …). */
  words: string[];
  chosungWords: string[];
};

const TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; data: Promise<Vocabulary> }>();

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const [brandRows, categoryRows, storeRows] = await Promise.all([
    queryRows<{ id: number; key: string; name: string; nameEn: string }>(db, sql`
      SELECT id, key, name, name_en AS "nameEn" FROM brands ORDER BY id`),
    queryRows<{ id: number; key: string; name: string; groupName: string; code: 'BIKE' | 'SKI' }>(db, sql`
      SELECT id, key, name, group_name AS "groupName", code FROM categories ORDER BY code, sort_order, id`),
    queryRows<{ name: string; region: string }>(db, sql`SELECT name, region FROM stores ORDER BY id`),
  ]);
  const brands = brandRows.map((b) => ({
    ...b, norm: normalizeSearchText(b.name), normEn: normalizeSearchText(b.nameEn), chosung: toChosung(b.name),
  }));
  const categories = categoryRows.map((c) => ({
    ...c, norm: normalizeSearchText(c.name), chosung: toChosung(c.name), groupNorm: normalizeSearchText(c.groupName), groupChosung: toChosung(c.groupName),
  }));
  const raw = [
    ...brandRows.flatMap((b) => [b.name, b.nameEn]),
    ...categoryRows.flatMap((c) => [c.name, c.groupName]),
    ...storeRows.flatMap((s) => [s.name, s.region]),
  ];
  const words = [...new Set(raw.map(normalizeSearchText).filter(Boolean))];
  const chosungWords = [...new Set(raw.map(toChosung).filter(Boolean))];
  return { brands, categories, words, chosungWords };
}

export function getVocabulary(db: Db, now: number = Date.now()): Promise<Vocabulary> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.data;
  const data = loadVocabulary(db);
  cache.set(db, { at: now, data });
  data.catch(() => cache.delete(db));
  return data;
}

/** Forgets the cached lists of a database (tests that add brands or stores, the seed). */
export function forgetVocabulary(db: Db): void {
  cache.delete(db);
}

/** Brands the query names: a term equal to, or the start of, the brand's Korean or Latin name or its 초성. */
export function brandsNamedBy(vocabulary: Vocabulary, terms: readonly { text: string; chosung: boolean }[]): number[] {
  const ids = new Set<number>();
  for (const term of terms) {
    for (const brand of vocabulary.brands) {
      const hit = term.chosung
        ? brand.chosung.startsWith(term.text)
        : brand.norm.startsWith(term.text) || brand.normEn.startsWith(term.text);
      // A one-letter term ("턴" is a whole brand name) only counts when it is the whole name.
      if (hit && (term.text.length > 1 || brand.norm === term.text)) ids.add(brand.id);
    }
  }
  return [...ids];
}

/** Brands whose whole name (Korean, Latin, or 초성 of two letters or more) is exactly the term. */
export function brandsExactlyNamed(vocabulary: Vocabulary, term: { text: string; chosung: boolean }): number[] {
  return vocabulary.brands
    .filter((brand) => (term.chosung
      ? [...term.text].length >= 2 && brand.chosung === term.text
      : brand.norm === term.text || brand.normEn === term.text))
    .map((brand) => brand.id);
}

/**
 * Categories a term names: a category whose name holds it ("스키" → 카빙·레이싱 스키, 스키 부츠 …;
 * "보드" → 스노보드, 보드 부츠) or a group it names exactly; 초성 only by the whole name.
 */
export function categoriesNamedBy(vocabulary: Vocabulary, term: { text: string; chosung: boolean }): number[] {
  if ([...term.text].length < 2) return [];
  return vocabulary.categories
    .filter((category) => (term.chosung
      ? category.chosung === term.text || category.groupChosung === term.text
      : category.norm.includes(term.text) || category.groupNorm === term.text))
    .map((category) => category.id);
}
