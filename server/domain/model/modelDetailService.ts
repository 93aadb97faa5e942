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
import { forgetEverywhere, registerForgetter } from '../../cluster/cacheBus';

export const MD_REVIEW_TITLE = '도움이 많이 된 리뷰';

const TTL_MS = 30_000;
const detailCache = publicCache<ModelDetail>(TTL_MS, 500);
const comparisonCache = publicCache<Awaited<ReturnType<typeof priceComparison>>>(TTL_MS, 500);
const similarCache = publicCache<Awaited<ReturnType<typeof similarModels>>>(TTL_MS, 500);
const firstReviewPageCache = publicCache<ReviewPage>(TTL_MS, 500);

async function loadModelDetail(db: Db, viewerId: number | null, id: number): Promise<ModelDetail> {
  const record = await loadModelRecord(db, id);
  const scope: ReviewScope = { kind: 'MODEL', modelId: id };
  const [header, best, bookmark, tagged] = await Promise.all([
    reviewHeader(db, scope),
    listBestReviews(db, scope, viewerId),
    bookmarkState(db, viewerId, 'MODEL', id),
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
    bookmark,
    posts: tagged.posts,
    postCount: tagged.postCount,
  };
}

/**
 * Visitors' next model page reads afresh, in every instance: a post it lists was hidden, deleted or
 * edited, or a review was written, hidden or deleted (the first review page and the businesses'
 * ratings in the comparison are kept apart from the detail, so they go too).
 */
export function forgetModelDetail(db: Db, id: number): void {
  forgetEverywhere('modelDetail', db, String(id));
}
registerForgetter('modelDetail', (db, key) => {
  if (!db) return;
  detailCache.forget(db, key);
  firstReviewPageCache.forget(db, key);
  comparisonCache.forget(db, key);
});

/** docs/product.md §3 Model detail for a viewer (null = anonymous, served from the short public cache). */
export function getModelDetail(db: Db, viewerId: number | null, id: number): Promise<ModelDetail> {
  if (viewerId !== null) return loadModelDetail(db, viewerId, id);
  return detailCache(db, String(id), () => loadModelDetail(db, null, id));
}

/** Visitors share the short public cache; a member's comparison carries their hearts, so it is read afresh. */
export function getPriceComparison(db: Db, viewerId: number | null, modelId: number) {
  if (viewerId !== null) return priceComparison(db, modelId, viewerId);
  return comparisonCache(db, String(modelId), () => priceComparison(db, modelId, null));
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
 * The model's reviews, newest first, one page after `searchAfter`. The first page an anonymous
 * visitor sees is part of every server-rendered model page, so it shares the short public cache;
 * members' pages carry their own helpful marks and are never cached.
 */
export function getModelReviews(
  db: Db,
  viewerId: number | null,
  modelId: number,
  searchAfter: string | null
): Promise<ReviewPage> {
  if (viewerId !== null || searchAfter !== null) return loadModelReviews(db, viewerId, modelId, searchAfter);
  return firstReviewPageCache(db, String(modelId), () => loadModelReviews(db, null, modelId, null));
}
