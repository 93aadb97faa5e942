/**
 * Korean-aware normalisation shared by the search index (written with every model and item) and the
 * query side, so both sides always agree:
 * - NFC, because 한글 typed on macOS arrives decomposed (NFD) and would never match;
 * - lower case, and every space and punctuation mark removed, so "브롬 톤", "브롬톤" and "Brompton C-Line"
 *   meet on one form ("브롬톤", "bromptoncline");
 * - 초성 (initial consonants) of Hangul syllables, so "ㅂㄹㅌ" finds 브롬톤.
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
// One syllable block per (21 medials × 28 finals).
const SYLLABLES_PER_INITIAL = 21 * 28;

export function normalizeSearchText(input: string): string {
  return input
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The initial consonants of every Hangul syllable; other letters and digits are kept as they are. */
export function toChosung(input: string): string {
  let out = '';
  for (const char of normalizeSearchText(input)) {
    const code = char.codePointAt(0)!;
    out +=
      code >= HANGUL_FIRST && code <= HANGUL_LAST
        ? INITIALS[Math.floor((code - HANGUL_FIRST) / SYLLABLES_PER_INITIAL)]
        : char;
  }
  return out;
}

/** True when the query is made only of compatibility jamo consonants (a 초성 search like "ㅂㄹㅌ"). */
export function isChosungQuery(input: string): boolean {
  const text = normalizeSearchText(input);
  return text.length > 0 && [...text].every((char) => INITIALS.includes(char));
}

/** The indexed text of a document: each part normalised, then joined so a query can match across parts. */
export function searchDocument(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map(normalizeSearchText)
    .join(' ');
}
