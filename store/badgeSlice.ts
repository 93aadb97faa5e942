/**
 * Badges (SPEC.md §3) and the unread alarm count: the dots of the header bell, the tab bar and my
 * page. Server-owned: every page a member opens loads them with the profile (us_me, in loadViewer);
 * afterwards the operations that change them answer the new values (opening a bookmark tab or the
 * notices, reading alarms), so the dots follow without another request.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Badges } from '@/api/item/badges';
import type { ViewerProfile } from '@/api/item/me';
import { idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { ALARM_LOAD, ALARM_MORE, ALARM_READ, ALARM_READ_ALL } from './alarmSlice';
import { viewerLoaded } from './viewerActions';

export const BADGE_MARK_SEEN = 'badge/markSeen';

export type BadgeState = { badges: Badges; unreadAlarmCount: number } & AsyncFields;

export const noBadges: Badges = {
  isActiveBookmarkBadge: false, isActiveBusinessBookmarkBadge: false, isActiveItemBookmarkBadge: false,
  isActiveMyPageBadge: false, isActiveNoticeBadge: false, isActiveOrderBadge: false, isActiveReviewBadge: false,
};

export const initialBadgeState: BadgeState = { badges: noBadges, unreadAlarmCount: 0, ...idleAsync };

type Action<P> = PayloadAction<P> & { type: string };
const is = (...types: string[]) => <P>(a: { type: string }): a is Action<P> => types.includes(a.type);

export const badgeSlice = createSlice({
  name: 'badge',
  initialState: initialBadgeState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<BadgeState>('badge'));
    // The viewer's profile carries them; a visitor (null) has none.
    builder.addCase(viewerLoaded, (state, action) => {
      state.badges = action.payload?.badges ?? noBadges;
      state.unreadAlarmCount = action.payload?.unreadAlarmCount ?? 0;
      state.status = 'succeeded';
      state.error = null;
    });
    builder
      .addMatcher(is(`${BADGE_MARK_SEEN}/fulfilled`)<Badges>, (state, action) => {
        state.badges = action.payload;
      })
      .addMatcher(is(`${ALARM_READ}/fulfilled`, `${ALARM_READ_ALL}/fulfilled`)<{ badges: Badges; unreadCount: number }>, (state, action) => {
        state.badges = action.payload.badges;
        state.unreadAlarmCount = action.payload.unreadCount;
      })
      .addMatcher(is(`${ALARM_LOAD}/fulfilled`)<{ unreadCount: number }>, (state, action) => {
        state.unreadAlarmCount = action.payload.unreadCount;
      })
      .addMatcher(is(`${ALARM_MORE}/fulfilled`)<{ page: { unreadCount: number } }>, (state, action) => {
        state.unreadAlarmCount = action.payload.page.unreadCount;
      });
  },
  selectors: {
    selectBadges: (state) => state.badges,
    selectUnreadAlarmCount: (state) => state.unreadAlarmCount,
  },
});

export const { selectBadges, selectUnreadAlarmCount } = badgeSlice.selectors;
