import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, reviews } from '../db/schema';
import { postImageIds, taggedModelIds } from '../domain/community/postPages';
import { forgetItemPublic, itemPublicKey } from '../domain/item/itemDetailService';
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

/**
 * An item's price, stock, options, status or maintenance: its kept public part, its page, its
 * business's pages (and the business page's kept part, which lists its items) and its model's.
 */
export async function itemChanged(db: Db, itemId: number): Promise<void> {
  const [row] = await db
    .select({ businessId: items.businessId, modelId: items.modelId })
    .from(items)
    .where(eq(items.id, itemId));
  forgetItemPublic(db, itemPublicKey.item(itemId));
  forgetCachedPages(`/services/${itemId}`);
  if (!row) return;
  forgetItemPublic(db, itemPublicKey.businessPage(Number(row.businessId)));
  forgetBusinessPages(Number(row.businessId));
  if (row.modelId !== null) modelChanged(db, Number(row.modelId));
}

/**
 * Sale stock taken by a checkout or given back by a cancellation: what the item page shows of it
 * (options' stock, 품절). Only the kept data: the kept HTML of the page lives its 30 s, as a price
 * seen by a visitor is checked again at checkout.
 */
export function itemStockChanged(db: Db, itemId: number): void {
  forgetItemPublic(db, itemPublicKey.item(itemId));
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

/**
 * A business's profile (name, notice, hours, introduction): the shop's pages, its page's kept part
 * and the kept public part of each of its items (an item page shows its business): all tagged with it.
 */
export function businessChanged(db: Db, businessId: number): void {
  forgetItemPublic(db, itemPublicKey.business(businessId));
  forgetBusinessPages(businessId);
}

/** The shop's pages, which list its items. */
function forgetBusinessPages(businessId: number): void {
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
  forgetItemPublic(db, null);
  const rows = await db
    .selectDistinct({ modelId: items.modelId })
    .from(items)
    .where(and(eq(items.businessId, businessId), isNotNull(items.modelId)));
  for (const row of rows) if (row.modelId !== null) forgetModelDetail(db, Number(row.modelId));
}

/** A model's page and its kept detail (reviews, tagged posts, its items' prices), and its items' kept public parts. */
export function modelChanged(db: Db, modelId: number): void {
  forgetCachedPages(`/models/${modelId}`);
  forgetModelDetail(db, modelId);
  forgetItemPublic(db, itemPublicKey.model(modelId));
}

/**
 * A review written, changed or answered: every page that lists it (its item's, business's and
 * model's), and every item page of its business, whose rating counts it.
 */
export async function reviewChanged(db: Db, reviewId: number): Promise<void> {
  const [row] = await db
    .select({ itemId: reviews.itemId, businessId: items.businessId })
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.itemId))
    .where(eq(reviews.id, reviewId));
  if (!row) return;
  await itemChanged(db, Number(row.itemId));
  forgetItemPublic(db, itemPublicKey.business(Number(row.businessId)));
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
