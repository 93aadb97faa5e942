import type { NoticeEntry } from '@/api/item/notices';
import { articleJsonLd } from '@/lib/seo/article';
import { htmlToText } from '../info/htmlText';

const DESCRIPTION_CHARS = 120;

/** The notice's first words, for the description and link previews. */
export function noticeDescription(notice: NoticeEntry): string {
  const text = htmlToText(notice.htmlContent);
  return text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1)}…` : text;
}

/** schema.org Article for an opened notice, published by the operator. */
export function noticeArticleJsonLd(notice: NoticeEntry, url: string, siteUrl: string): Record<string, unknown> {
  return articleJsonLd({
    headline: notice.title,
    description: noticeDescription(notice),
    url,
    images: [],
    datePublished: notice.publishedAt,
    siteUrl,
  });
}
