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

/** A business profile; its item lists and reviews hang off it and are linked from it. */
export function businessPath(businessId: number): string {
  return `/nearby_store/${businessId}`;
}

/** A magazine, guide or event page. */
export function contentPath(contentId: number): string {
  return `/contents?id=${contentId}`;
}

/** A brand's introduction with its models. */
export function brandPath(brandKey: string): string {
  return `/promotions/brands/${encodeURIComponent(brandKey)}`;
}

/** A community board's list (전체 is /community). */
export function communityBoardPath(boardCode: string): string {
  return `/community?board=${encodeURIComponent(boardCode)}`;
}

/** A community post, under its board. */
export function communityPostPath(boardCode: string, postId: number): string {
  return `/community/${encodeURIComponent(boardCode)}/posts/${postId}`;
}
