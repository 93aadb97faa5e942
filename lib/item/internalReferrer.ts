/**
 * docs/product.md §2 Internal referrer: on the item detail page the referring internal page is remembered when it is one of
 * home, promotions, brand sale, content, keywords, order reservations, nearby-business lists, order
 * complete or recommendations. Pure: the page's server side hands in the Referer header and the
 * site's own hosts; the browser keeps the answer in session storage and sends it with capture events.
 */
export type InternalReferrerKind =
  | 'home'
  | 'promotions'
  | 'brand_sale'
  | 'content'
  | 'keywords'
  | 'order_reservations'
  | 'nearby_store_list'
  | 'order_complete'
  | 'recommendations';

export type InternalReferrer = { kind: InternalReferrerKind; url: string; path: string; host: string };

/** Minutes a remembered referrer lives in session storage (a shopping visit, not a day). */
export const INTERNAL_REFERRER_MINUTES = 30;

export const internalReferrerKey = (itemId: number) => `itemReferrer:${itemId}`;

// Order matters: brand sale is a promotion, but it is counted on its own.
const PATTERNS: [InternalReferrerKind, RegExp][] = [
  ['home', /^\/$/],
  ['brand_sale', /^\/promotions\/brand_sale(\/|$)/],
  ['promotions', /^\/promotions(\/|$)/],
  ['content', /^\/contents(\/|$)/],
  ['keywords', /^\/keywords(\/|$)/],
  ['order_reservations', /^\/user\/reservations(\/|$)/],
  ['nearby_store_list', /^\/nearby_store\/[^/]+\/(list|famous_list)\/?$/],
  ['order_complete', /^\/order\/complete\/[^/]+\/?$/],
  ['recommendations', /^\/recommendations(\/|$)/],
];

export function internalReferrerKindOf(path: string): InternalReferrerKind | null {
  for (const [kind, pattern] of PATTERNS) if (pattern.test(path)) return kind;
  return null;
}

/**
 * The internal page a request came from, when the Referer is one of our own hosts and a page of
 * the §2 list; anything else (another site, a search engine, an unlisted page of ours) is null.
 */
export function internalReferrerOf(referer: string | undefined, ownHosts: readonly string[]): InternalReferrer | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (!ownHosts.includes(url.host)) return null;
  const kind = internalReferrerKindOf(url.pathname);
  return kind ? { kind, url: url.toString(), path: url.pathname + url.search, host: url.host } : null;
}
