/**
 * Friend invitation (/user/prcode, the friend-code step of sign-up): my code, the running
 * promotion and what my invitations earned, loaded by the page (server-owned, replaced on
 * hydrate); and the registration of a friend's code, which only the browser does (kept on hydrate,
 * so the result survives the navigation that follows it). Only the member's own data lives here.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { FriendCodeRegistration, MyReferral } from '@/api/order/referral';
import type { SerializedApiError } from '@/api/errors';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields, type AsyncStatus } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadReferralPage, submitFriendCode } from './referralThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type FriendCodeRegistrationState = {
  status: AsyncStatus;
  error: SerializedApiError | null;
  result: FriendCodeRegistration | null;
};

export type ReferralState = { my: MyReferral | null; registration: FriendCodeRegistrationState } & AsyncFields;

const idleRegistration: FriendCodeRegistrationState = { status: 'idle', error: null, result: null };

export const initialReferralState: ReferralState = { my: null, registration: idleRegistration, ...idleAsync };

export const referralSlice = createSlice({
  name: 'referral',
  initialState: initialReferralState,
  reducers: {
    /** Back to the empty form (a new attempt after an error the person has read). */
    resetFriendCodeRegistration(state) {
      state.registration = idleRegistration;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<ReferralState>('referral', { keep: ['registration'] }))
      .addCase(submitFriendCode.pending, (state) => {
        state.registration = { status: 'loading', error: null, result: null };
      })
      .addCase(submitFriendCode.fulfilled, (state, action) => {
        state.registration = { status: 'succeeded', error: null, result: action.payload };
        // The step is done: no deadline, no invitation to offer any more.
        if (state.my)
          Object.assign(state.my, { hasRegisteredFriendCode: true, friendCodeDeadline: null, invitationCode: null });
      })
      .addCase(submitFriendCode.rejected, (state, action) => {
        state.registration = { status: 'failed', error: errorFromRejected(action), result: null };
      });
    addThunkCases(builder, loadReferralPage, (state, { myReferral }) => {
      state.my = myReferral;
    });
  },
  selectors: {
    selectMyReferral: (state) => state.my,
    selectReferralStatus: (state) => state.status,
    selectReferralError: (state) => state.error,
    selectFriendCodeRegistration: (state) => state.registration,
  },
});

export const { resetFriendCodeRegistration } = referralSlice.actions;
export const { selectMyReferral, selectReferralStatus, selectReferralError, selectFriendCodeRegistration } =
  injectSlice(referralSlice.injectInto(rootReducer)).selectors;
