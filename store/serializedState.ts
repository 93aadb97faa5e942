/**
 * What the server sends to the browser (`__NEXT_DATA__`): only the slices this request changed.
 *
 * A slice no thunk or action touched is still its initial object (Redux Toolkit hands out the same
 * frozen initial state on every `reducer(undefined, …)` and keeps it while nothing changes), so an
 * identity test against the initial state, built once here, finds the untouched ones cheaply. The
 * browser's store starts from the same initial state, and every slice's HYDRATE handling leaves its
 * state alone when its key is missing (store/hydrate.ts), so leaving them out loses nothing.
 */
import { rootReducer, type RootState } from './store';

let initialRoot: RootState | undefined;

/** The root reducer's initial state, built once per process. */
function initialRootState(): RootState {
  initialRoot ??= rootReducer(undefined, { type: '@@ridemarket/INIT_REFERENCE' });
  return initialRoot;
}

/** The state without the slices still at their initial state (next-redux-wrapper `serializeState`). */
export function serializeChangedSlices(state: RootState): Partial<RootState> {
  const initial = initialRootState() as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (value !== initial[key]) out[key] = value;
  }
  return out as Partial<RootState>;
}
