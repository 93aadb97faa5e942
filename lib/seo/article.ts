/**
 * schema.org Article JSON-LD of a content page (/contents?id=) or a notice: headline, cover, dates,
 * and the site as author and publisher (both are written by the 라이드마켓 editors).
 */
export type ArticleJsonLdInput = {
  headline: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute image URLs, cover first (none for a text-only notice). */
  images: string[];
  datePublished: string;
  dateModified?: string;
  /** Absolute URL of the site (for the publisher). */
  siteUrl: string;
  section?: string;
};

const SITE_NAME = '라이드마켓';
/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

export function articleJsonLd(input: ArticleJsonLdInput): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: SITE_NAME, url: input.siteUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline.length > HEADLINE_MAX ? `${input.headline.slice(0, HEADLINE_MAX - 1)}…` : input.headline,
    description: input.description,
    ...(input.images.length > 0 ? { image: input.images } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    inLanguage: 'ko-KR',
    ...(input.section ? { articleSection: input.section } : {}),
  };
}
