/**
 * The store factory (docs/architecture.md §5: makeStore, one slice per state area). A new store per server
 * request and one per browser tab; services are injected so thunks run the same on both sides.
 */
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import type { Context } from 'next-redux-wrapper';
import type { Services } from '@/api/services';
import { rootReducer, trackBrowserStore } from './rootReducer';
import type { RootState } from './rootState';

export { rootReducer };
export type { RootState };

/**
 * `context` is next-redux-wrapper's (the getServerSideProps context on the server, none in the
 * browser); the business itself does not use it: whoever calls makeStore resolves `services` from it.
 * serializableCheck and immutableCheck stay on (RTK defaults, development only): state is plain JSON.
 */
export function makeStore(_context: Context | undefined, services: Services, preloadedState?: Partial<RootState>) {
  const store = configureStore({
    // Typed as the whole state: the slices a page reads are injected before its components run.
    reducer: rootReducer as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: services } }),
    devTools: process.env.NODE_ENV !== 'production',
  });
  if (typeof window !== 'undefined') trackBrowserStore(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
