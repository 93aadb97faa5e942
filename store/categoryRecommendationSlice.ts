/**
 * Category recommendation (docs/product.md §3: categoryName, totalCount, recommendationItemList, searchAfter),
 * plus the category key the list answers and whether the visitor's views shaped it. Server-owned:
 * the first page is rendered on the server; later pages append by the `searchAfter` cursor (§4 lists).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { ItemCardFieldsFragment, RangeQuoteFieldsFragment } from '@/api/item/generated';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addBookmarkCases } from './bookmarkToggle';
import { addThunkCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { loadCategoryRecommendation, loadMoreCategoryRecommendation } from './categoryRecommendationThunks';
import { hydrate, replaceOnHydrate } from './hydrate';
import { injectSlice, rootReducer } from './rootReducer';

export type CategoryRecommendationState = {
  categoryKey: string | null;
  categoryName: string;
  totalCount: number;
  recommendationItemList: CursorList<ItemCardFieldsFragment>;
  isPersonalized: boolean;
  /** The dates the list is for (null: undated) and its cards' totals for them. */
  range: RentalRange | null;
  rangeQuotes: RangeQuoteFieldsFragment[];
  moreStatus: AsyncStatus;
} & AsyncFields;

export const initialCategoryRecommendationState: CategoryRecommendationState = {
  categoryKey: null,
  categoryName: '',
  totalCount: 0,
  recommendationItemList: emptyList<ItemCardFieldsFragment>(),
  isPersonalized: false,
  range: null,
  rangeQuotes: [],
  moreStatus: 'idle',
  ...idleAsync,
};

const itemIdOf = (item: ItemCardFieldsFragment) => item.itemId;
// Immer drafts turn the cursor list's readonly cursor type into a mutable one; the helpers return plain values.
const plain = (state: unknown) => state as CategoryRecommendationState;

export const categoryRecommendationSlice = createSlice({
  name: 'categoryRecommendation',
  initialState: initialCategoryRecommendationState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<CategoryRecommendationState>('categoryRecommendation'));
    builder
      .addCase(loadMoreCategoryRecommendation.pending, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(loadMoreCategoryRecommendation.fulfilled, (state, action) => {
        state.moreStatus = 'succeeded';
        // A late page of a category the shopper has already left is dropped.
        if (action.payload.categoryKey !== state.categoryKey) return;
        const known = new Set(state.rangeQuotes.map((q) => q.itemId));
        state.rangeQuotes.push(...action.payload.answer.rangeQuotes.filter((q) => !known.has(q.itemId)));
        plain(state).recommendationItemList = appendList(
          plain(state).recommendationItemList,
          {
            items: action.payload.answer.recommendationItemList,
            searchAfter: action.payload.answer.searchAfter,
          },
          itemIdOf
        );
      })
      .addCase(loadMoreCategoryRecommendation.rejected, (state) => {
        state.moreStatus = 'failed';
      });
    addThunkCases(builder, loadCategoryRecommendation, (state, { categoryRecommendation: answer }) => {
      state.categoryKey = answer.categoryKey;
      state.categoryName = answer.categoryName;
      state.totalCount = answer.totalCount;
      state.isPersonalized = answer.isPersonalized;
      state.range = answer.range;
      state.rangeQuotes = answer.rangeQuotes;
      state.moreStatus = 'idle';
      plain(state).recommendationItemList = replaceList(
        undefined,
        {
          items: answer.recommendationItemList,
          searchAfter: answer.searchAfter,
          totalCount: answer.totalCount,
        },
        itemIdOf
      );
    });
    // The heart on a card (the one bookmark thunk): at once, then the service's answer, or back on failure.
    addBookmarkCases(builder, 'ITEM', (state, id, shown) => {
      const item = state.recommendationItemList.items.find((i) => i.itemId === id);
      if (item) item.isMarked = shown.isActiveBookmark;
    });
  },
  selectors: {
    selectCategoryRecommendation: (state) => state,
    selectRecommendationItems: (state) => state.recommendationItemList.items,
    selectHasMoreRecommendations: (state) => state.recommendationItemList.searchAfter !== null,
  },
});

export const { selectCategoryRecommendation, selectRecommendationItems, selectHasMoreRecommendations } = injectSlice(
  categoryRecommendationSlice.injectInto(rootReducer)
).selectors;
