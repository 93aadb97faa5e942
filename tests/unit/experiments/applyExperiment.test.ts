import { applyExperiment } from '@/store/experimentThunks';
import { selectExperimentVariant } from '@/store/featureFlagSlice';
import { testStore } from '../store/testStore';

describe("applyExperiment: a page answer's assignment goes to featureFlagSlice", () => {
  it('takes the assigned variant', () => {
    const { store } = testStore();
    applyExperiment(store.dispatch, 'itemDetail', { variant: 'B', isExclude: false });
    expect(selectExperimentVariant(store.getState(), 'itemDetail')).toBe('B');
    expect(store.getState().featureFlag.status).toBe('succeeded');
  });

  it('shows the control when the answer has no assignment, and keeps exclusion sticky', () => {
    const { store } = testStore();
    applyExperiment(store.dispatch, 'modelList', { variant: 'A', isExclude: true });
    applyExperiment(store.dispatch, 'recommender', null);
    const state = store.getState();
    expect(state.featureFlag.experiments.recommender).toBeNull();
    expect(state.featureFlag.isExclude).toBe(true);
    expect(selectExperimentVariant(state, 'modelList')).toBeNull();
  });
});
