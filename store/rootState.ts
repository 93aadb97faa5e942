/**
 * The whole store's state type: every slice, core or injected by the page that uses it (store/rootReducer.ts).
 * Type-only imports: no slice's code comes with this file.
 */
import type { contentSlice } from './contentSlice';
import type { magazineSlice } from './magazineSlice';
import type { categoryRecommendationSlice } from './categoryRecommendationSlice';
import type { featureFlagSlice } from './featureFlagSlice';
import type { bikeCommerceFilterSlice } from './bikeCommerceFilterSlice';
import type { commerceListSlice } from './commerceListSlice';
import type { homeSlice } from './homeSlice';
import type { calendarSlice } from './calendarSlice';
import type { itemDetailSlice } from './itemDetailSlice';
import type { modelDetailSlice } from './modelDetailSlice';
import type { usedItemSlice } from './usedItemSlice';
import type { noticeSlice } from './noticeSlice';
import type { searchSlice } from './searchSlice';
import type { keywordSlice } from './keywordSlice';
import type { lineBannerSlice } from './lineBannerSlice';
import type { provisionAgreementSlice } from './provisionAgreementSlice';
import type { provisionPageSlice } from './provisionPageSlice';
import type { infoPageSlice } from './infoPageSlice';
import type { faqSlice } from './faqSlice';
import type { userSlice } from './userSlice';
import type { nearbyBusinessDetailSlice } from './nearbyBusinessDetailSlice';
import type { nearbyBusinessListSlice } from './nearbyBusinessListSlice';
import type { businessReviewSlice } from './businessReviewSlice';
import type { nearbyMapSlice } from './nearbyMapSlice';
import type { brandSaleSlice } from './brandSaleSlice';
import type { brandSaleListSlice } from './brandSaleListSlice';
import type { brandIntroSlice } from './brandIntroSlice';
import type { cardBenefitSlice } from './cardBenefitSlice';
import type { promotionGuideSlice } from './promotionGuideSlice';
import type { referralSlice } from './referralSlice';
import type { alarmSlice } from './alarmSlice';
import type { notificationSettingsSlice } from './notificationSettingsSlice';
import type { fitProfileSlice } from './fitProfileSlice';
import type { bookmarkSlice } from './bookmarkSlice';
import type { badgeSlice } from './badgeSlice';
import type { couponBookSlice } from './couponBookSlice';
import type { shippingAddressSlice } from './shippingAddressSlice';
import type { checkoutSlice } from './checkoutSlice';
import type { cardSlice } from './cardSlice';
import type { orderSlice } from './orderSlice';
import type { orderDetailSlice } from './orderDetailSlice';
import type { orderCompleteSlice } from './orderCompleteSlice';
import type { popularRecommendationSlice } from './popularRecommendationSlice';
import type { sellerTodaySlice } from './sellerTodaySlice';
import type { sellerSettlementsSlice } from './sellerSettlementsSlice';
import type { sellerJoinSlice } from './sellerJoinSlice';
import type { sellerOrderSlice } from './sellerOrderSlice';
import type { notReviewsSlice } from './notReviewsSlice';
import type { reviewWriteSlice } from './reviewWriteSlice';
import type { sellerReviewsSlice } from './sellerReviewsSlice';
import type { messagesSlice } from './messagesSlice';
import type { inquiriesSlice } from './inquiriesSlice';
import type { sellerItemsSlice } from './sellerItemsSlice';
import type { sellerListingSlice } from './sellerListingSlice';
import type { sellerListingImportSlice } from './sellerListingImportSlice';
import type { sellerBusinessSlice } from './sellerBusinessSlice';
import type { adminConsoleSlice } from './adminConsoleSlice';
import type { adminMoneySlice } from './adminConsoleMoneySlice';
import type { communityListSlice } from './communityListSlice';
import type { communitySearchSlice } from './communitySearchSlice';
import type { communityWriteSlice } from './communityWriteSlice';
import type { myCommunitySlice } from './myCommunitySlice';
import type { communityPostSlice } from './communityPostSlice';

type StateOf<S> = S extends { reducerPath: infer P extends string; getInitialState: () => infer State }
  ? { [K in P]: State }
  : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

type AnySlice =
  | typeof contentSlice
  | typeof magazineSlice
  | typeof categoryRecommendationSlice
  | typeof featureFlagSlice
  | typeof bikeCommerceFilterSlice
  | typeof commerceListSlice
  | typeof homeSlice
  | typeof calendarSlice
  | typeof itemDetailSlice
  | typeof modelDetailSlice
  | typeof usedItemSlice
  | typeof noticeSlice
  | typeof searchSlice
  | typeof keywordSlice
  | typeof lineBannerSlice
  | typeof provisionAgreementSlice
  | typeof provisionPageSlice
  | typeof infoPageSlice
  | typeof faqSlice
  | typeof userSlice
  | typeof nearbyBusinessDetailSlice
  | typeof nearbyBusinessListSlice
  | typeof businessReviewSlice
  | typeof nearbyMapSlice
  | typeof brandSaleSlice
  | typeof brandSaleListSlice
  | typeof brandIntroSlice
  | typeof cardBenefitSlice
  | typeof promotionGuideSlice
  | typeof referralSlice
  | typeof alarmSlice
  | typeof notificationSettingsSlice
  | typeof fitProfileSlice
  | typeof bookmarkSlice
  | typeof badgeSlice
  | typeof couponBookSlice
  | typeof shippingAddressSlice
  | typeof checkoutSlice
  | typeof cardSlice
  | typeof orderSlice
  | typeof orderDetailSlice
  | typeof orderCompleteSlice
  | typeof popularRecommendationSlice
  | typeof sellerTodaySlice
  | typeof sellerJoinSlice
  | typeof sellerOrderSlice
  | typeof notReviewsSlice
  | typeof reviewWriteSlice
  | typeof sellerReviewsSlice
  | typeof sellerItemsSlice
  | typeof sellerListingSlice
  | typeof sellerListingImportSlice
  | typeof sellerBusinessSlice
  | typeof adminConsoleSlice
  | typeof adminMoneySlice
  | typeof sellerSettlementsSlice
  | typeof communityListSlice
  | typeof communitySearchSlice
  | typeof communityWriteSlice
  | typeof myCommunitySlice
  | typeof communityPostSlice
  | typeof messagesSlice
  | typeof inquiriesSlice;

export type RootState = { [K in keyof Intersect<StateOf<AnySlice>>]: Intersect<StateOf<AnySlice>>[K] };
