import { isDemoMode, serverEnv, type ServerEnv } from '../env';
import type { Channel } from '@/lib/notifications/events';

type ChannelEnv = Pick<
  ServerEnv,
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
  | 'SOLAPI_API_KEY'
  | 'SOLAPI_API_SECRET'
  | 'SOLAPI_PFID'
  | 'DEMO_MODE'
>;

/** VAPID is set as a whole or not at all: half a key pair sends nothing. */
export function pushConfigured(env: ChannelEnv = serverEnv()): boolean {
  return Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT);
}

/** Solapi's key, secret and Kakao channel, or demo mode (the messages go to the developer's outbox). */
export function kakaoConfigured(env: ChannelEnv = serverEnv()): boolean {
  return Boolean(env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET && env.SOLAPI_PFID) || isDemoMode(env);
}

/**
 * The channels this deployment can deliver on (docs/operations.md §1 Notifications). The in-app alarm
 * and e-mail always exist (mail without SMTP_URL stays in the outbox); push and 알림톡 only when
 * configured: unset, no row is written for them at all.
 */
export function deliverableChannels(env: ChannelEnv = serverEnv()): ReadonlySet<Channel> {
  const channels = new Set<Channel>(['inApp', 'email']);
  if (pushConfigured(env)) channels.add('push');
  if (kakaoConfigured(env)) channels.add('kakao');
  return channels;
}
