/**
 * The table of page loaders (issue 15 §3): every server-rendered route and its PageDefinition. A
 * page's getServerSideProps is `loadPage(pageTable['/route'])`; the definitions live by family in
 * server/ssr/pages/. A test walks this table and pages/ so that no page loads its data another way.
 */
import { modelPage } from './pages/modelPages';
import { notReviewsPage, writeReviewPage } from './pages/reviewPages';
import { itemPage } from './pages/itemPages';
import {
  businessReviewsPage,
  nearbyMapPage,
  nearbyOnboardingPage,
  nearbyBusinessPage,
  businessFamousListPage,
  businessItemListPage,
} from './pages/businessPages';
import { homePage, keywordsPage, recommendationPage, searchPage } from './pages/discoveryPages';
import { emailLoginPage, findIdPage, healthPage, loginPage } from './pages/accountPages';
import {
  alarmPage,
  bookmarkPage,
  cardRegistPage,
  configurationPage,
  fitProfilePage,
  couponBookPage,
  devSellerPage,
  friendCodePage,
  myPage,
  nicknamePage,
  passwordChangePage,
  prcodePage,
} from './pages/memberPages';
import {
  brandPage,
  brandSaleListPage,
  brandSalePage,
  cardBenefitPage,
  commercePage,
  promotionGuidePage,
  usedItemsPage,
} from './pages/catalogPages';
import { checkoutPage, paymentPendingPage, paymentResultPage } from './pages/checkoutPages';
import { orderCompletePage, orderDetailPage, ordersPage, popularRecommendationPage } from './pages/orderPages';
import {
  contentPage,
  faqPage,
  infoPage,
  magazinesPage,
  noticesPage,
  provisionPage,
  provisionsPage,
} from './pages/contentPages';
import { sellerJoinPage, sellerTodayPage } from './pages/sellerPages';
import { sellerOrderPage, sellerOrdersPage, sellerRequestsPage } from './pages/sellerPages';
import {
  sellerItemPage,
  sellerItemsPage,
  sellerBusinessPage,
  sellerListingEditPage,
  sellerListingNewPage,
  sellerListingImportPage,
} from './pages/sellerPages';
import { sellerReviewsPage, sellerSettlementPage, sellerSettlementsPage } from './pages/sellerPages';
import { communityPage, communitySearchPage } from './pages/communityPages';
import { communityUpdatePage, communityWritePage, myCommunityPage } from './pages/communityPages';
import { communityPostPage } from './pages/communityPages';
import { messageListPage, messageThreadPage, sellerMessageListPage } from './pages/messagePages';
import { adminInquiriesPage, adminInquiryPage, inquiriesPage, inquiryPage, newInquiryPage } from './pages/inquiryPages';
import { adminAuditPage, adminBusinessPage, adminBusinessesPage, adminHomePage } from './pages/adminPages';
import { adminReturnsPage, adminSettlementPeriodPage, adminSettlementsPage } from './pages/adminPages';
import { adminMemberPage, adminMembersPage, adminOrderPage, adminOrdersPage } from './pages/adminPages';
import { adminModerationPage } from './pages/adminPages';
import { adminClaimPage, adminClaimsPage, adminModelRequestsPage } from './pages/adminPages';
import { adminDisputeThreadsPage, adminMessageReportsPage } from './pages/adminPages';

