/**
 * Marks where the searched words occur. The server matched words normalized by normalizeSearchText
 * (spaces and punctuation removed, lower case), so "환불 기간" matched "환불기간" and "취소·환불"
 * matched "취소환불": the marks are found the same way, on a normalized copy that remembers where
 * each of its characters came from, and may span the spaces and dots between them.
 */
import { decodeEntities, escapeText } from '../info/htmlText';

export type Segment = { text: string; mark: boolean };

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** [start, end) ranges of `text` covered by any of `terms` (already normalized), merged. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  let normalized = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const folded = text[i].normalize('NFC').toLowerCase();
    if (!WORD_CHAR.test(folded)) continue;
    // Lower-casing can lengthen a character (İ → i̇): every output character points at its source.
    for (const char of folded) {
      normalized += char;
      origin.push(i);
    }
  }
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = normalized.indexOf(term); at !== -1; at = normalized.indexOf(term, at + term.length)) {
      ranges.push([origin[at], origin[at + term.length - 1] + 1]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Plain text cut into marked and unmarked pieces (for a question's title). */
export function highlightSegments(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > last) segments.push({ text: text.slice(last, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/**
 * Sanitized HTML with <mark> around matches in its text (never inside a tag). Text between tags is
 * decoded, marked and escaped again, so an entity such as &amp; can neither match nor be cut.
 */
export function highlightHtml(html: string, terms: readonly string[]): string {
  if (terms.length === 0) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<') || part === '') return part;
      return highlightSegments(decodeEntities(part), terms)
        .map((s) => (s.mark ? `<mark>${escapeText(s.text)}</mark>` : escapeText(s.text)))
        .join('');
    })
    .join('');
}
