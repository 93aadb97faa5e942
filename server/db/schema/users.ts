import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { registKeyType } from './enums';
import { stores } from './stores';

export const users = pgTable('users', {
  id: serial().primaryKey(),
  email: text(),
  /** argon2id hash; null for social-only accounts and seeded reviewers. */
  passwordHash: text(),
  name: text(),
  nickname: text().notNull(),
  phone: text(),
  img: text(),
  point: integer().notNull().default(0),
  registKeyType: registKeyType().notNull().default('EMAIL'),
  /** Set when the account is linked to a seller (SPEC.md §6). */
  businessId: integer().references(() => stores.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
}, (t) => [
  uniqueIndex('users_email_uq').on(t.email),
  uniqueIndex('users_nickname_uq').on(t.nickname),
]);

/**
 * A signed-in device. Only SHA-256 hashes of the tokens are stored. The access token slides every
 * 5 minutes; the refresh token rotates on each use, and reusing an old one revokes the whole family.
 */
export const sessions = pgTable('sessions', {
  id: serial().primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid().notNull(),
  tokenHash: text().notNull(),
  refreshHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  refreshExpiresAt: timestamp({ withTimezone: true }).notNull(),
  rotatedAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
  userAgent: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('sessions_token_uq').on(t.tokenHash),
  uniqueIndex('sessions_refresh_uq').on(t.refreshHash),
  index('sessions_user_idx').on(t.userId),
  index('sessions_family_idx').on(t.familyId),
]);
