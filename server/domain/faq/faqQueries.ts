import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { faqs } from '../../db/schema';
import { normalizeSearchText } from '../search/normalize';
import { sanitizeHtml } from '../content/sanitizeHtml';
import { FAQ_CATEGORIES, type FaqCategory } from './faqCategories';

/** The whole FAQ is a few dozen questions; the cap only guards the page against a runaway table. */
const MAX_FAQS = 100;
const MAX_TERMS = 5;

export const faqArgs = z.object({
  category: z.enum(FAQ_CATEGORIES).nullish(),
  keyword: z.string().max(50).nullish(),
});

export type FaqEntry = { id: number; category: string; question: string; answerHtml: string };

export type FaqList = {
  /** Every category in chip order, with how many questions match the keyword in it. */
  categories: { name: FaqCategory; count: number }[];
  faqs: FaqEntry[];
  /** Matches in all categories (the 전체 chip). */
  total: number;
  /** The normalized words searched for, so the screen highlights exactly what matched. */
  terms: string[];
};

/**
 * Search words as the index stores them: each space-separated word normalized the way search_text
 * was written (normalizeSearchText), so "환불 기간" and "환불기간" find the same answers. Every word
 * must match (AND). Normalized words hold only letters and digits, so they are safe in LIKE.
 */
export function faqSearchTerms(keyword: string | null | undefined): string[] {
  if (!keyword) return [];
  const terms = keyword
    .split(/\s+/)
    .map(normalizeSearchText)
    .filter((term) => term.length > 0);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

function keywordCondition(terms: string[]): SQL | undefined {
  // LIKE '%word%' on search_text is served by the gin_trgm_ops index for words of 3+ characters.
  return terms.length ? and(...terms.map((term) => like(faqs.searchText, `%${term}%`))) : undefined;
}

/** The FAQ for a category chip (or all) and a keyword, in the editors' order. */
export async function listFaqs(db: Db, input: z.infer<typeof faqArgs>): Promise<FaqList> {
  const terms = faqSearchTerms(input.keyword);
  const matches = keywordCondition(terms);
  const [rows, counts] = await Promise.all([
    db
      .select({ id: faqs.id, category: faqs.category, question: faqs.question, answerHtml: faqs.answerHtml })
      .from(faqs)
      .where(and(matches, input.category ? eq(faqs.category, input.category) : undefined))
      .orderBy(asc(faqs.sortOrder), asc(faqs.id))
      .limit(MAX_FAQS),
    db.select({ category: faqs.category, count: count() }).from(faqs).where(matches).groupBy(faqs.category),
  ]);
  const byCategory = new Map(counts.map((row) => [row.category, Number(row.count)]));
  return {
    categories: FAQ_CATEGORIES.map((name) => ({ name, count: byCategory.get(name) ?? 0 })),
    faqs: rows.map((row) => ({ ...row, answerHtml: sanitizeHtml(row.answerHtml) })),
    total: counts.reduce((sum, row) => sum + Number(row.count), 0),
    terms,
  };
}
