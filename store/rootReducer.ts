/**
 * The root reducer: the slices every page needs (the member, the tab bar's badges, experiments), and
 * every other slice injected by the module that defines it, the first time a page imports it
 * (`injectSlice(xSlice.injectInto(rootReducer))` at the end of each slice file). The browser's
 * start-up JavaScript then carries three slices instead of all of them with their thunks and
 * documents (issue 19); a page brings its own. The server imports store/allSlices.ts and so holds
 * every slice for whichever page it renders.
 *
 * Missing state is never read: an injected slice's selectors answer its initial state until the
 * business has its key, and a browser business made before a page's code arrived (client-side navigation)
 * is sent one action right away so that its state gets the new key.
 */
import { combineSlices, type UnknownAction } from '@reduxjs/toolkit';
import { userSlice } from './userSlice';
import { badgeSlice } from './badgeSlice';
import { featureFlagSlice } from './featureFlagSlice';

export const rootReducer = combineSlices(userSlice, badgeSlice, featureFlagSlice);

type Dispatcher = { dispatch(action: UnknownAction): unknown };
let browserStore: Dispatcher | undefined;

/** The browser's one business (set by makeStore in the browser only). */
export function trackBrowserStore(store: Dispatcher): void {
  browserStore = store;
}

export const SLICE_INJECTED = '@@ridemarket/SLICE_INJECTED';

/** Passes an injected slice through, first giving an existing browser store the slice's state. */
export function injectSlice<T>(injected: T): T {
  browserStore?.dispatch({ type: SLICE_INJECTED });
  return injected;
}
