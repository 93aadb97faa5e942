import type { FaqQuery } from '@/store/faqSlice';

/** The longest keyword the service accepts; longer input is cut rather than refused. */
export const FAQ_KEYWORD_MAX = 50;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The FAQ query a URL names (?category=&keyword=); an empty category is 전체. */
export function faqQueryOf(query: Record<string, string | string[] | undefined>): FaqQuery {
  const category = first(query.category).trim();
  return { category: category || null, keyword: first(query.keyword).trim().slice(0, FAQ_KEYWORD_MAX) };
}
