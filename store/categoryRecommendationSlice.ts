/**
 * Category recommendation (SPEC.md §3: categoryName, totalCount, recommendationItemList, searchAfter),
 * plus the category key the list answers and whether the visitor's views shaped it. Server-owned:
 * the first page is rendered on the server; later pages append by the `searchAfter` cursor (§4 lists).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CategoryRecommendationAnswer } from '@/api/item/recommendations';
import type { SearchItem } from '@/api/item/search';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addAsyncCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';

export const RECOMMENDATION_LOAD = 'categoryRecommendation/load';
export const RECOMMENDATION_MORE = 'categoryRecommendation/more';

export type CategoryRecommendationState = {
  categoryKey: string | null;
  categoryName: string;
  totalCount: number;
  recommendationItemList: CursorList<SearchItem>;
  isPersonalized: boolean;
  moreStatus: AsyncStatus;
} & AsyncFields;

export const initialCategoryRecommendationState: CategoryRecommendationState = {
  categoryKey: null,
  categoryName: '',
  totalCount: 0,
  recommendationItemList: emptyList<SearchItem>(),
  isPersonalized: false,
  moreStatus: 'idle',
  ...idleAsync,
};

const itemIdOf = (item: SearchItem) => item.itemId;
// Immer drafts turn the cursor list's readonly cursor type into a mutable one; the helpers return plain values.
const plain = (state: unknown) => state as CategoryRecommendationState;

export type RecommendationMorePayload = { categoryKey: string; answer: CategoryRecommendationAnswer };

export const categoryRecommendationSlice = createSlice({
  name: 'categoryRecommendation',
  initialState: initialCategoryRecommendationState,
  reducers: {
    /** The heart's answer from the service (isMarked of the matching card). */
    setRecommendationBookmark(state, action: PayloadAction<{ itemId: number; isMarked: boolean }>) {
      const item = state.recommendationItemList.items.find((i) => i.itemId === action.payload.itemId);
      if (item) item.isMarked = action.payload.isMarked;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<CategoryRecommendationState>('categoryRecommendation'));
    addAsyncCases<CategoryRecommendationState, CategoryRecommendationAnswer>(builder, RECOMMENDATION_LOAD, (state, answer) => {
      state.categoryKey = answer.categoryKey;
      state.categoryName = answer.categoryName;
      state.totalCount = answer.totalCount;
      state.isPersonalized = answer.isPersonalized;
      state.moreStatus = 'idle';
      plain(state).recommendationItemList = replaceList(undefined, {
        items: answer.recommendationItemList, searchAfter: answer.searchAfter, totalCount: answer.totalCount,
      }, itemIdOf);
    });
    builder
      .addMatcher((a) => a.type === `${RECOMMENDATION_MORE}/pending`, (state) => {
        state.moreStatus = 'loading';
      })
      .addMatcher((a): a is PayloadAction<RecommendationMorePayload> => a.type === `${RECOMMENDATION_MORE}/fulfilled`, (state, action) => {
        state.moreStatus = 'succeeded';
        // A late page of a category the shopper has already left is dropped.
        if (action.payload.categoryKey !== state.categoryKey) return;
        plain(state).recommendationItemList = appendList(plain(state).recommendationItemList, {
          items: action.payload.answer.recommendationItemList, searchAfter: action.payload.answer.searchAfter,
        }, itemIdOf);
      })
      .addMatcher((a) => a.type === `${RECOMMENDATION_MORE}/rejected`, (state) => {
        state.moreStatus = 'failed';
      });
  },
  selectors: {
    selectCategoryRecommendation: (state) => state,
    selectRecommendationItems: (state) => state.recommendationItemList.items,
    selectHasMoreRecommendations: (state) => state.recommendationItemList.searchAfter !== null,
  },
});

export const { setRecommendationBookmark } = categoryRecommendationSlice.actions;
export const { selectCategoryRecommendation, selectRecommendationItems, selectHasMoreRecommendations } = categoryRecommendationSlice.selectors;
