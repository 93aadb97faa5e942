/**
 * XML text for sitemaps. Every value that goes into an element is escaped: keyword landing URLs carry
 * a query string (`?keyword=…&…`), and a bare `&` makes the whole sitemap unreadable to a crawler.
 */
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]);
}

/**
 * W3C Datetime as the sitemap protocol asks for it, in UTC to the second (milliseconds add nothing
 * a crawler uses and make every file differ on each deploy).
 */
export function w3cDatetime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** An absolute URL on the canonical origin (SITE_URL), whatever trailing slash it was configured with. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
