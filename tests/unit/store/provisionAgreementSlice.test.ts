import {
  clearProvisionAgreement,
  initialProvisionAgreementState,
  selectCanProceed,
  selectIsAllChecked,
  setAllAgree,
  setIndividualAgree,
  setMarketingAgree,
  setServiceAgree,
} from '@/store/provisionAgreementSlice';
import { testStore } from './testStore';

describe('provisionAgreementSlice (docs/product.md §4)', () => {
  it('Provision agreement: choosing all sets all three consents', () => {
    const { store } = testStore();
    store.dispatch(setAllAgree(true));
    expect(store.getState().provisionAgreement).toEqual({
      isAllChecked: true,
      isServiceAgreeChecked: true,
      isIndividualAgreeChecked: true,
      isMarketingAgreeChecked: true,
    });
    store.dispatch(setAllAgree(false));
    expect(store.getState().provisionAgreement).toEqual(initialProvisionAgreementState);
  });

  it('Provision agreement: isAllChecked is true only when service, individual and marketing consents are all true', () => {
    const { store } = testStore();
    const setters = [setServiceAgree, setIndividualAgree, setMarketingAgree];
    // Every combination of the three consents: isAllChecked only for the all-true one.
    for (let mask = 0; mask < 8; mask += 1) {
      setters.forEach((set, i) => store.dispatch(set(Boolean(mask & (1 << i)))));
      expect(selectIsAllChecked(store.getState())).toBe(mask === 7);
    }
    // Unticking one after choosing all unticks "all".
    store.dispatch(setAllAgree(true));
    store.dispatch(setMarketingAgree(false));
    expect(selectIsAllChecked(store.getState())).toBe(false);
    expect(selectCanProceed(store.getState())).toBe(true);
  });

  it('Provision agreement: clear resets all to false', () => {
    const { store } = testStore();
    store.dispatch(setAllAgree(true));
    store.dispatch(clearProvisionAgreement());
    expect(store.getState().provisionAgreement).toEqual({
      isAllChecked: false,
      isServiceAgreeChecked: false,
      isIndividualAgreeChecked: false,
      isMarketingAgreeChecked: false,
    });
  });
});
