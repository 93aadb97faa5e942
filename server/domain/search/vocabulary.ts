import type { Db } from '../../db/client';
import { brands as brandTable, businesses, categories as categoryTable, models } from '../../db/schema';
import { normalizeSearchText, toChosung } from './normalize';
import { forgetEverywhere, registerForgetter } from '../../cluster/cacheBus';

/**
 * The small, slowly changing word lists of the catalogue (brands, categories, model names, businesses):
 * what auto-complete offers, what a short query word is widened to, which brand a query names, and
 * what a misspelt word may be corrected to. Kept per database for a minute: they change when a business
 * or brand is added, not per request.
 *
 * Business names are kept apart from the catalogue words. At scale there are ten thousand of them and a
 * few hundred catalogue words: mixed together, they made every typo correction compare against business
 * names first (and "correct" a shopper's word into some business's name), and every short term widen to
 * dozens of business names until the widening gave up and scanned every item.
 */
export type VocabularyBrand = {
  id: number;
  key: string;
  name: string;
  nameEn: string;
  norm: string;
  normEn: string;
  chosung: string;
};
export type VocabularyCategory = {
  id: number;
  key: string;
  name: string;
  groupName: string;
  code: 'BIKE' | 'SKI';
  norm: string;
  chosung: string;
  groupNorm: string;
  groupChosung: string;
};
/** A business by its whole name, normalised and as 초성 (how its name appears in item documents). */
export type VocabularyStore = { id: number; norm: string; chosung: string };

export type Vocabulary = {
  brands: VocabularyBrand[];
  categories: VocabularyCategory[];
  /** Normalised catalogue words: brand names in both spellings, categories, groups and regions. */
  words: string[];
  chosungWords: string[];
  /** Normalised words of model names ("turbo", "vado", "레스포"): typo corrections may land on them. */
  modelWords: string[];
  /** Every business; a short term inside a business's name finds that business's items by id (textMatch). */
  businesses: VocabularyStore[];
  /** Normalised words of business names: real words a shopper types, never the target of a correction. */
  businessWords: string[];
};

const TTL_MS = 60_000;
type Cached = { at: number; data: Promise<Vocabulary>; refreshing: boolean };
const cache = new WeakMap<Db, Cached>();

const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))];
/** A name's own words, each normalised ("Turbo Vado 4.0" → turbo, vado, 40). */
const wordsOf = (name: string) => name.split(/\s+/).map(normalizeSearchText);

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const [brandRows, categoryRows, businessRows, modelRows] = await Promise.all([
    db
      .select({ id: brandTable.id, key: brandTable.key, name: brandTable.name, nameEn: brandTable.nameEn })
      .from(brandTable)
      .orderBy(brandTable.id),
    db
      .select({
        id: categoryTable.id,
        key: categoryTable.key,
        name: categoryTable.name,
        groupName: categoryTable.groupName,
        code: categoryTable.code,
      })
      .from(categoryTable)
      .orderBy(categoryTable.code, categoryTable.sortOrder, categoryTable.id),
    db
      .select({ id: businesses.id, name: businesses.name, region: businesses.region })
      .from(businesses)
      .orderBy(businesses.id),
    db.selectDistinct({ name: models.name }).from(models).orderBy(models.name),
  ]);
  const brands = brandRows.map((b) => ({
    ...b,
    norm: normalizeSearchText(b.name),
    normEn: normalizeSearchText(b.nameEn),
    chosung: toChosung(b.name),
  }));
  const categories = categoryRows.map((c) => ({
    ...c,
    norm: normalizeSearchText(c.name),
    chosung: toChosung(c.name),
    groupNorm: normalizeSearchText(c.groupName),
    groupChosung: toChosung(c.groupName),
  }));
  const raw = [
    ...brandRows.flatMap((b) => [b.name, b.nameEn]),
    ...categoryRows.flatMap((c) => [c.name, c.groupName]),
    ...businessRows.map((s) => s.region),
  ];
  return {
    brands,
    categories,
    words: unique(raw.map(normalizeSearchText)),
    chosungWords: unique(raw.map(toChosung)),
    modelWords: unique(modelRows.flatMap((m) => wordsOf(m.name))),
    businesses: businessRows.map((s) => {
      const norm = normalizeSearchText(s.name);
      // toChosung of the normalised name: the same letters, without normalising a second time.
      return { id: Number(s.id), norm, chosung: toChosung(norm) };
    }),
    businessWords: unique(businessRows.flatMap((s) => [...wordsOf(s.name), normalizeSearchText(s.name)])),
  };
}

/**
 * The lists of a database. Loading ten thousand businesses takes a tenth of a second, so after the first
 * load a stale copy keeps being served while one reload runs in the background: no search waits for it.
 */
export function getVocabulary(db: Db, now: number = Date.now()): Promise<Vocabulary> {
  const hit = cache.get(db);
  if (hit && (now - hit.at < TTL_MS || hit.refreshing)) return hit.data;
  if (hit) {
    hit.refreshing = true;
    loadVocabulary(db)
      .then((fresh) => {
        if (cache.get(db) === hit) cache.set(db, { at: Date.now(), data: Promise.resolve(fresh), refreshing: false });
      })
      .catch(() => {
        hit.refreshing = false;
      });
    return hit.data;
  }
  const data = loadVocabulary(db);
  cache.set(db, { at: now, data, refreshing: false });
  data.catch(() => cache.delete(db));
  return data;
}

/** Forgets the cached lists of a database (tests that add brands or businesses, the seed). */
export function forgetVocabulary(db: Db): void {
  forgetEverywhere('vocabulary', db, null);
}
registerForgetter('vocabulary', (db) => {
  if (db) cache.delete(db);
});

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
    .filter((brand) =>
      term.chosung
        ? [...term.text].length >= 2 && brand.chosung === term.text
        : brand.norm === term.text || brand.normEn === term.text
    )
    .map((brand) => brand.id);
}

/**
 * Categories a term names: a category whose name holds it ("스키" → 카빙·레이싱 스키, 스키 부츠 …;
 * "보드" → 스노보드, 보드 부츠) or a group it names exactly; 초성 only by the whole name.
 */
export function categoriesNamedBy(vocabulary: Vocabulary, term: { text: string; chosung: boolean }): number[] {
  if ([...term.text].length < 2) return [];
  return vocabulary.categories
    .filter((category) =>
      term.chosung
        ? category.chosung === term.text || category.groupChosung === term.text
        : category.norm.includes(term.text) || category.groupNorm === term.text
    )
    .map((category) => category.id);
}

/** Businesses whose name holds the term past its start (a name's start is already a word start in the documents). */
export function businessesHolding(vocabulary: Vocabulary, term: { text: string; chosung: boolean }): number[] {
  return vocabulary.businesses
    .filter((business) => {
      const name = term.chosung ? business.chosung : business.norm;
      return name.includes(term.text) && !name.startsWith(term.text);
    })
    .map((business) => business.id);
}
