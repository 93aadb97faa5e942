/**
 * Popular recommendation (docs/product.md §3: totalCount, recommendationItemList, searchAfter) of
 * /recommendations/popular/{paymentId}: at most 200 items around a purchase, paged by the cursor.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { ItemCardFieldsFragment } from '@/api/order/generated';
import { appendList, emptyList, replaceList, type CursorList } from '@/lib/lists';
import { addThunkCases, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMorePopularRecommendation, loadPopularRecommendationPage } from './orderThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type PopularRecommendationState = AsyncFields & {
  paymentId: number | null;
  itemName: string;
  totalCount: number;
  recommendationItemList: CursorList<ItemCardFieldsFragment>;
  moreStatus: AsyncStatus;
};

export const initialPopularRecommendationState: PopularRecommendationState = {
  paymentId: null,
  itemName: '',
  totalCount: 0,
  recommendationItemList: emptyList<ItemCardFieldsFragment>(),
  moreStatus: 'idle',
  ...idleAsync,
};

const itemIdOf = (item: ItemCardFieldsFragment) => item.itemId;
const plain = (state: unknown) => state as PopularRecommendationState;

export const popularRecommendationSlice = createSlice({
  name: 'popularRecommendation',
  initialState: initialPopularRecommendationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<PopularRecommendationState>('popularRecommendation'))
      .addCase(loadMorePopularRecommendation.pending, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(loadMorePopularRecommendation.fulfilled, (state, { payload }) => {
        state.moreStatus = 'succeeded';
        if (payload.paymentId !== state.paymentId) return;
        plain(state).recommendationItemList = appendList(
          plain(state).recommendationItemList,
          {
            items: payload.recommendationItemList,
            searchAfter: payload.searchAfter,
          },
          itemIdOf
        );
      })
      .addCase(loadMorePopularRecommendation.rejected, (state) => {
        state.moreStatus = 'failed';
      });
    addThunkCases(builder, loadPopularRecommendationPage, (state, { popularRecommendation: answer }) => {
      state.paymentId = answer.paymentId;
      state.itemName = answer.itemName;
      state.totalCount = answer.totalCount;
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
  },
  selectors: {
    selectPopularRecommendation: (state) => state,
    selectHasMorePopular: (state) => state.recommendationItemList.searchAfter !== null,
  },
});

export const { selectPopularRecommendation, selectHasMorePopular } = injectSlice(
  popularRecommendationSlice.injectInto(rootReducer)
).selectors;
