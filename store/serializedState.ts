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

let initialRoot: Record<string, unknown> = {};

/**
 * The root reducer's initial state, built again only when a slice was injected since (slices are
 * injected as their pages load, store/rootReducer.ts): a handful of times per process.
 */
function initialRootState(state: object): Record<string, unknown> {
  if (Object.keys(state).some((key) => !(key in initialRoot))) {
    initialRoot = rootReducer(undefined, { type: '@@ridemarket/INIT_REFERENCE' }) as Record<string, unknown>;
  }
  return initialRoot;
}

/** The state without the slices still at their initial state (next-redux-wrapper `serializeState`). */
export function serializeChangedSlices(state: RootState): Partial<RootState> {
  const initial = initialRootState(state);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (value !== initial[key]) out[key] = value;
  }
  return out as Partial<RootState>;
}
