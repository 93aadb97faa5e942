/**
 * Feature flags (SPEC.md §3): `isExclude` keeps a visitor out of every experiment (staff, crawlers,
 * people who opted out), and each experiment holds the variant this visitor was assigned, or null
 * when it is off. Server-owned: assignment happens on the server so the first HTML is already the
 * right variant (no flicker), and the browser takes it on hydrate.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';

export type ExperimentName = 'modelList' | 'itemDetail' | 'recommender';

export type FeatureFlags = {
  isExclude: boolean;
  experiments: Record<ExperimentName, string | null>;
};

export type FeatureFlagState = FeatureFlags & AsyncFields;

export const MODEL_LIST_FLAG_KEY = 'model_list_experiment';
export const ITEM_DETAIL_FLAG_KEY = 'item_detail_experiment';

/**
 * The recommender flag has its own name in development (SPEC.md §3), so that experimenting on a
 * developer's machine never changes the assignment or the figures of the live experiment.
 */
export function recommenderFlagKey(nodeEnv: string | undefined): string {
  return nodeEnv === 'development' ? 'recommender_experiment_dev' : 'recommender_experiment';
}

export function featureFlagKey(name: ExperimentName, nodeEnv: string | undefined): string {
  if (name === 'modelList') return MODEL_LIST_FLAG_KEY;
  if (name === 'itemDetail') return ITEM_DETAIL_FLAG_KEY;
  return recommenderFlagKey(nodeEnv);
}

export const initialFeatureFlagState: FeatureFlagState = {
  isExclude: false,
  experiments: { modelList: null, itemDetail: null, recommender: null },
  ...idleAsync,
};

export const featureFlagSlice = createSlice({
  name: 'featureFlag',
  initialState: initialFeatureFlagState,
  reducers: {
    replaceFeatureFlags(_state, action: PayloadAction<FeatureFlags>) {
      return { ...action.payload, status: 'succeeded', error: null };
    },
    setExperimentVariant(state, action: PayloadAction<{ name: ExperimentName; variant: string | null }>) {
      state.experiments[action.payload.name] = action.payload.variant;
    },
    /** A server assignment: exclusion is a property of the visitor, so it is sticky once seen. */
    setExperimentAssignment(state, action: PayloadAction<{ name: ExperimentName; variant: string | null; isExclude: boolean }>) {
      state.experiments[action.payload.name] = action.payload.variant;
      state.isExclude = state.isExclude || action.payload.isExclude;
      // Marks the slice as loaded: hydration only takes slices the server actually filled.
      state.status = 'succeeded';
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<FeatureFlagState>('featureFlag'));
  },
  selectors: {
    selectIsExclude: (state) => state.isExclude,
    /** The variant to render; null (the control) for excluded visitors whatever they were assigned. */
    selectExperimentVariant: (state, name: ExperimentName) => (state.isExclude ? null : state.experiments[name]),
  },
});

export const { replaceFeatureFlags, setExperimentVariant, setExperimentAssignment } = featureFlagSlice.actions;
export const { selectIsExclude, selectExperimentVariant } = featureFlagSlice.selectors;
