import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, notificationSettings } from '../../db/schema';
import { EVENT_GROUPS, groupChannels, type EventGroup, type SwitchableChannel } from '@/lib/notifications/events';

export type GroupSwitches = { group: EventGroup; channels: { channel: SwitchableChannel; enabled: boolean }[] };
export type NotificationPreferences = { quietHours: boolean; groups: GroupSwitches[] };

/** A member's switches (docs/product.md §3 Notifications): every group's channels, on unless turned off. */
export async function loadPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const [rows, settings] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1),
  ]);
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => `${r.eventGroup}:${r.channel}`));
  return {
    quietHours: settings[0]?.quietHours ?? true,
    groups: EVENT_GROUPS.map((group) => ({
      group,
      channels: groupChannels(group).map((channel) => ({ channel, enabled: !off.has(`${group}:${channel}`) })),
    })),
  };
}

/** Whether one group's channel is on for the member: the check notify makes per channel. */
export function isEnabled(prefs: NotificationPreferences, group: EventGroup, channel: SwitchableChannel): boolean {
  return prefs.groups.find((g) => g.group === group)?.channels.find((c) => c.channel === channel)?.enabled ?? true;
}

export async function setPreference(
  db: Db,
  userId: number,
  change: { group: EventGroup; channel: SwitchableChannel; enabled: boolean },
  now: Date = new Date()
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, eventGroup: change.group, channel: change.channel, enabled: change.enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.eventGroup, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
}

export async function setQuietHours(
  db: Db,
  userId: number,
  quietHours: boolean,
  now: Date = new Date()
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, quietHours, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { quietHours, updatedAt: now } });
}
