/**
 * Model detail (docs/product.md §3): the model summary, specInfo, detailSpecInfo, totalHtmlContent,
 * mdReviewInfo, modelReviewHeader, modelReviews (a cursor list: §4 lists append), posts and
 * postCount; plus the viewer's bookmark, the price comparison and the similar models of the page.
 * Server-owned: the page's loader thunk runs in getServerSideProps and on client navigation alike.
 */
import { createSlice } from '@reduxjs/toolkit';
import type {
  DatedComparison,
  ModelPageArgs,
  ModelDetailAnswer,
  ModelPriceHistory,
  ModelSummary,
  PriceComparison,
  SimilarModels,
  TaggedPost,
} from '@/api/item/modelDetail';
import type { ModelFit } from '@/api/item/fitProfile';
import type { Review, ReviewHeader } from '@/api/item/reviews';
import type { SerializedApiError } from '@/api/errors';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { applyReviewHelpful, toggleReviewHelpful } from './reviewHelpful';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadModelPage, loadMoreModelReviews } from './modelDetailThunks';
import { addBookmarkCases } from './bookmarkToggle';
import { injectSlice, rootReducer } from './rootReducer';

export const SIMILAR_SECTION_TITLE = '비슷한 스펙의 상품';

export type ModelDetailData = Omit<ModelDetailAnswer, 'model'> & { model: ModelSummary | null };

export type ModelDetailState = ModelDetailData & {
  modelReviews: CursorList<Review>;
  priceComparison: PriceComparison;
  similarModels: SimilarModels;
  priceHistory: ModelPriceHistory;
  /** The member's recommended size (docs/product.md §3 Fit profile); null until loaded. */
  fit: ModelFit | null;
  /** The comparison by the URL's range (issue 31 §1); null without a range. */
  datedComparison: DatedComparison | null;
  /** What the page was loaded with (its range and position), for 다시 시도 and the range's links. */
  pageArgs: ModelPageArgs | null;
  reviewsStatus: AsyncStatus;
  reviewsError: SerializedApiError | null;
} & AsyncFields;

const emptyGroup = { itemCount: 0, items: [] };

export const initialModelDetailState: ModelDetailState = {
  model: null,
  specInfo: [],
  detailSpecInfo: {
    isShow: false,
    isShowGeometry: false,
    isShowDetailSpec: false,
    htmlDetailSpec: '',
    htmlGeometry: '',
  },
  totalHtmlContent: '',
  mdReviewInfo: { isShow: false, title: '', reviews: [] },
  modelReviewHeader: { reviewCount: 0, avgRating: null, ratingRatioList: [] },
  bookmark: { isActiveBookmark: false, isActiveAlarm: false },
  posts: [],
  postCount: 0,
  modelReviews: emptyList<Review>(),
  priceComparison: { itemCount: 0, sell: emptyGroup, rental: emptyGroup },
  similarModels: { sectionTitle: SIMILAR_SECTION_TITLE, models: [] },
  priceHistory: { points: [], saleLowest: null, rentalLowest: null, currentSale: null, currentRental: null },
  fit: null,
  datedComparison: null,
  pageArgs: null,
  reviewsStatus: 'idle',
  reviewsError: null,
  ...idleAsync,
};

// Immer drafts make the cursor's readonly array mutable in type only; the list helpers return plain values.
const plain = (state: unknown) => state as ModelDetailState;

export const modelDetailSlice = createSlice({
  name: 'modelDetail',
  initialState: initialModelDetailState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<ModelDetailState>('modelDetail'))
      /** Review helpfulness toggle updates the matching review's active flag and count (docs/product.md §4). */
      .addCase(toggleReviewHelpful.fulfilled, (state, { payload }) => {
        applyReviewHelpful(state.modelReviews.items, payload);
        applyReviewHelpful(state.mdReviewInfo.reviews, payload);
      })
      .addCase(loadMoreModelReviews.pending, (state) => {
        state.reviewsStatus = 'loading';
        state.reviewsError = null;
      })
      .addCase(loadMoreModelReviews.fulfilled, (state, { payload }) => {
        // A page of another model (the shopper navigated on while it loaded) is dropped.
        if (state.model?.id !== payload.modelId) return;
        const { page } = payload;
        plain(state).modelReviews = appendList(plain(state).modelReviews, {
          items: page.reviews,
          searchAfter: page.searchAfter,
          totalCount: page.totalCount,
        });
        state.reviewsStatus = 'succeeded';
      })
      .addCase(loadMoreModelReviews.rejected, (state, action) => {
        state.reviewsStatus = 'failed';
        state.reviewsError = errorFromRejected(action);
      });
    // The one bookmark toggle (store/bookmarkToggle.ts): the heart and the bell of this model.
    addBookmarkCases(builder, 'MODEL', (state, id, shown) => {
      if (state.model?.id === id) state.bookmark = shown;
    });
    addThunkCases(
      builder,
      loadModelPage,
      (
        state,
        {
          modelDetail,
          priceComparison,
          similarModels,
          modelReviews,
          modelPriceHistory,
          modelFit,
          datedComparison,
          args,
        }
      ) => {
        Object.assign(state, modelDetail);
        state.priceComparison = priceComparison;
        state.datedComparison = datedComparison ?? null;
        state.pageArgs = args;
        state.priceHistory = modelPriceHistory;
        state.fit = modelFit;
        state.similarModels = similarModels;
        plain(state).modelReviews = replaceList(undefined, {
          items: modelReviews.reviews,
          searchAfter: modelReviews.searchAfter,
          totalCount: modelReviews.totalCount,
        });
        state.reviewsStatus = 'idle';
        state.reviewsError = null;
      }
    );
  },
  selectors: {
    selectModelDetail: (state) => state,
    selectModelSummary: (state) => state.model,
    selectModelReviews: (state) => state.modelReviews,
    selectModelBookmark: (state) => state.bookmark,
    selectPriceComparison: (state) => state.priceComparison,
    selectSimilarModels: (state) => state.similarModels,
    selectPriceHistory: (state) => state.priceHistory,
    selectDatedComparison: (state) => state.datedComparison,
    selectModelReviewHeader: (state): ReviewHeader => state.modelReviewHeader,
    selectTaggedPosts: (state): { posts: TaggedPost[]; postCount: number } => ({
      posts: state.posts,
      postCount: state.postCount,
    }),
    selectModelDetailStatus: (state) => state.status,
    selectModelReviewsStatus: (state) => state.reviewsStatus,
  },
});

export const {
  selectModelDetail,
  selectModelSummary,
  selectModelReviews,
  selectModelBookmark,
  selectPriceComparison,
  selectDatedComparison,
  selectSimilarModels,
  selectModelReviewHeader,
  selectTaggedPosts,
  selectModelDetailStatus,
  selectModelReviewsStatus,
} = injectSlice(modelDetailSlice.injectInto(rootReducer)).selectors;
