/**
 * Joining and leaving a business as a seller (issue 17 §1): the redeem form of /seller/join and the
 * leave button of /seller. Client-owned (a form's progress): it ignores hydrate. The viewer's new
 * business arrives with the next page's `me`, which both actions navigate to.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { JoinedBusiness } from '@/api/item/sellerInvites';
import { errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { leaveCurrentBusiness, redeemInvite } from './sellerJoinThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerJoinState = { redeem: AsyncFields; joined: JoinedBusiness | null; leave: AsyncFields };

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
      .addCase(redeemInvite.pending, (state) => {
        state.redeem = { status: 'loading', error: null };
      })
      .addCase(redeemInvite.fulfilled, (state, { payload }) => {
        state.redeem = { status: 'succeeded', error: null };
        state.joined = payload;
      })
      .addCase(redeemInvite.rejected, (state, action) => {
        state.redeem = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(leaveCurrentBusiness.pending, (state) => {
        state.leave = { status: 'loading', error: null };
      })
      .addCase(leaveCurrentBusiness.fulfilled, (state) => {
        state.leave = { status: 'succeeded', error: null };
      })
      .addCase(leaveCurrentBusiness.rejected, (state, action) => {
        state.leave = { status: 'failed', error: errorFromRejected(action) };
      });
  },
  selectors: {
    selectRedeem: (state) => state.redeem,
    selectJoinedBusiness: (state) => state.joined,
    selectLeave: (state) => state.leave,
  },
});

export const { redeemErrorCleared } = sellerJoinSlice.actions;
export const { selectRedeem, selectJoinedBusiness, selectLeave } = injectSlice(
  sellerJoinSlice.injectInto(rootReducer)
).selectors;
