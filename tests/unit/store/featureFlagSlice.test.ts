import {
  featureFlagKey,
  recommenderFlagKey,
  replaceFeatureFlags,
  selectExperimentVariant,
  selectIsExclude,
  setExperimentVariant,
  setExperimentAssignment,
} from '@/store/featureFlagSlice';
import { testStore } from './testStore';

describe('featureFlagSlice', () => {
  it('the recommender flag has a different name in development', () => {
    expect(recommenderFlagKey('development')).toBe('recommender_experiment_dev');
    expect(recommenderFlagKey('production')).toBe('recommender_experiment');
    expect(recommenderFlagKey('test')).toBe('recommender_experiment');
    expect(recommenderFlagKey(undefined)).toBe('recommender_experiment');
    expect(featureFlagKey('recommender', 'development')).toBe('recommender_experiment_dev');
    expect(featureFlagKey('modelList', 'development')).toBe('model_list_experiment');
    expect(featureFlagKey('itemDetail', 'production')).toBe('item_detail_experiment');
  });

  it('holds the variants of the model list, item detail and recommender experiments', () => {
    const { store } = testStore();
    store.dispatch(
      replaceFeatureFlags({ isExclude: false, experiments: { modelList: 'B', itemDetail: 'A', recommender: null } })
    );
    expect(selectExperimentVariant(store.getState(), 'modelList')).toBe('B');
    expect(selectExperimentVariant(store.getState(), 'recommender')).toBeNull();
    store.dispatch(setExperimentVariant({ name: 'recommender', variant: 'C' }));
    expect(selectExperimentVariant(store.getState(), 'recommender')).toBe('C');
    expect(store.getState().featureFlag.status).toBe('succeeded');
  });

  it('an excluded visitor sees the control of every experiment', () => {
    const { store } = testStore();
    store.dispatch(
      replaceFeatureFlags({ isExclude: true, experiments: { modelList: 'B', itemDetail: 'B', recommender: 'B' } })
    );
    expect(selectIsExclude(store.getState())).toBe(true);
    expect(selectExperimentVariant(store.getState(), 'itemDetail')).toBeNull();
  });

  it('a server assignment sets the variant, and an excluded visitor stays excluded for every experiment', () => {
    const { store } = testStore();
    store.dispatch(setExperimentAssignment({ name: 'modelList', variant: 'B', isExclude: false }));
    expect(selectExperimentVariant(store.getState(), 'modelList')).toBe('B');
    store.dispatch(setExperimentAssignment({ name: 'itemDetail', variant: null, isExclude: true }));
    store.dispatch(setExperimentAssignment({ name: 'recommender', variant: 'A', isExclude: false }));
    expect(selectIsExclude(store.getState())).toBe(true);
    expect(selectExperimentVariant(store.getState(), 'modelList')).toBeNull();
    // A loaded slice: hydration takes it (an idle slice is skipped as not filled on the server).
    expect(store.getState().featureFlag.status).toBe('succeeded');
  });
});
