/** /user/community (내 커뮤니티 활동): the member's own posts and comments. Server-owned. */
import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { MyCommunity } from '@/api/item/myCommunity';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadMyCommunityPage } from './myCommunityThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type MyCommunityState = AsyncFields & { activity: MyCommunity | null };

export const initialMyCommunityState: MyCommunityState = { ...idleAsync, activity: null };

export const myCommunitySlice = createSlice({
  name: 'myCommunity',
  initialState: initialMyCommunityState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<MyCommunityState>('myCommunity'));
    addThunkCases(builder, loadMyCommunityPage, (state, { myCommunity }) => {
      state.activity = myCommunity;
    });
  },
  selectors: {
    selectMyCommunity: (state) => state.activity,
    selectMyCommunityLoad: createSelector(
      [(s: MyCommunityState) => s.status, (s: MyCommunityState) => s.error],
      (status, error): AsyncFields => ({ status, error })
    ),
  },
});

export const { selectMyCommunity, selectMyCommunityLoad } = injectSlice(
  myCommunitySlice.injectInto(rootReducer)
).selectors;
