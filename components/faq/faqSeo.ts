import type { FaqEntry } from '@/api/item/faq';
import { htmlToText } from '../info/htmlText';

/** schema.org FAQPage: each question with its answer as plain text. */
export function faqPageJsonLd(faqs: FaqEntry[], url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(faq.answerHtml) },
    })),
  };
}

/** The FAQ's address for a category and keyword (either may be absent). */
export function faqPath(category: string | null, keyword: string): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (keyword.trim()) params.set('keyword', keyword.trim());
  const query = params.toString();
  return query ? `/qna_info?${query}` : '/qna_info';
}
