/**
 * The store factory (ARCHITECTURE.md: makeStore, one slice per state area). A new store per server
 * request and one per browser tab; services are injected so thunks run the same on both sides.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Context } from 'next-redux-wrapper';
import type { Services } from '@/api/services';
import { contentSlice } from './contentSlice';
import { magazineSlice } from './magazineSlice';
import { categoryRecommendationSlice } from './categoryRecommendationSlice';
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
import { provisionPageSlice } from './provisionPageSlice';
import { infoPageSlice } from './infoPageSlice';
import { faqSlice } from './faqSlice';
import { userSlice } from './userSlice';
import { nearbyStoreDetailSlice } from './nearbyStoreDetailSlice';
import { nearbyStoreListSlice } from './nearbyStoreListSlice';
import { businessReviewSlice } from './businessReviewSlice';
import { nearbyMapSlice } from './nearbyMapSlice';
import { brandSaleSlice } from './brandSaleSlice';
import { brandSaleListSlice } from './brandSaleListSlice';
import { brandIntroSlice } from './brandIntroSlice';
import { cardBenefitSlice } from './cardBenefitSlice';
import { promotionGuideSlice } from './promotionGuideSlice';
import { referralSlice } from './referralSlice';
import { alarmSlice } from './alarmSlice';
import { bookmarkSlice } from './bookmarkSlice';
import { badgeSlice } from './badgeSlice';
import { couponBookSlice } from './couponBookSlice';
import { shippingAddressSlice } from './shippingAddressSlice';
import { checkoutSlice } from './checkoutSlice';
import { cardSlice } from './cardSlice';
import { orderSlice } from './orderSlice';
import { orderDetailSlice } from './orderDetailSlice';
import { orderCompleteSlice } from './orderCompleteSlice';
import { popularRecommendationSlice } from './popularRecommendationSlice';
import { sellerTodaySlice } from './sellerTodaySlice';
import { sellerJoinSlice } from './sellerJoinSlice';
import { sellerOrderSlice } from './sellerOrderSlice';
import { notReviewsSlice } from './notReviewsSlice';
import { reviewWriteSlice } from './reviewWriteSlice';
import { sellerReviewsSlice } from './sellerReviewsSlice';
import { sellerItemsSlice } from './sellerItemsSlice';
import { sellerStoreSlice } from './sellerStoreSlice';
import { communityListSlice } from './communityListSlice';
import { communitySearchSlice } from './communitySearchSlice';
import { communityWriteSlice } from './communityWriteSlice';
import { myCommunitySlice } from './myCommunitySlice';
import { communityPostSlice } from './communityPostSlice';

export const rootReducer = combineSlices(
  userSlice,
  contentSlice, magazineSlice, categoryRecommendationSlice,
  featureFlagSlice,
  lineBannerSlice,
  provisionAgreementSlice,
  homeSlice,
  brandSaleSlice, brandSaleListSlice, brandIntroSlice, cardBenefitSlice, promotionGuideSlice,
  noticeSlice, provisionPageSlice, infoPageSlice, faqSlice,
  searchSlice, keywordSlice,
  itemDetailSlice, calendarSlice,
  modelDetailSlice,
  bikeCommerceFilterSlice, commerceListSlice, usedItemSlice,
  nearbyStoreDetailSlice, nearbyStoreListSlice, businessReviewSlice,
  nearbyMapSlice,
  referralSlice,
  alarmSlice, bookmarkSlice, badgeSlice,
  couponBookSlice, shippingAddressSlice,
  checkoutSlice,
  cardSlice,
  orderSlice, orderDetailSlice, orderCompleteSlice, popularRecommendationSlice,
  sellerTodaySlice, sellerJoinSlice,
  sellerOrderSlice,
  notReviewsSlice, reviewWriteSlice, sellerReviewsSlice,
  sellerItemsSlice, sellerStoreSlice,
  communityListSlice,
  communitySearchSlice,
  communityWriteSlice, myCommunitySlice,
  communityPostSlice,
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
