/**
 * Experiments in a page's one operation (issue 15 §2): a page document selects
 * `experiment(name: …) { ...ExperimentFields }` (api/item/fragments/experiment.graphql) next to its
 * data, and its page thunk hands the answer to `applyExperiment`, so the first HTML already shows the
 * visitor's variant (no flicker) and the browser takes it on hydrate.
 *
 * An experiment never breaks a page: the item service answers the control when it cannot assign
 * (server/graphql/item/types/experiment.ts), and a missing assignment here is the control too.
 */
import type { ExperimentFieldsFragment } from '@/api/item/generated';
import { setExperimentAssignment, type ExperimentName } from './featureFlagSlice';
import type { AppDispatch } from './store';

export type ExperimentAssignment = ExperimentFieldsFragment;

/** Puts a page answer's assignment of `name` into featureFlagSlice; null/undefined → the control. */
export function applyExperiment(
  dispatch: AppDispatch,
  name: ExperimentName,
  assignment: ExperimentAssignment | null | undefined
): void {
  dispatch(
    setExperimentAssignment({ name, variant: assignment?.variant ?? null, isExclude: assignment?.isExclude ?? false })
  );
}
