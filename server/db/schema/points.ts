import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pointReason } from './enums';
import { users } from './users';

/**
 * Points in and out, each with the balance after it: users.point is kept in step in the same
 * transaction, and this ledger explains it. `refKey` makes a grant idempotent per member.
 */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    reason: pointReason().notNull(),
    description: text().notNull(),
    refKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_transactions_ref_uq').on(t.userId, t.refKey),
    index('point_transactions_user_idx').on(t.userId, t.createdAt),
    check('point_transactions_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  ]
);

/** The friend-invitation promotion: what each side earns, and until when a code may be entered. */
export const referralPrograms = pgTable(
  'referral_programs',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    inviterPoint: integer().notNull(),
    inviteePoint: integer().notNull(),
    /** A new member may enter a friend's code within this many days of joining. */
    joinWindowDays: smallint().notNull().default(7),
    isActive: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_programs_key_uq').on(t.key)]
);

/** One row per invited member: a member can be invited once, which is what makes the reward once. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => referralPrograms.id),
    inviterId: integer()
      .notNull()
      .references(() => users.id),
    inviteeId: integer()
      .notNull()
      .references(() => users.id),
    inviterPoint: integer().notNull(),
    inviteePoint: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referrals_invitee_uq').on(t.inviteeId), index('referrals_inviter_idx').on(t.inviterId)]
);
