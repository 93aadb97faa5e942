/**
 * The store factory (ARCHITECTURE.md: makeStore, one slice per state area). A new store per server
 * request and one per browser tab; services are injected so thunks run the same on both sides.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Context } from 'next-redux-wrapper';
import type { Services } from '@/api/services';
import { contentSlice } from './contentSlice';
import { featureFlagSlice } from './featureFlagSlice';
import { bikeCommerceFilterSlice } from './bikeCommerceFilterSlice';
import { commerceListSlice } from './commerceListSlice';
import { homeSlice } from './homeSlice';
import { calendarSlice } from './calendarSlice';
import { itemDetailSlice } from './itemDetailSlice';
import { modelDetailSlice } from './modelDetailSlice';
import { usedItemSlice } from './usedItemSlice';
import { noticeSlice } from './noticeSlice';
import { searchSlice } from './searchSlice';
import { keywordSlice } from './keywordSlice';
import { lineBannerSlice } from './lineBannerSlice';
import { provisionAgreementSlice } from './provisionAgreementSlice';
import { userSlice } from './userSlice';

export const rootReducer = combineSlices(
  userSlice,
  contentSlice,
  featureFlagSlice,
  lineBannerSlice,
  provisionAgreementSlice,
  homeSlice,
  noticeSlice,
  searchSlice, keywordSlice,
  itemDetailSlice, calendarSlice,
  modelDetailSlice,
  bikeCommerceFilterSlice, commerceListSlice, usedItemSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * `context` is next-redux-wrapper's (the getServerSideProps context on the server, none in the
 * browser); the store itself does not use it: whoever calls makeStore resolves `services` from it.
 * serializableCheck and immutableCheck stay on (RTK defaults, development only): state is plain JSON.
 */
export function makeStore(_context: Context | undefined, services: Services, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: services } }),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
