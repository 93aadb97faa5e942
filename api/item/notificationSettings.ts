import type { ApiClient } from '../client';
import {
  pb_configurationPageDocument,
  us_setNotificationPreferenceDocument,
  us_setQuietHoursDocument,
  us_subscribePushDocument,
  us_unsubscribePushDocument,
  type NotificationChannel,
  type NotificationGroup,
  type NotificationSettingsFieldsFragment,
  type pb_configurationPageQuery,
} from './generated';

export type NotificationSettings = NotificationSettingsFieldsFragment;
export type ConfigurationPageAnswer = pb_configurationPageQuery;
export type PreferenceChange = { group: NotificationGroup; channel: NotificationChannel; enabled: boolean };
export type PushSubscriptionKeys = { endpoint: string; p256dh: string; auth: string; device: string | null };

/** /user/configuration's one operation: the viewer and the notification settings. */
export async function fetchConfigurationPage(client: ApiClient): Promise<ConfigurationPageAnswer> {
  return client.request('item', pb_configurationPageDocument, {});
}

export async function setNotificationPreference(
  client: ApiClient,
  change: PreferenceChange
): Promise<NotificationSettings> {
  return (await client.request('item', us_setNotificationPreferenceDocument, change)).setNotificationPreference;
}

export async function setQuietHours(client: ApiClient, on: boolean): Promise<NotificationSettings> {
  return (await client.request('item', us_setQuietHoursDocument, { on })).setQuietHours;
}

export async function subscribePush(client: ApiClient, keys: PushSubscriptionKeys): Promise<NotificationSettings> {
  return (await client.request('item', us_subscribePushDocument, keys)).subscribePush;
}

export async function unsubscribePush(client: ApiClient, endpoint: string): Promise<NotificationSettings> {
  return (await client.request('item', us_unsubscribePushDocument, { endpoint })).unsubscribePush;
}
