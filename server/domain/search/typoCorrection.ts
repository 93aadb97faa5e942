import { parseQuery, type QueryTerms } from './queryTerms';
import { brandsExactlyNamed, categoriesNamedBy, type Vocabulary } from './vocabulary';

/**
 * "Did you mean": a term that matches nothing is replaced by the closest catalogue word (brand,
 * category, group, region, a word of a model's name, or a generic word such as 자전거), then the
 * corrected query runs the ordinary indexed search. Distance is counted over jamo, so one wrong vowel
 * or consonant in a syllable (자전기 → 자전거, 캐논대일 → 캐논데일, 자이언뜨 → 자이언트) costs one edit,
 * as does one swapped pair of letters (specailized → specialized).
 *
 * Business names are never a correction: a shopper's near miss of a brand or a model must not turn into
 * some business's name, and at scale the ten thousand business names made every correction slow. They
 * still count as real words (isKnownQuery). The dictionary is built once per vocabulary and grouped
 * by jamo length, so a term is only compared with words its edit limit can reach.
 */
const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const GENERIC_WORDS = ['자전거', '바이크', '대여', '렌탈', '중고', '스키', '보드', '스노보드', '헬멧', '고글', '부츠'];

/** Each Hangul syllable as its initial, medial and (if any) final jamo index, tagged so they never collide. */
export function toJamo(text: string): string[] {
  const out: string[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < HANGUL_FIRST || code > HANGUL_LAST) {
      out.push(char);
      continue;
    }
    const offset = code - HANGUL_FIRST;
    out.push(`i${Math.floor(offset / 588)}`, `m${Math.floor((offset % 588) / 28)}`);
    if (offset % 28) out.push(`f${offset % 28}`);
  }
  return out;
}

/** Optimal string alignment distance (Levenshtein plus one adjacent swap), stopping past `limit`. */
export function editDistance(a: readonly string[], b: readonly string[], limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/** One edit for a short word, two from nine jamo on: looser would turn real words into others. */
function allowedEdits(jamoLength: number): number {
  return jamoLength >= 9 ? 2 : jamoLength >= 4 ? 1 : 0;
}

type Entry = { word: string; jamo: string[]; order: number };
type Dictionary = {
  /** Correction targets by jamo length. */
  byLength: Map<number, Entry[]>;
  /** Targets and business-name words: a term equal to one of them is spelt right. */
  known: Set<string>;
};

const dictionaries = new WeakMap<Vocabulary, Dictionary>();

function dictionaryOf(vocabulary: Vocabulary): Dictionary {
  const hit = dictionaries.get(vocabulary);
  if (hit) return hit;
  // Catalogue words first: at an equal distance a brand or a category wins over a model's word.
  const targets = [
    ...new Set([
      ...vocabulary.words,
      ...vocabulary.brands.map((b) => b.normEn),
      ...GENERIC_WORDS,
      ...vocabulary.modelWords,
    ]),
  ];
  const byLength = new Map<number, Entry[]>();
  targets.forEach((word, order) => {
    const jamo = toJamo(word);
    const bucket = byLength.get(jamo.length) ?? [];
    bucket.push({ word, jamo, order });
    byLength.set(jamo.length, bucket);
  });
  const dictionary = { byLength, known: new Set([...targets, ...vocabulary.businessWords]) };
  dictionaries.set(vocabulary, dictionary);
  return dictionary;
}

function closestWord(term: string, dictionary: Dictionary): string | null {
  const jamo = toJamo(term);
  const limit = allowedEdits(jamo.length);
  if (limit === 0 || dictionary.known.has(term)) return null;
  let best: { word: string; distance: number; order: number } | null = null;
  for (let length = jamo.length - limit; length <= jamo.length + limit; length += 1) {
    for (const entry of dictionary.byLength.get(length) ?? []) {
      const distance = editDistance(jamo, entry.jamo, limit);
      if (
        distance > limit ||
        (best && (distance > best.distance || (distance === best.distance && entry.order > best.order)))
      )
        continue;
      best = { word: entry.word, distance, order: entry.order };
    }
  }
  return best?.word ?? null;
}

/**
 * True when every word of the query is a real word: a catalogue, model or business word, or a brand or a
 * category named exactly (also by its 초성, "ㅂㄹㅌ"). There is nothing to forgive, so a search that
 * found nothing exactly (a model not stocked here, filters that leave nothing) skips the
 * typo-tolerant pass instead of scanning for look-alikes of correct words.
 */
export function isKnownQuery(query: QueryTerms, vocabulary: Vocabulary): boolean {
  if (query.terms.length === 0) return false;
  const { known } = dictionaryOf(vocabulary);
  return query.terms.every(
    (term) =>
      (!term.chosung && known.has(term.text)) ||
      brandsExactlyNamed(vocabulary, term).length > 0 ||
      categoriesNamedBy(vocabulary, term).length > 0
  );
}

/** The query with its misspelt terms corrected, or null when no term has a close catalogue word. */
export function correctQuery(query: QueryTerms, vocabulary: Vocabulary): QueryTerms | null {
  if (query.chosung || query.terms.length === 0) return null;
  const dictionary = dictionaryOf(vocabulary);
  let changed = false;
  const corrected = query.terms.map((term) => {
    if (term.chosung) return term.text;
    const word = closestWord(term.text, dictionary);
    if (word === null) return term.text;
    changed = true;
    return word;
  });
  if (!changed) return null;
  const reparsed = parseQuery(corrected.join(' '));
  return {
    ...reparsed,
    display: query.display,
    code: reparsed.code ?? query.code,
    usedOnly: reparsed.usedOnly || query.usedOnly,
  };
}
