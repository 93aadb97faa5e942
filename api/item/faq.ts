import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

export const FAQS_DOCUMENT = `query pb_faqs($category: String, $keyword: String) {
  faqs(category: $category, keyword: $keyword) {
    categories { name count } faqs { id category question answerHtml } total terms
  }
}`;

const faqSchema = z.object({ id: z.number().int(), category: z.string(), question: z.string(), answerHtml: z.string() });
const faqListSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int().nonnegative() })),
  faqs: z.array(faqSchema),
  total: z.number().int().nonnegative(),
  terms: z.array(z.string()),
});

export type FaqEntry = z.infer<typeof faqSchema>;
export type FaqList = z.infer<typeof faqListSchema>;

/** `category` null is 전체; an empty keyword lists everything in the category. */
export async function fetchFaqs(client: ApiClient, category: string | null, keyword: string): Promise<FaqList> {
  const variables = { category, keyword: keyword.trim() || null };
  const data = await client.request<unknown>('item', FAQS_DOCUMENT, variables, { operationName: 'pb_faqs' });
  return checkAnswer(z.object({ faqs: faqListSchema }), data, 'pb_faqs').faqs;
}