export const pageTable = {
  '/models/[id]': modelPage,
  '/services/[id]': itemPage,
  '/services/[id]/payment': checkoutPage,
  '/pay/card': paymentResultPage,
  '/pay/portal': paymentResultPage,
  '/pay/rental': paymentResultPage,
  '/pay/rental_temp': paymentResultPage,
  '/result_pending': paymentPendingPage,
  '/nearby_store/[id]': nearbyBusinessPage,
  '/nearby_store/[id]/list': businessItemListPage,
  '/nearby_store/[id]/famous_list': businessFamousListPage,
  '/businesses/[businessId]/reviews': businessReviewsPage,
  '/nearby_store/map': nearbyMapPage,
  '/nearby_store/onboarding': nearbyOnboardingPage,
  '/': homePage,
  '/search': searchPage,
  '/keywords': keywordsPage,
  '/recommendations/[category]': recommendationPage,
  '/user/my_page': myPage,
  '/user/alarm': alarmPage,
  '/user/messages': messageListPage,
  '/user/messages/[id]': messageThreadPage,
  '/user/inquiries': inquiriesPage,
  '/user/inquiries/new': newInquiryPage,
  '/user/inquiries/[id]': inquiryPage,
  '/user/bookmark': bookmarkPage,
  '/user/prcode': prcodePage,
  '/user/couponbook': couponBookPage,
  '/community': communityPage,
  '/community/search': communitySearchPage,
  '/community/[boardCode]/posts/write': communityWritePage,
  '/community/[boardCode]/posts/[id]': communityPostPage,
  '/community/[boardCode]/posts/[id]/update': communityUpdatePage,
  '/user/community': myCommunityPage,
  '/user/not_reviews': notReviewsPage,
  '/user/write_review/[paymentId]': writeReviewPage,
  '/user/reservations': ordersPage,
  '/user/reservations/[id]': orderDetailPage,
  '/order/complete/[id]': orderCompletePage,
  '/recommendations/popular/[paymentId]': popularRecommendationPage,
  '/user/card_regist': cardRegistPage,
  '/user/pwd_change': passwordChangePage,
  '/user/configuration': configurationPage,
  '/user/fit_profile': fitProfilePage,
  '/user/configuration/nickname': nicknamePage,
  '/registration/friend_code': friendCodePage,
  '/registration/user/friend_code': friendCodePage,
  '/dev/seller': devSellerPage,
  '/admin': adminHomePage,
  '/admin/businesses': adminBusinessesPage,
  '/admin/businesses/[id]': adminBusinessPage,
  '/admin/members': adminMembersPage,
  '/admin/members/[id]': adminMemberPage,
  '/admin/audit': adminAuditPage,
  '/admin/settlements': adminSettlementsPage,
  '/admin/settlements/[period]': adminSettlementPeriodPage,
  '/admin/returns': adminReturnsPage,
  '/admin/orders': adminOrdersPage,
  '/admin/orders/[id]': adminOrderPage,
  '/admin/moderation': adminModerationPage,
  '/admin/claims': adminClaimsPage,
  '/admin/claims/[id]': adminClaimPage,
  '/admin/model-requests': adminModelRequestsPage,
  '/admin/message-reports': adminMessageReportsPage,
  '/admin/order-messages/[id]': adminDisputeThreadsPage,
  '/admin/inquiries': adminInquiriesPage,
  '/admin/inquiries/[id]': adminInquiryPage,
  '/seller': sellerTodayPage,
  '/seller/join': sellerJoinPage,
  '/seller/requests': sellerRequestsPage,
  '/seller/orders': sellerOrdersPage,
  '/seller/orders/[id]': sellerOrderPage,
  '/seller/reservations/[id]': sellerOrderPage,
  '/seller/reviews': sellerReviewsPage,
  '/seller/messages': sellerMessageListPage,
  '/seller/messages/[id]': messageThreadPage,
  '/seller/items': sellerItemsPage,
  '/seller/items/[id]': sellerItemPage,
  '/seller/items/new': sellerListingNewPage,
  '/seller/items/import': sellerListingImportPage,
  '/seller/items/[id]/listing': sellerListingEditPage,
  '/seller/store': sellerBusinessPage,
  '/seller/settlements': sellerSettlementsPage,
  '/seller/settlements/[id]': sellerSettlementPage,
  '/login': loginPage,
  '/login/account': emailLoginPage,
  '/find_id': findIdPage,
  '/healthz': healthPage,
  '/bikes/commerce': commercePage,
  '/used_item/list': usedItemsPage,
  '/recommends': magazinesPage,
  '/contents': contentPage,
  '/notices': noticesPage,
  '/qna_info': faqPage,
  '/call_info': infoPage('call_info'),
  '/cancel_info': infoPage('cancel_info'),
  '/item_semi_info': infoPage('item_semi_info'),
  '/note_info': infoPage('note_info'),
  '/provisions': provisionsPage,
  '/provisions/[category]': provisionPage,
  '/promotions/brand_sale': brandSalePage,
  '/promotions/brand_sale/list': brandSaleListPage,
  '/promotions/brands/[brandKey]': brandPage,
  '/promotions/card_benefit': cardBenefitPage,
  '/card_benefit': cardBenefitPage,
  '/promotions/introduce_lease': promotionGuidePage('introduce_lease'),
  '/promotions/lite_pay': promotionGuidePage('lite_pay'),
} as const;

export type PageRoute = keyof typeof pageTable;
