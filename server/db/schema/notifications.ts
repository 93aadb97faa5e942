import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CHANNELS,
  EVENT_GROUPS,
  NOTIFICATION_EVENT_NAMES,
  SWITCHABLE_CHANNELS,
} from '../../../lib/notifications/events';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** What a delivered message says; the channel's template dresses it (docs/architecture.md §10 Notifications). */
export type NotificationContent = { title: string; body: string; linkUrl: string | null };

/**
 * One row per event × channel × member (docs/architecture.md §10 Notifications). Written by notify in
 * the transaction that caused the event; in-app and e-mail rows are delivered in that transaction (both
 * live in the database), push and 알림톡 rows are drained after commit by the notification job. The
 * unique key is what makes a retried writer or a second drain harmless: one event, one channel, once.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    channel: text().notNull(),
    dedupeKey: text().notNull(),
    content: jsonb().$type<NotificationContent>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Not before: quiet hours, a lease of a drain in progress, or the back-off of a failed attempt. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: smallint().notNull().default(0),
    sentAt: timestamp({ withTimezone: true }),
    /** Delivered to nobody on purpose (no subscription left, no phone): kept for the record, never retried. */
    skippedReason: text(),
    lastError: text(),
  },
  (t) => [
    uniqueIndex('notification_outbox_once_uq').on(t.userId, t.channel, t.dedupeKey),
    index('notification_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.skippedReason} IS NULL`),
    index('notification_outbox_created_idx').on(t.createdAt),
    check('notification_outbox_event_ck', sql`${t.event} IN (${inList(NOTIFICATION_EVENT_NAMES)})`),
    check('notification_outbox_channel_ck', sql`${t.channel} IN (${inList(CHANNELS)})`),
  ]
);

/** A member's switch of one group on one channel; absent means on (docs/product.md §3 Notifications). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventGroup: text().notNull(),
    channel: text().notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventGroup, t.channel] }),
    check('notification_preferences_group_ck', sql`${t.eventGroup} IN (${inList(EVENT_GROUPS)})`),
    check('notification_preferences_channel_ck', sql`${t.channel} IN (${inList(SWITCHABLE_CHANNELS)})`),
  ]
);

/** Per-member settings that are not a group × channel switch. Absent means quiet hours on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietHours: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's web push subscription, one per device (its endpoint is unique). Deleted when the push
 * service answers 404 or 410 (the subscription expired or the member revoked the permission).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ]
);
