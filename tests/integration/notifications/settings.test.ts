import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  pb_configurationPageDocument,
  us_setNotificationPreferenceDocument,
  us_setQuietHoursDocument,
  us_subscribePushDocument,
  us_unsubscribePushDocument,
} from '@/api/item/generated';
import type { NotificationSettings } from '@/api/item/notificationSettings';
import { pushSubscriptions } from '@/server/db/schema';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { callAs, newMember } from '../member/memberFixtures';

const keys = () => ({
  p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: crypto.randomBytes(16).toString('base64url'),
});

describe.each(testDbKinds())('notification settings on %s', (kind) => {
  const db = useTestDb(kind);
  const settingsOf = async (userId: number) =>
    (
      await callAs<{ notificationSettings: NotificationSettings }>(
        db(),
        { userId },
        pb_configurationPageDocument,
        'pb_configurationPage'
      )
    ).data!.notificationSettings;
  const channelOf = (s: NotificationSettings, group: string, channel: string) =>
    s.groups.find((g) => g.group === group)?.channels.find((c) => c.channel === channel)?.enabled;

  it('starts with every channel on and quiet hours on; a switch and quiet hours are kept per member', async () => {
    const [a, b] = [await newMember(db()), await newMember(db())];
    const before = await settingsOf(a);
    expect(before.quietHours).toBe(true);
    expect(before.groups.every((g) => g.channels.every((c) => c.enabled))).toBe(true);
    // No VAPID keys and no 알림톡 provider in the test environment.
    expect(before).toMatchObject({ pushPublicKey: null, kakaoAvailable: false, pushDevices: 0 });

    const res = await callAs<{ setNotificationPreference: NotificationSettings }>(
      db(),
      { userId: a },
      us_setNotificationPreferenceDocument,
      'us_setNotificationPreference',
      { group: 'order', channel: 'email', enabled: false }
    );
    expect(channelOf(res.data!.setNotificationPreference, 'order', 'email')).toBe(false);
    await callAs(db(), { userId: a }, us_setQuietHoursDocument, 'us_setQuietHours', { on: false });
    const after = await settingsOf(a);
    expect(channelOf(after, 'order', 'email')).toBe(false);
    expect(channelOf(after, 'order', 'push')).toBe(true);
    expect(after.quietHours).toBe(false);
    expect(channelOf(await settingsOf(b), 'order', 'email')).toBe(true);
  });

  it('refuses a channel the group never uses as INVALID_INPUT in Korean, and a visitor as UNAUTHENTICATED', async () => {
    const a = await newMember(db());
    const bad = await callAs(
      db(),
      { userId: a },
      us_setNotificationPreferenceDocument,
      'us_setNotificationPreference',
      {
        group: 'message',
        channel: 'kakao',
        enabled: true,
      }
    );
    expect(bad.code).toBe('INVALID_INPUT');
    expect(bad.details).toEqual({ channel: '이 알림은 그 채널로 보내지 않아요.' });
    const visitor = await callAs(db(), null, us_setQuietHoursDocument, 'us_setQuietHours', { on: false });
    expect(visitor.code).toBe('UNAUTHENTICATED');
  });

  it('stores a device once per endpoint, moves it to the member who subscribes it last, and checks its keys', async () => {
    const [a, b] = [await newMember(db()), await newMember(db())];
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomBytes(8).toString('hex')}`;
    const subscribe = (userId: number, vars: Record<string, unknown>) =>
      callAs<{ subscribePush: NotificationSettings }>(
        db(),
        { userId },
        us_subscribePushDocument,
        'us_subscribePush',
        vars
      );
    expect(
      (await subscribe(a, { endpoint, ...keys(), device: 'Chrome on Android' })).data!.subscribePush.pushDevices
    ).toBe(1);
    await subscribe(b, { endpoint, ...keys() });
    const rows = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((r) => r.userId)).toEqual([b]);

    const bad = await subscribe(a, { endpoint: 'http://insecure.example/push', p256dh: 'x', auth: keys().auth });
    expect(bad.code).toBe('INVALID_INPUT');
    expect(bad.details).toMatchObject({
      endpoint: '푸시 구독 주소는 https여야 해요.',
      p256dh: 'p256dh 값이 올바르지 않아요.',
    });

    // Another member cannot remove b's device.
    await callAs(db(), { userId: a }, us_unsubscribePushDocument, 'us_unsubscribePush', { endpoint });
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1);
    await callAs(db(), { userId: b }, us_unsubscribePushDocument, 'us_unsubscribePush', { endpoint });
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
  });
});
