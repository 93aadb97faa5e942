import { isChosungQuery, normalizeSearchText } from './normalize';

/**
 * A shopper's query, split into what the SQL side needs. Korean shoppers type intent words with the
 * thing they look for ("한강 자전거 대여", "중고 로드"); matching those words as text would miss most
 * items (an item is called "1일 렌탈", not "대여"), so they become conditions instead:
 * - deal words (대여, 렌탈 …) are dropped: the deal type tab already says rental or sale;
 * - 자전거 / 바이크 mean "a bike" (category code BIKE), because most bike items never spell the word;
 * - 중고 means a used item.
 * Every other word is a text term, matched against the normalised search document.
 */

export type TextTerm = { text: string; chosung: boolean };

export type QueryTerms = {
  /** The query as typed, NFC, trimmed, inner spaces collapsed (what is shown and recorded). */
  display: string;
  terms: TextTerm[];
  /** Category code implied by a generic word, or null. */
  code: 'BIKE' | 'SKI' | null;
  usedOnly: boolean;
  /** All terms joined: the query side of trigram similarity (ranking, fuzzy fallback). */
  similarityText: string;
  /** True when the similarity text is made of 초성 only (compare with search_chosung). */
  chosung: boolean;
};

export const MAX_KEYWORD_LENGTH = 50;
const MAX_TERMS = 8;

const DEAL_WORDS = new Set(['대여', '렌탈', '렌트', '대여점', '대여소', '렌탈샵', '빌리기', 'rental', 'rent']);
const BIKE_WORDS = new Set(['자전거', '바이크', '자전차', 'bike', 'bicycle']);
const USED_WORDS = new Set(['중고', '중고품', 'used']);

export function displayKeyword(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_LENGTH);
}

export function parseQuery(raw: string): QueryTerms {
  const display = displayKeyword(raw);
  const words = display.split(' ').map(normalizeSearchText).filter(Boolean);
  const terms: TextTerm[] = [];
  let code: QueryTerms['code'] = null;
  let usedOnly = false;
  for (const word of words) {
    if (DEAL_WORDS.has(word)) continue;
    if (BIKE_WORDS.has(word)) {
      code = 'BIKE';
      continue;
    }
    if (USED_WORDS.has(word)) {
      usedOnly = true;
      continue;
    }
    if (!terms.some((term) => term.text === word)) terms.push({ text: word, chosung: isChosungQuery(word) });
  }
  const kept = terms.slice(0, MAX_TERMS);
  const similarityText = kept.map((term) => term.text).join(' ');
  return {
    display,
    terms: kept,
    code,
    usedOnly,
    similarityText,
    chosung: kept.length > 0 && kept.every((term) => term.chosung),
  };
}

/** Whether the query asks for anything beyond the deal type (an empty one lists everything). */
export function hasConditions(query: QueryTerms): boolean {
  return query.terms.length > 0 || query.code !== null || query.usedOnly;
}
