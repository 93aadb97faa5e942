/**
 * Terms agreement during sign-up (docs/product.md §3 Provision agreement, §4 Provision agreement rules). Client-owned: it is
 * the person's own checkbox input, so it ignores HYDRATE (a navigation must not untick boxes).
 * `isAllChecked` is derived after every change rather than set, so it can never disagree with the
 * three consents.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectSlice, rootReducer } from './rootReducer';

export type ProvisionAgreementState = {
  isAllChecked: boolean;
  isServiceAgreeChecked: boolean;
  isIndividualAgreeChecked: boolean;
  isMarketingAgreeChecked: boolean;
};

export const initialProvisionAgreementState: ProvisionAgreementState = {
  isAllChecked: false,
  isServiceAgreeChecked: false,
  isIndividualAgreeChecked: false,
  isMarketingAgreeChecked: false,
};

function withAllChecked(state: ProvisionAgreementState): void {
  state.isAllChecked = state.isServiceAgreeChecked && state.isIndividualAgreeChecked && state.isMarketingAgreeChecked;
}

export const provisionAgreementSlice = createSlice({
  name: 'provisionAgreement',
  initialState: initialProvisionAgreementState,
  reducers: {
    /** "전체 동의": choosing all sets (or clears) all three consents. */
    setAllAgree(state, action: PayloadAction<boolean>) {
      state.isServiceAgreeChecked = action.payload;
      state.isIndividualAgreeChecked = action.payload;
      state.isMarketingAgreeChecked = action.payload;
      withAllChecked(state);
    },
    setServiceAgree(state, action: PayloadAction<boolean>) {
      state.isServiceAgreeChecked = action.payload;
      withAllChecked(state);
    },
    setIndividualAgree(state, action: PayloadAction<boolean>) {
      state.isIndividualAgreeChecked = action.payload;
      withAllChecked(state);
    },
    setMarketingAgree(state, action: PayloadAction<boolean>) {
      state.isMarketingAgreeChecked = action.payload;
      withAllChecked(state);
    },
    clearProvisionAgreement() {
      return initialProvisionAgreementState;
    },
  },
  selectors: {
    selectProvisionAgreement: (state) => state,
    selectIsAllChecked: (state) => state.isAllChecked,
    /** Sign-up may continue once the two required consents are given; marketing is optional. */
    selectCanProceed: (state) => state.isServiceAgreeChecked && state.isIndividualAgreeChecked,
  },
});

export const { setAllAgree, setServiceAgree, setIndividualAgree, setMarketingAgree, clearProvisionAgreement } =
  provisionAgreementSlice.actions;
export const { selectProvisionAgreement, selectIsAllChecked, selectCanProceed } = injectSlice(
  provisionAgreementSlice.injectInto(rootReducer)
).selectors;
