/**
 * Model detail (SPEC.md §3): the model summary, specInfo, detailSpecInfo, totalHtmlContent,
 * mdReviewInfo, modelReviewHeader, modelReviews (a cursor list: §4 lists append), posts and
 * postCount; plus the viewer's bookmark, the price comparison and the similar models of the page.
 * Server-owned: the page's loader thunk runs in getServerSideProps and on client navigation alike.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ModelBookmark, ModelDetailAnswer, ModelSummary, PriceComparison, SimilarModels, TaggedPost } from '@/api/item/modelDetail';
import type { Review, ReviewHeader, ReviewHelpfulState, ReviewPage } from '@/api/item/reviews';
import type { SerializedApiError } from '@/api/errors';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addAsyncCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { applyReviewHelpful } from './reviewHelpful';
import { hydrate, replaceOnHydrate } from './hydrate';

export const MODEL_DETAIL_LOAD = 'modelDetail/load';
export const MODEL_REVIEWS_MORE = 'modelDetail/moreReviews';

export const SIMILAR_SECTION_TITLE = '비슷한 스펙의 상품';

export type ModelDetailData = Omit<ModelDetailAnswer, 'model'> & { model: ModelSummary | null };

export type ModelDetailState = ModelDetailData & {
  modelReviews: CursorList<Review>;
  priceComparison: PriceComparison;
  similarModels: SimilarModels;
  reviewsStatus: AsyncStatus;
  reviewsError: SerializedApiError | null;
} & AsyncFields;

const emptyGroup = { itemCount: 0, items: [] };

export const initialModelDetailState: ModelDetailState = {
  model: null,
  specInfo: [],
  detailSpecInfo: { isShow: false, isShowGeometry: false, isShowDetailSpec: false, htmlDetailSpec: '', htmlGeometry: '' },
  totalHtmlContent: '',
  mdReviewInfo: { isShow: false, title: '', reviews: [] },
  modelReviewHeader: { reviewCount: 0, avgRating: null, ratingRatioList: [] },
  bookmark: { isActiveBookmark: false, isActiveAlarm: false },
  posts: [],
  postCount: 0,
  modelReviews: emptyList<Review>(),
  priceComparison: { itemCount: 0, sell: emptyGroup, rental: emptyGroup },
  similarModels: { sectionTitle: SIMILAR_SECTION_TITLE, models: [] },
  reviewsStatus: 'idle',
  reviewsError: null,
  ...idleAsync,
};

export type ModelDetailLoadPayload = {
  detail: ModelDetailAnswer;
  priceComparison: PriceComparison;
  similarModels: SimilarModels;
  reviews: ReviewPage;
};

export type ModelReviewsMorePayload = { modelId: number; page: ReviewPage };

// Immer drafts make the cursor's readonly array mutable in type only; the list helpers return plain values.
const plain = (state: unknown) => state as ModelDetailState;

export const modelDetailSlice = createSlice({
  name: 'modelDetail',
  initialState: initialModelDetailState,
  reducers: {
    /** Review helpfulness toggle updates the matching review's active flag and count (SPEC.md §4). */
    reviewHelpfulnessChanged(state, action: PayloadAction<ReviewHelpfulState>) {
      applyReviewHelpful(state.modelReviews.items, action.payload);
      applyReviewHelpful(state.mdReviewInfo.reviews, action.payload);
    },
    modelBookmarkChanged(state, action: PayloadAction<ModelBookmark>) {
      state.bookmark = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<ModelDetailState>('modelDetail'));
    addAsyncCases<ModelDetailState, ModelDetailLoadPayload>(builder, MODEL_DETAIL_LOAD, (state, payload) => {
      Object.assign(state, payload.detail);
      state.priceComparison = payload.priceComparison;
      state.similarModels = payload.similarModels;
      plain(state).modelReviews = replaceList(undefined, {
        items: payload.reviews.reviews, searchAfter: payload.reviews.searchAfter, totalCount: payload.reviews.totalCount,
      });
      state.reviewsStatus = 'idle';
      state.reviewsError = null;
    });
    builder
      .addMatcher((a) => a.type === `${MODEL_REVIEWS_MORE}/pending`, (state) => {
        state.reviewsStatus = 'loading';
        state.reviewsError = null;
      })
      .addMatcher((a): a is PayloadAction<ModelReviewsMorePayload> => a.type === `${MODEL_REVIEWS_MORE}/fulfilled`, (state, action) => {
        // A page of another model (the shopper navigated on while it loaded) is dropped.
        if (state.model?.id !== action.payload.modelId) return;
        const { page } = action.payload;
        plain(state).modelReviews = appendList(plain(state).modelReviews, { items: page.reviews, searchAfter: page.searchAfter, totalCount: page.totalCount });
        state.reviewsStatus = 'succeeded';
      })
      .addMatcher((a): a is PayloadAction<SerializedApiError | undefined> => a.type === `${MODEL_REVIEWS_MORE}/rejected`, (state, action) => {
        state.reviewsStatus = 'failed';
        state.reviewsError = action.payload ?? { code: 'INTERNAL', message: '리뷰를 더 불러오지 못했어요.' };
      });
  },
  selectors: {
    selectModelDetail: (state) => state,
    selectModelSummary: (state) => state.model,
    selectModelReviews: (state) => state.modelReviews,
    selectModelBookmark: (state) => state.bookmark,
    selectPriceComparison: (state) => state.priceComparison,
    selectSimilarModels: (state) => state.similarModels,
    selectModelReviewHeader: (state): ReviewHeader => state.modelReviewHeader,
    selectTaggedPosts: (state): { posts: TaggedPost[]; postCount: number } => ({ posts: state.posts, postCount: state.postCount }),
    selectModelDetailStatus: (state) => state.status,
    selectModelReviewsStatus: (state) => state.reviewsStatus,
  },
});

export const { reviewHelpfulnessChanged, modelBookmarkChanged } = modelDetailSlice.actions;
export const {
  selectModelDetail, selectModelSummary, selectModelReviews, selectModelBookmark, selectPriceComparison, selectSimilarModels,
  selectModelReviewHeader, selectTaggedPosts, selectModelDetailStatus, selectModelReviewsStatus,
} = modelDetailSlice.selectors;
