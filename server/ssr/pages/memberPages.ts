/**
 * The member pages (/user/…, the friend-code step of sign-up, the developer's seller tool): a visitor
 * is sent to log in with a way back. The old rule of these pages stays: any failed load renders with
 * 503 (다시 시도), never a 404.
 */
import { z } from 'zod';
import { isDemoMode } from '@/server/env';
import { loadAlarmPage } from '@/store/alarmThunks';
import { markSeen } from '@/store/badgeThunks';
import { loadBookmarkPage, loadBusinessBookmarkPage } from '@/store/bookmarkThunks';
import { loadCardRegistPage } from '@/store/cardThunks';
import { loadCouponBookPage } from '@/store/couponBookThunks';
import { loadReferralPage } from '@/store/referralThunks';
import { loadViewer } from '@/store/viewerThunks';
import { loadConfigurationPage } from '@/store/notificationSettingsThunks';
import { loadFitProfilePage } from '@/store/fitProfileThunks';
import { definePage } from '../pageLoader';

const noParams = z.object({});

/** A member page with nothing of its own to load: the viewer alone (its profile, points and badges). */
const memberShellPage = () => definePage({ params: noParams, access: 'member', fills: ['user', 'badge'] });

export const myPage = memberShellPage();
export const nicknamePage = memberShellPage();
export const passwordChangePage = memberShellPage();

/** /user/configuration: the viewer and the notification settings (docs/product.md §3 Notifications), one operation. */
export const configurationPage = definePage({
  params: noParams,
  access: 'member',
  fills: ['notificationSettings', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadConfigurationPage()),
});

/** /user/fit_profile: the viewer and their fit profile (docs/product.md §3 Fit profile), one operation. */
export const fitProfilePage = definePage({
  params: noParams,
  access: 'member',
  fills: ['fitProfile', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadFitProfilePage()),
});

/** /user/alarm: the first page of alarms and the viewer, one operation. */
export const alarmPage = definePage({
  params: noParams,
  access: 'member',
  fills: ['alarm', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadAlarmPage()),
});

/** ?tab=business opens 매장; anything else 상품·모델. */
const bookmarkTab = z
  .unknown()
  .optional()
  .transform((tab): 'items' | 'businesses' => (tab === 'business' ? 'businesses' : 'items'));

/**
 * /user/bookmark: the opened tab's first page and the viewer, one operation; then the visit is
 * recorded (a mutation), which clears this tab's badge. The list is read first, so its "가격 내림"
 * and "새 상품" marks are those since the previous visit. A failed record changes nothing on the page.
 */
export const bookmarkPage = definePage({
  params: z.object({ tab: bookmarkTab }),
  access: 'member',
  fills: ['bookmark', 'user', 'badge'],
  notFoundOn: [],
  load: async (store, { tab }) => {
    const page =
      tab === 'items' ? await store.dispatch(loadBookmarkPage()) : await store.dispatch(loadBusinessBookmarkPage());
    // Runs only once the page's viewer is in (the thunk's condition): a failed page records nothing.
    await store.dispatch(markSeen(tab === 'items' ? 'ITEM_BOOKMARK' : 'BUSINESS_BOOKMARK'));
    return page;
  },
  props: ({ tab }) => ({ tab }),
});

/** /user/prcode: my code, the promotion and the viewer. */
export const prcodePage = definePage({
  params: noParams,
  access: 'member',
  fills: ['referral', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadReferralPage()),
});

/** /user/card_regist: the registered cards and the card window, with the viewer: one order-service operation. */
export const cardRegistPage = definePage({
  params: noParams,
  access: 'member',
  fills: ['cards', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadCardRegistPage()),
});

/** /user/couponbook: the coupons I hold, the ones I can take, and the viewer: one order-service operation. */
export const couponBookPage = definePage({
  params: noParams,
  access: 'member',
  fills: ['couponBook', 'user', 'badge'],
  notFoundOn: [],
  load: (store) => store.dispatch(loadCouponBookPage()),
});

/**
 * The friend-code step after an email sign-up (/registration/user/friend_code) or a Kakao or Naver
 * one (/registration/friend_code): the account exists and is signed in. The step is optional, so a
 * failed load still renders it (200) with the way on; the viewer is then asked for alone.
 */
export const friendCodePage = definePage({
  params: noParams,
  access: 'member',
  fills: ['referral', 'user', 'badge'],
  load: async (store) => {
    const page = await store.dispatch(loadReferralPage());
    if (loadReferralPage.rejected.match(page)) await store.dispatch(loadViewer());
  },
});

/** /dev/seller: a developer tool that exists only in demo mode (DEMO_MODE=on); elsewhere a 404. */
export const devSellerPage = definePage({
  params: noParams.refine(() => isDemoMode()),
  access: 'member',
  fills: ['user', 'badge'],
});
