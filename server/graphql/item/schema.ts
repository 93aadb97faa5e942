import { builder } from './builder';
import { HomePage } from './types/home';
import './types/notice';
import './types/communityShared';
import './types/communityPost';
import './types/communityBoard';
import './types/communityWrite';
import './types/infoPage';
import './types/provisions';
import './types/faq';
import './types/bookmark';
import './types/itemDetail';
import './types/search';
import './types/keywords';
import './types/modelDetail';
import './types/priceHistory';
import './types/fitProfile';
import './types/commerce';
import './types/usedItems';
import './types/experiment';
import './types/magazines';
import './types/contents';
import './types/recommendations';
import './types/nearbyMap';
import './types/businessProfile';
import './types/promotions';
import './types/me';
import './types/badges';
import './types/alarms';
import './types/memberBookmarks';
import './types/memberSettings';
import './types/notificationSettings';
import './types/sellerItems';
import './types/sellerListings';
import './types/sellerListingImport';
import './types/sellerBusiness';
import './types/devSeller';
import './types/availabilityAlert';
import './types/sellerInvites';
import './types/reviewWrite';
import './types/communitySearch';
import './types/messages';
import './types/inquiries';
import { getHomeData } from '../../domain/home/homeService';

builder.queryType({
  fields: (t) => ({
    home: t.field({
      type: HomePage,
      description: '홈 화면: 띠 배너, 카테고리, 인기 렌탈, 인기 구매 모델, 가까운 매장, 매거진, 공지',
      resolve: (_root, _args, ctx) => getHomeData(ctx.db),
    }),
  }),
});

// Member actions (`us_` operations) add their fields with builder.mutationFields in their own files.
builder.mutationType({});

export const itemSchema = builder.toSchema();
