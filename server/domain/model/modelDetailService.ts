import type { Db } from '../../db/client';
import { bookmarkState } from '../member/bookmarks';
import { sanitizeHtml } from '../content/sanitizeHtml';
import { listBestReviews, listReviews, reviewHeader } from '../review/reviewQueries';
import type { ReviewPage, ReviewScope } from '../review/reviewTypes';
import { assertModelExists, loadModelRecord, toSummary } from './modelSummary';
import type { ModelDetail } from './modelTypes';
import { priceComparison } from './priceComparison';
import { publicCache } from '../../cluster/publicCache';
import { similarModels } from './similarModels';
import { detailSpecHtml, geometryHtml } from './specHtml';
import { taggedPosts } from './taggedPosts';
import { withViewerMarks } from '../review/viewerMarks';
import { withViewerHearts } from '../item/itemCard';
import { forgetEverywhere, registerForgetter } from '../../cluster/cacheBus';

export const MD_REVIEW_TITLE = '도움이 많이 된 리뷰';

const TTL_MS = 30_000;
const detailCache = publicCache<ModelDetail>(TTL_MS, 500);
const comparisonCache = publicCache<Awaited<ReturnType<typeof priceComparison>>>(TTL_MS, 500);
const similarCache = publicCache<Awaited<ReturnType<typeof similarModels>>>(TTL_MS, 500);
const firstReviewPageCache = publicCache<ReviewPage>(TTL_MS, 500);

/** The model page's public part: the same for every viewer, so it is kept (forgotten by pageChanges.ts). */
async function loadModelDetail(db: Db, id: number): Promise<ModelDetail> {
  const record = await loadModelRecord(db, id);
  const scope: ReviewScope = { kind: 'MODEL', modelId: id };
  const [header, best, tagged] = await Promise.all([
    reviewHeader(db, scope),
    listBestReviews(db, scope, null),
    taggedPosts(db, id),
  ]);
  const htmlDetailSpec = detailSpecHtml(record.specInfo);
  const htmlGeometry = geometryHtml(record.geometry);
  return {
    model: toSummary(record, header),
    specInfo: record.specInfo,
    detailSpecInfo: {
      isShow: htmlDetailSpec !== '' || htmlGeometry !== '',
      isShowDetailSpec: htmlDetailSpec !== '',
      isShowGeometry: htmlGeometry !== '',
      htmlDetailSpec,
      htmlGeometry,
    },
    totalHtmlContent: sanitizeHtml(record.detailHtml),
    mdReviewInfo: { isShow: best.length > 0, title: MD_REVIEW_TITLE, reviews: best },
    modelReviewHeader: header,
    bookmark: await bookmarkState(db, null, 'MODEL', id),
    posts: tagged.posts,
    postCount: tagged.postCount,
  };
}

/**
 * Visitors' next model page reads afresh, in every instance: a post it lists was hidden, deleted or
 * edited, or a review was written, hidden or deleted (the first review page and the businesses'
 * ratings in the comparison are kept apart from the detail, so they go too); null forgets every model's.
 */
export function forgetModelDetail(db: Db, id: number | null): void {
  forgetEverywhere('modelDetail', db, id === null ? null : String(id));
}
registerForgetter('modelDetail', (db, key) => {
  if (!db) return;
  detailCache.forget(db, key);
  firstReviewPageCache.forget(db, key);
  comparisonCache.forget(db, key);
});

/**
 * docs/product.md §3 Model detail for a viewer (null = anonymous): the kept public part, and for a
 * member their heart and their marks on the best reviews, read afresh.
 */
export async function getModelDetail(db: Db, viewerId: number | null, id: number): Promise<ModelDetail> {
  const detail = await detailCache(db, String(id), () => loadModelDetail(db, id));
  if (viewerId === null) return detail;
  const [bookmark, best] = await Promise.all([
    bookmarkState(db, viewerId, 'MODEL', id),
    withViewerMarks(db, viewerId, detail.mdReviewInfo.reviews),
  ]);
  return { ...detail, bookmark, mdReviewInfo: { ...detail.mdReviewInfo, reviews: best } };
}

/** The kept public comparison; a member's carries their hearts, read afresh in one statement. */
export async function getPriceComparison(db: Db, viewerId: number | null, modelId: number) {
  const comparison = await comparisonCache(db, String(modelId), () => priceComparison(db, modelId, null));
  if (viewerId === null) return comparison;
  const [sell, rental] = await Promise.all([
    withViewerHearts(db, viewerId, comparison.sell.items),
    withViewerHearts(db, viewerId, comparison.rental.items),
  ]);
  return { ...comparison, sell: { ...comparison.sell, items: sell }, rental: { ...comparison.rental, items: rental } };
}

export function getSimilarModels(db: Db, modelId: number) {
  return similarCache(db, String(modelId), () => similarModels(db, modelId));
}

async function loadModelReviews(
  db: Db,
  viewerId: number | null,
  modelId: number,
  searchAfter: string | null
): Promise<ReviewPage> {
  await assertModelExists(db, modelId);
  return listReviews(db, { kind: 'MODEL', modelId }, viewerId, searchAfter);
}

/**
 * The model's reviews, newest first, one page after `searchAfter`. The first page is part of every
 * server-rendered model page, so it is kept for every viewer, and a member's copy gets their own
 * marks (one statement); later pages are read afresh.
 */
export async function getModelReviews(
  db: Db,
  viewerId: number | null,
  modelId: number,
  searchAfter: string | null
): Promise<ReviewPage> {
  if (searchAfter !== null) return loadModelReviews(db, viewerId, modelId, searchAfter);
  const page = await firstReviewPageCache(db, String(modelId), () => loadModelReviews(db, null, modelId, null));
  if (viewerId === null) return page;
  return { ...page, reviews: await withViewerMarks(db, viewerId, page.reviews) };
}
