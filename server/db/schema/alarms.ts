import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { alarmKind } from './enums';
import { items } from './catalog';
import { users } from './users';

/**
 * A member's alarm (docs/product.md §3 Alarm list). `dedupeKey` makes a writer idempotent: the same event
 * (one price drop of one bookmark, one helpful vote) can be offered twice, by a retry or by two
 * processes, and is stored once. Important alarms (account security) are pinned above the list.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: alarmKind().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    linkUrl: text(),
    isImportant: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alarms_dedupe_uq').on(t.userId, t.dedupeKey),
    index('alarms_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('alarms_unread_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.readAt} IS NULL`),
  ]
);

/**
 * When a member last looked at an area (NOTICE, ITEM_BOOKMARK, BUSINESS_BOOKMARK): the badges of
 * my page light up for what happened after it. Absent means "since the account was made".
 */
export const memberSeen = pgTable(
  'member_seen',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.area] })]
);

/**
 * Every change of an item's price or status, written by a trigger (migration 0007) whatever code
 * or operator made it. The lowest-price alarm job consumes the unprocessed rows; the bookmark badge
 * reads the recent drops.
 */
export const itemPriceChanges = pgTable(
  'item_price_changes',
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    oldPrice: integer().notNull(),
    newPrice: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('item_price_changes_pending_idx')
      .on(t.id)
      .where(sql`${t.processedAt} IS NULL`),
    index('item_price_changes_item_idx').on(t.itemId, t.changedAt),
  ]
);
