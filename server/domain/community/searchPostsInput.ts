import { z } from 'zod';
import { DomainError } from '@/lib/errors';
import { isChosungQuery, normalizeSearchText } from '../search/normalize';

export const COMMUNITY_KEYWORD_MAX = 50;
export const COMMUNITY_SEARCH_PAGE_SIZE = 20;
const MAX_TERMS = 8;

/** communitySearch's arguments at the trust boundary (parseInput). */
export const communitySearchInput = z.object({
  keyword: z
    .string()
    .trim()
    .max(COMMUNITY_KEYWORD_MAX, `검색어는 ${COMMUNITY_KEYWORD_MAX}자까지 입력할 수 있어요.`)
    .nullish()
    .transform((v) => v ?? ''),
  boardCode: z
    .string()
    .regex(/^[a-z_]{1,40}$/, '게시판을 다시 골라 주세요.')
    .nullish()
    .transform((v) => v ?? null),
  modelId: z
    .number()
    .int()
    .positive('모델을 다시 골라 주세요.')
    .nullish()
    .transform((v) => v ?? null),
  searchAfter: z
    .string()
    .min(1)
    .max(400)
    .nullish()
    .transform((v) => v ?? null),
  size: z
    .number()
    .int()
    .min(1)
    .max(30)
    .nullish()
    .transform((v) => v ?? COMMUNITY_SEARCH_PAGE_SIZE),
});
export type CommunitySearchInput = z.output<typeof communitySearchInput>;

export type SearchTerm = { text: string; chosung: boolean };

/**
 * The keyword's words, each normalised like the stored text (NFC, lower case, no punctuation), so
 * "브롬 톤" and "Brompton C-Line" meet the document; a word of 초성 only ("ㅂㄹㅌ") is matched against
 * the 초성 column. A keyword of symbols only has nothing to look for: INVALID_INPUT, not every post.
 */
export function searchTerms(keyword: string): SearchTerm[] {
  const words = keyword.normalize('NFC').split(/\s+/).map(normalizeSearchText).filter(Boolean);
  if (keyword.trim() !== '' && words.length === 0) {
    throw new DomainError('INVALID_INPUT', '검색어에 글자나 숫자를 넣어 주세요.', {
      keyword: '검색어에 글자나 숫자를 넣어 주세요.',
    });
  }
  return [...new Set(words)].slice(0, MAX_TERMS).map((text) => ({ text, chosung: isChosungQuery(text) }));
}
