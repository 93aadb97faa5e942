/**
 * Badges (docs/product.md §3) and the unread alarm count: the dots of the header bell, the tab bar and my
 * page. Server-owned: every page a member opens loads them with the viewer (inside the page's own
 * operation, or us_me for a page without data: viewerLoaded);
 * afterwards the operations that change them answer the new values (opening a bookmark tab or the
 * notices, reading alarms), so the dots follow without another request.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { Badges } from '@/api/item/badges';
import type { AlarmReadResult } from '@/api/item/alarms';
import { idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadAlarmPage, loadMoreAlarms, readAlarm, readAllAlarms } from './alarmThunks';
import { markSeen } from './badgeThunks';
import { viewerLoaded } from './viewerActions';
import { messageBadgesChanged } from './messageActions';

export type BadgeState = { badges: Badges; unreadAlarmCount: number } & AsyncFields;

export const noBadges: Badges = {
  isActiveBookmarkBadge: false,
  isActiveBusinessBookmarkBadge: false,
  isActiveItemBookmarkBadge: false,
  isActiveMyPageBadge: false,
  isActiveNoticeBadge: false,
  isActiveOrderBadge: false,
  isActiveReviewBadge: false,
  unreadMessageThreadCount: 0,
  unansweredMessageThreadCount: 0,
};

export const initialBadgeState: BadgeState = { badges: noBadges, unreadAlarmCount: 0, ...idleAsync };

function takeReadResult(state: BadgeState, { payload }: { payload: AlarmReadResult }) {
  state.badges = payload.badges;
  state.unreadAlarmCount = payload.unreadCount;
}

export const badgeSlice = createSlice({
  name: 'badge',
  initialState: initialBadgeState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<BadgeState>('badge'))
      // The viewer's profile carries them; a visitor (null) has none.
      .addCase(viewerLoaded, (state, action) => {
        state.badges = action.payload?.badges ?? noBadges;
        state.unreadAlarmCount = action.payload?.unreadAlarmCount ?? 0;
        state.status = 'succeeded';
        state.error = null;
      })
      // The live stream's counts (docs/product.md §3 Badges): 마이 lights while a thread is unread.
      .addCase(messageBadgesChanged, (state, { payload }) => {
        state.badges.unreadMessageThreadCount = payload.unreadThreads;
        state.badges.unansweredMessageThreadCount = payload.unansweredThreads;
        if (payload.unreadThreads > 0) state.badges.isActiveMyPageBadge = true;
      })
      .addCase(markSeen.fulfilled, (state, action) => {
        state.badges = action.payload;
      })
      .addCase(readAlarm.fulfilled, takeReadResult)
      .addCase(readAllAlarms.fulfilled, takeReadResult)
      // The alarm list counts the unread alarms as it answers (after the viewer of the same operation).
      .addCase(loadAlarmPage.fulfilled, (state, action) => {
        state.unreadAlarmCount = action.payload.alarmList.unreadCount;
      })
      .addCase(loadMoreAlarms.fulfilled, (state, action) => {
        state.unreadAlarmCount = action.payload.page.unreadCount;
      });
  },
  selectors: {
    selectBadges: (state) => state.badges,
    selectUnreadAlarmCount: (state) => state.unreadAlarmCount,
  },
});

export const { selectBadges, selectUnreadAlarmCount } = badgeSlice.selectors;
