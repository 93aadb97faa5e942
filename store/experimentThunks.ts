import { fetchExperiment } from '@/api/item/experiment';
import { setExperimentAssignment, type ExperimentName } from './featureFlagSlice';
import { createAppAsyncThunk } from './thunk';

/**
 * Puts the visitor's variant in the store during getServerSideProps, so the first HTML already
 * shows it. An experiment never breaks a page: if assignment fails, the control (null) is shown.
 */
export const loadExperiment = createAppAsyncThunk('featureFlag/loadExperiment', async (name: ExperimentName, { extra, dispatch }) => {
  try {
    const assignment = await fetchExperiment(extra.client, name);
    dispatch(setExperimentAssignment({ name, ...assignment }));
  } catch (error) {
    console.error(`[experiment] ${name} 배정을 불러오지 못했습니다.`, error);
    dispatch(setExperimentAssignment({ name, variant: null, isExclude: false }));
  }
});
