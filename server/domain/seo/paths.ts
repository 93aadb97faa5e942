/**
 * Public paths of the pages the sitemap and the shopping feed point at. They must be the pages'
 * canonical paths exactly, or a crawler sees two addresses for one page.
 */

/** A keyword landing (`/keywords?keyword=…`): the keyword percent-encoded, as RFC 3986 URLs in sitemaps must be. */
export function keywordLandingPath(keyword: string): string {
  return `/keywords?keyword=${encodeURIComponent(keyword)}`;
}

export function itemPath(itemId: number): string {
  return `/services/${itemId}`;
}
