import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { nickType, registKeyType } from './enums';
import { businesses } from './businesses';

export const users = pgTable(
  'users',
  {
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
    /** AUTO: generated at sign-up; CUSTOM: chosen by the member (docs/product.md §3 User: nickType). */
    nickType: nickType().notNull().default('AUTO'),
    /** Set when the account is linked to a seller (docs/product.md §6). */
    businessId: integer().references(() => businesses.id),
    /** Email accounts are created only once their address answered the verification link. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** When the phone identity check (본인인증) that opened the account succeeded. */
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    /**
     * HMAC of the identity provider's person identifier (CI): one person, one account. Never the
     * identifier itself, and never a resident registration number.
     */
    personHash: text(),
    /** Null while the member has not agreed to marketing messages (or withdrew the consent). */
    marketingConsentAt: timestamp({ withTimezone: true }),
    /** The member's own friend-invitation code (/user/prcode); made on first need. */
    referralCode: text(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** Set by an operator (docs/product.md §10 Members): sessions end and sign-in is refused until lifted. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    /** When a suspension for N days ends by itself; null with suspendedAt set is until lifted. */
    suspendedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_nickname_uq').on(t.nickname),
    uniqueIndex('users_person_uq')
      .on(t.personHash)
      .where(sql`${t.personHash} IS NOT NULL`),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
  ]
);

/**
 * A signed-in device. Only SHA-256 hashes of the tokens are stored. The access token slides every
 * 5 minutes; the refresh token rotates on each use, and reusing an old one revokes the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull(),
    refreshHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    uniqueIndex('sessions_refresh_uq').on(t.refreshHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.familyId),
  ]
);
