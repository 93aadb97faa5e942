/**
 * Feature flags (docs/product.md §3): `isExclude` keeps a visitor out of every experiment (staff, crawlers,
 * people who opted out), and each experiment holds the variant this visitor was assigned, or null
 * when it is off. Server-owned: assignment happens on the server so the first HTML is already the
 * right variant (no flicker), and the browser takes it on hydrate.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleAsync, type AsyncFields } from './asyncStatus';
import type { ExperimentName } from '@/lib/experiments/flagKeys';
import { hydrate, replaceOnHydrate } from './hydrate';

export type { ExperimentName } from '@/lib/experiments/flagKeys';
export { featureFlagKey, recommenderFlagKey } from '@/lib/experiments/flagKeys';

export type FeatureFlags = {
  isExclude: boolean;
  experiments: Record<ExperimentName, string | null>;
};

export type FeatureFlagState = FeatureFlags & AsyncFields;

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
    setExperimentAssignment(
      state,
      action: PayloadAction<{ name: ExperimentName; variant: string | null; isExclude: boolean }>
    ) {
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
