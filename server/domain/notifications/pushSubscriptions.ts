import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type PushSubscriptionInput = { endpoint: string; p256dh: string; auth: string };

/**
 * Stores this device's subscription for the member (docs/product.md §3 Notifications). An endpoint is
 * one browser on one device: subscribing it again, even as another member after a logout on a shared
 * phone, moves it to the new member, so a device never receives someone else's news.
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  input: PushSubscriptionInput,
  userAgent: string | null,
  now: Date = new Date()
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...input, userAgent: userAgent?.slice(0, 300) ?? null, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: input.p256dh,
        auth: input.auth,
        userAgent: userAgent?.slice(0, 300) ?? null,
        createdAt: now,
      },
    });
}

/** Forgets this device for the member; another member's device of the same endpoint is not theirs to remove. */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function pushDeviceCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}
