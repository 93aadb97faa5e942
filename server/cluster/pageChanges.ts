import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, reviews } from '../db/schema';
import { postImageIds, taggedModelIds } from '../domain/community/postPages';
import { forgetModelDetail } from '../domain/model/modelDetailService';
import { forgetOgImage } from '../http/ogImageHandler';
import { forgetCachedPages } from '../ssr/anonymousPageCache';

/**
 * What a change makes stale, in one place (docs/operations.md §10 What the shared cache keeps): a
 * resolver that has committed a change names it here, and these say which pages (and kept data)
 * show it. Each forget goes through server/cluster/cacheBus.ts: this process at once, the other
 * instances over the cache channel, and the shared HTTP cache as a ban (server/cluster/sharedPaths.ts).
 * Call them after the commit: a forget before it would let a request refill the caches with the old data.
 */

/** An item's price, stock, options, status or maintenance: its page, its business's pages and its model's. */
export async function itemChanged(db: Db, itemId: number): Promise<void> {
  const [row] = await db
    .select({ businessId: items.businessId, modelId: items.modelId })
    .from(items)
    .where(eq(items.id, itemId));
  forgetCachedPages(`/services/${itemId}`);
  if (!row) return;
  businessChanged(Number(row.businessId));
  if (row.modelId !== null) modelChanged(db, Number(row.modelId));
}

/**
 * A business's own listing saved, published or taken down (docs/product.md §4 Listings): besides the
 * item's pages, the lists that gain or lose it — search, the sitemaps and the Naver feed, which the
 * shared cache otherwise keeps for an hour.
 */
export async function listingChanged(db: Db, itemId: number): Promise<void> {
  await itemChanged(db, itemId);
  for (const path of ['/search', '/sitemap.xml', '/sitemaps', '/ep/naver.tsv']) forgetCachedPages(path);
}

/** A business's profile (notice, hours, introduction) or its item list: the shop's pages. */
export function businessChanged(businessId: number): void {
  forgetCachedPages(`/nearby_store/${businessId}`);
  forgetCachedPages(`/businesses/${businessId}`);
}

/**
 * A business suspended or let back (docs/product.md §10 Suspension): its items leave or rejoin every
 * list at once — search, the home, model comparisons, the map, its own pages — so every kept page
 * goes (a rare operator action; cheaper than naming each page), and so do its models' kept details.
 */
export async function businessSuspensionChanged(db: Db, businessId: number): Promise<void> {
  forgetCachedPages(null);
  const rows = await db
    .selectDistinct({ modelId: items.modelId })
    .from(items)
    .where(and(eq(items.businessId, businessId), isNotNull(items.modelId)));
  for (const row of rows) if (row.modelId !== null) forgetModelDetail(db, Number(row.modelId));
}

/** A model's page and its kept detail (reviews, tagged posts, its items' prices). */
export function modelChanged(db: Db, modelId: number): void {
  forgetCachedPages(`/models/${modelId}`);
  forgetModelDetail(db, modelId);
}

/** A review written, changed or answered: every page that lists it (its item's, business's and model's). */
export async function reviewChanged(db: Db, reviewId: number): Promise<void> {
  const [row] = await db.select({ itemId: reviews.itemId }).from(reviews).where(eq(reviews.id, reviewId));
  if (row) await itemChanged(db, Number(row.itemId));
}

/**
 * A post written, edited, hidden or deleted (or its comments): every page under /community (the post,
 * the board lists, community search), the pages of the models it tags and tagged before an edit
 * (`taggedBefore`), and its photos' share pictures, those it had before an edit or delete included
 * (`imagesBefore`): hidden and deleted content must not stay readable anywhere.
 */
export async function postChanged(
  db: Db,
  postId: number,
  { taggedBefore = [], imagesBefore = [] }: { taggedBefore?: readonly number[]; imagesBefore?: readonly number[] } = {}
): Promise<void> {
  forgetCachedPages('/community');
  const [tagged, images] = await Promise.all([taggedModelIds(db, postId), postImageIds(db, postId)]);
  for (const modelId of new Set([...taggedBefore, ...tagged])) modelChanged(db, modelId);
  for (const imageId of new Set([...imagesBefore, ...images])) forgetOgImage(imageId);
}
