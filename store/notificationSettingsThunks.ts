import {
  fetchConfigurationPage,
  setNotificationPreference,
  setQuietHours,
  subscribePush,
  unsubscribePush,
  type PreferenceChange,
  type PushSubscriptionKeys,
} from '@/api/item/notificationSettings';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /user/configuration's loader: the viewer and the notification settings in one operation. */
export const loadConfigurationPage = createPageThunk('notificationSettings/loadPage', (_: void, { extra }) =>
  fetchConfigurationPage(extra.client)
);

/** One group's channel on or off; the answer is the whole settings, which the slice takes. */
export const changeNotificationPreference = createApiThunk(
  'notificationSettings/setPreference',
  (change: PreferenceChange, { extra }) => setNotificationPreference(extra.client, change)
);

export const changeQuietHours = createApiThunk('notificationSettings/setQuietHours', (on: boolean, { extra }) =>
  setQuietHours(extra.client, on)
);

/** Stores the browser's subscription after the member granted the permission (components/member/webPush.ts). */
export const savePushSubscription = createApiThunk(
  'notificationSettings/subscribePush',
  (keys: PushSubscriptionKeys, { extra }) => subscribePush(extra.client, keys)
);

export const removePushSubscription = createApiThunk(
  'notificationSettings/unsubscribePush',
  (endpoint: string, { extra }) => unsubscribePush(extra.client, endpoint)
);
