import type { CacheName } from './cacheBus';

/**
 * What a forget means for the shared HTTP cache (docs/operations.md §10 What the shared cache keeps):
 * the one table of "this kept answer changed → these URL paths (and the pages under them)
 * are stale". server/cluster/cacheBus.ts bans them through server/cluster/sharedCachePurge.ts in the
 * instance that made the change. A new cache whose data a shared page shows gets its row here.
 */
export const SHARED_PATHS: Record<CacheName, (key: string | null) => string[]> = {
  // The anonymous pages themselves: the key is the path, as forgetCachedPages names it; null is every page.
  pages: (path) => [path ?? '/'],
  // A model's kept detail (reviews, tagged posts, prices): its page.
  modelDetail: (id) => (id === null ? ['/models'] : [`/models/${id}`]),
  // An item page's kept public part (server/domain/item/itemDetailService.ts): the data behind pages
  // the 'pages' forgets of the same change already ban, so nothing more.
  itemDetail: () => [],
  // The refreshed popularity ranking: the home's lists and the recommendation pages.
  popularCandidates: () => ['/', '/recommendations'],
  // Brands, businesses and synonyms the search understands: search results and the keyword page.
  vocabulary: () => ['/search', '/keywords'],
  // A stored image's rendered share picture (and the photo itself): /app/v4/images/{id}[/og.png].
  ogImages: (id) => (id === null ? ['/app/v4/images'] : [`/app/v4/images/${id}`]),
};
