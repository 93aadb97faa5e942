/**
 * Joining and leaving a store as a seller (issue 17 §1): the redeem form of /seller/join and the
 * leave button of /seller. Client-owned (a form's progress): it ignores hydrate. The viewer's new
 * store arrives with the next page's `me`, which both actions navigate to.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { JoinedStore } from '@/api/item/sellerInvites';
import { errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { leaveCurrentStore, redeemInvite } from './sellerJoinThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerJoinState = { redeem: AsyncFields; joined: JoinedStore | null; leave: AsyncFields };

export const initialSellerJoinState: SellerJoinState = { redeem: idleAsync, joined: null, leave: idleAsync };

export const sellerJoinSlice = createSlice({
  name: 'sellerJoin',
  initialState: initialSellerJoinState,
  reducers: {
    /** Typing again clears the last answer's error under the field. */
    redeemErrorCleared: (state) => {
      if (state.redeem.status === 'failed') state.redeem = idleAsync;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(redeemInvite.pending, (state) => { state.redeem = { status: 'loading', error: null }; })
      .addCase(redeemInvite.fulfilled, (state, { payload }) => {
        state.redeem = { status: 'succeeded', error: null };
        state.joined = payload;
      })
      .addCase(redeemInvite.rejected, (state, action) => { state.redeem = { status: 'failed', error: errorFromRejected(action) }; })
      .addCase(leaveCurrentStore.pending, (state) => { state.leave = { status: 'loading', error: null }; })
      .addCase(leaveCurrentStore.fulfilled, (state) => { state.leave = { status: 'succeeded', error: null }; })
      .addCase(leaveCurrentStore.rejected, (state, action) => { state.leave = { status: 'failed', error: errorFromRejected(action) }; });
  },
  selectors: {
    selectRedeem: (state) => state.redeem,
    selectJoinedStore: (state) => state.joined,
    selectLeave: (state) => state.leave,
  },
});

export const { redeemErrorCleared } = sellerJoinSlice.actions;
export const { selectRedeem, selectJoinedStore, selectLeave } = injectSlice(sellerJoinSlice.injectInto(rootReducer)).selectors;
