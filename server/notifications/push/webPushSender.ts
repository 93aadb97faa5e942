import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { logger } from '../../logger';
import type { ChannelSender, OutboxRow } from '../drain';

export type VapidKeys = { subject: string; publicKey: string; privateKey: string };

/** What the service worker receives (public/push-sw.js reads these names). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** A push service keeps a message this long for a device that is offline; an order's news is stale after a day. */
const TTL_SECONDS = 24 * 3600;

export function pushPayload(row: OutboxRow): PushPayload {
  return {
    title: row.content.title,
    body: row.content.body,
    url: row.content.linkUrl ?? '/user/alarm',
    tag: row.dedupeKey,
  };
}

/**
 * Sends a row to every device the member subscribed (docs/architecture.md §10 Notifications). web-push
 * signs (VAPID) and encrypts (aes128gcm) the request; it is posted with fetch, so the push service's
 * answer is ours to read: 404 and 410 mean the subscription is gone and its row is deleted. A row
 * counts as sent when one device took it; it is retried only when no device did and one failed.
 */
export function webPushSender(vapid: VapidKeys, fetchImpl: typeof fetch = fetch): ChannelSender {
  return async (db: Db, row: OutboxRow) => {
    const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
    const payload = JSON.stringify(pushPayload(row));
    let delivered = 0;
    let failure: string | null = null;
    for (const device of devices) {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' }
      );
      const response = await fetchImpl(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) {
        delivered += 1;
      } else if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        logger.info('push.subscription_gone', { subscription: device.id, status: response.status });
      } else {
        failure = `push service answered ${response.status}`;
      }
    }
    if (delivered > 0) return { sent: true };
    if (failure) throw new Error(failure);
    return { skipped: 'no subscription' };
  };
}
