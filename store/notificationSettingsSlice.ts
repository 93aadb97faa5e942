/**
 * The member's notification settings on /user/configuration (docs/product.md §3 Notifications).
 * Server-owned: the page loads them; every switch answers the whole settings, which replace these.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { NotificationSettings } from '@/api/item/notificationSettings';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  changeNotificationPreference,
  changeQuietHours,
  loadConfigurationPage,
  removePushSubscription,
  savePushSubscription,
} from './notificationSettingsThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type NotificationSettingsState = { settings: NotificationSettings | null } & AsyncFields;

const initialState: NotificationSettingsState = { settings: null, ...idleAsync };

export const notificationSettingsSlice = createSlice({
  name: 'notificationSettings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<NotificationSettingsState>('notificationSettings'));
    for (const thunk of [
      changeNotificationPreference,
      changeQuietHours,
      savePushSubscription,
      removePushSubscription,
    ]) {
      builder.addCase(thunk.fulfilled, (state, { payload }) => {
        state.settings = payload;
      });
    }
    // Last: addThunkCases adds matchers, and Redux Toolkit takes no addCase after a matcher.
    addThunkCases(builder, loadConfigurationPage, (state, { notificationSettings }) => {
      state.settings = notificationSettings;
    });
  },
  selectors: {
    selectNotificationSettings: (state) => state.settings,
  },
});

export const { selectNotificationSettings } = injectSlice(notificationSettingsSlice.injectInto(rootReducer)).selectors;
