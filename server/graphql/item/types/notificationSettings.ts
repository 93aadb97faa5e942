import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import {
  loadPreferences,
  setPreference,
  setQuietHours,
  type NotificationPreferences,
} from '../../../domain/notifications/preferences';
import {
  deletePushSubscription,
  pushDeviceCount,
  savePushSubscription,
} from '../../../domain/notifications/pushSubscriptions';
import { deliverableChannels } from '../../../notifications/channels';
import { serverEnv } from '../../../env';
import type { Db } from '../../../db/client';
import { EVENT_GROUPS, groupChannels, SWITCHABLE_CHANNELS } from '@/lib/notifications/events';

type Settings = NotificationPreferences & {
  pushPublicKey: string | null;
  kakaoAvailable: boolean;
  pushDevices: number;
};

async function settingsOf(db: Db, userId: number): Promise<Settings> {
  const [prefs, devices] = await Promise.all([loadPreferences(db, userId), pushDeviceCount(db, userId)]);
  const channels = deliverableChannels();
  return {
    ...prefs,
    pushPublicKey: channels.has('push') ? (serverEnv().VAPID_PUBLIC_KEY ?? null) : null,
    kakaoAvailable: channels.has('kakao'),
    pushDevices: devices,
  };
}

const GroupEnum = builder.enumType('NotificationGroup', { values: EVENT_GROUPS });
const ChannelEnum = builder.enumType('NotificationChannel', { values: SWITCHABLE_CHANNELS });

const ChannelSwitchRef = builder
  .objectRef<NotificationPreferences['groups'][number]['channels'][number]>('NotificationChannelSwitch')
  .implement({
    fields: (t) => ({
      channel: t.field({ type: ChannelEnum, resolve: (c) => c.channel }),
      enabled: t.exposeBoolean('enabled'),
    }),
  });

const GroupSwitchesRef = builder
  .objectRef<NotificationPreferences['groups'][number]>('NotificationGroupSwitches')
  .implement({
    fields: (t) => ({
      group: t.field({ type: GroupEnum, resolve: (g) => g.group }),
      channels: t.field({ type: [ChannelSwitchRef], resolve: (g) => g.channels }),
    }),
  });

const SettingsRef = builder.objectRef<Settings>('NotificationSettings').implement({
  description: '알림 설정: 묶음별 채널 켜기/끄기, 방해 금지 시간, 이 서비스에서 쓸 수 있는 채널',
  fields: (t) => ({
    quietHours: t.exposeBoolean('quietHours', { description: '21:00~08:00에는 푸시·알림톡을 아침에 보내요' }),
    groups: t.field({ type: [GroupSwitchesRef], resolve: (s) => s.groups }),
    pushPublicKey: t.exposeString('pushPublicKey', {
      nullable: true,
      description: '웹 푸시 구독에 쓰는 VAPID 공개 키 (푸시를 쓰지 않는 서비스면 null)',
    }),
    kakaoAvailable: t.exposeBoolean('kakaoAvailable'),
    pushDevices: t.exposeInt('pushDevices', { description: '푸시 알림을 받는 기기 수' }),
  }),
});

const preferenceArgs = z
  .object({ group: z.enum(EVENT_GROUPS), channel: z.enum(SWITCHABLE_CHANNELS), enabled: z.boolean() })
  .refine((a) => groupChannels(a.group).includes(a.channel), {
    path: ['channel'],
    message: '이 알림은 그 채널로 보내지 않아요.',
  });
const quietArgs = z.object({ on: z.boolean() });
const base64url = (field: string, min: number, max: number) =>
  z
    .string()
    .min(min, `${field} 값이 올바르지 않아요.`)
    .max(max, `${field} 값이 올바르지 않아요.`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${field} 값이 올바르지 않아요.`);
const subscriptionArgs = z.object({
  endpoint: z
    .string()
    .max(1000, '푸시 구독 주소가 너무 길어요.')
    .url('푸시 구독 주소가 올바르지 않아요.')
    .refine((url) => url.startsWith('https://'), '푸시 구독 주소는 https여야 해요.'),
  p256dh: base64url('p256dh', 80, 100),
  auth: base64url('auth', 16, 32),
  device: z.string().trim().max(300).nullish(),
});
const endpointArgs = z.object({ endpoint: z.string().min(1).max(1000) });

builder.queryFields((t) => ({
  notificationSettings: t.field({
    type: SettingsRef,
    description: '내 알림 설정 (회원 전용)',
    resolve: (_root, _args, ctx) => settingsOf(ctx.db, requireMember(ctx.viewer).userId),
  }),
}));

builder.mutationFields((t) => ({
  setNotificationPreference: t.field({
    type: SettingsRef,
    description: '알림 묶음 하나의 채널 하나를 켜거나 꺼요 (회원 전용)',
    args: {
      group: t.arg({ type: GroupEnum, required: true }),
      channel: t.arg({ type: ChannelEnum, required: true }),
      enabled: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      await setPreference(ctx.db, viewer.userId, parseInput(preferenceArgs, args));
      return settingsOf(ctx.db, viewer.userId);
    },
  }),
  setQuietHours: t.field({
    type: SettingsRef,
    description: '방해 금지 시간(21:00~08:00)을 켜거나 꺼요 (회원 전용)',
    args: { on: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      await setQuietHours(ctx.db, viewer.userId, parseInput(quietArgs, args).on);
      return settingsOf(ctx.db, viewer.userId);
    },
  }),
  subscribePush: t.field({
    type: SettingsRef,
    description: '이 기기에서 푸시 알림을 받아요 (브라우저의 PushSubscription, 회원 전용)',
    args: {
      endpoint: t.arg.string({ required: true }),
      p256dh: t.arg.string({ required: true }),
      auth: t.arg.string({ required: true }),
      device: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(subscriptionArgs, args);
      const { endpoint, p256dh, auth, device } = input;
      await savePushSubscription(ctx.db, viewer.userId, { endpoint, p256dh, auth }, device ?? null);
      return settingsOf(ctx.db, viewer.userId);
    },
  }),
  unsubscribePush: t.field({
    type: SettingsRef,
    description: '이 기기의 푸시 알림을 그만 받아요 (회원 전용)',
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      await deletePushSubscription(ctx.db, viewer.userId, parseInput(endpointArgs, args).endpoint);
      return settingsOf(ctx.db, viewer.userId);
    },
  }),
}));
