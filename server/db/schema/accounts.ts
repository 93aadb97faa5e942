import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityPurpose, identityStatus, oneTimeTokenPurpose, provisionCategory, registKeyType } from './enums';
import { users } from './users';

/**
 * A phone identity check (본인인증) through a provider (the built-in sandbox or a real one). The id
 * is random and unguessable: it travels in the popup's URL and to the provider. `bindingHash` ties
 * the result to the browser that started it, so a leaked id is useless elsewhere. Rows are short
 * lived (the clean-up job deletes them a day later), which is also why the birth date may sit here:
 * it is needed only to refuse a sign-up under 14 and is never copied to the account.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: text().primaryKey(),
    purpose: identityPurpose().notNull(),
    provider: text().notNull(),
    bindingHash: text().notNull(),
    status: identityStatus().notNull().default('PENDING'),
    /** Sandbox only: SHA-256 of the 6-digit code "sent" to the phone. */
    codeHash: text(),
    codeSentAt: timestamp({ withTimezone: true }),
    sendCount: smallint().notNull().default(0),
    attempts: smallint().notNull().default(0),
    carrier: text(),
    name: text(),
    phone: text(),
    birthDate: date(),
    personHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('identity_verifications_created_idx').on(t.createdAt)]
);

/**
 * A sign-up in progress, carried by a sealed cookie holding its token. It collects the consents,
 * the identity check and the form (or the social profile) and becomes an account in one
 * transaction: for email, when the address answers the verification link. Nothing of it is an
 * account before that, so an abandoned sign-up leaves no half-made member behind.
 */
export const signupDrafts = pgTable(
  'signup_drafts',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    kind: registKeyType().notNull(),
    /** Versions of the terms agreed to (null: not agreed; marketing is optional). */
    serviceVersion: text(),
    privacyVersion: text(),
    marketingVersion: text(),
    agreedAt: timestamp({ withTimezone: true }),
    identityVerificationId: text().references(() => identityVerifications.id, { onDelete: 'set null' }),
    socialProviderUserId: text(),
    socialEmail: text(),
    socialNickname: text(),
    /** A friend's code brought by an invitation link; offered again after sign-up. */
    friendCode: text(),
    email: text(),
    passwordHash: text(),
    nickname: text(),
    emailSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    completedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('signup_drafts_token_uq').on(t.tokenHash), index('signup_drafts_expires_idx').on(t.expiresAt)]
);

/**
 * Single-use links sent by mail: email verification (for a draft) and password reset (for a
 * user). Only the SHA-256 of the token is stored; `usedAt` makes a second click fail.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial().primaryKey(),
    purpose: oneTimeTokenPurpose().notNull(),
    tokenHash: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    draftId: integer().references(() => signupDrafts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
    index('one_time_tokens_draft_idx').on(t.draftId),
  ]
);

/** A Kakao or Naver login linked to an account. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: registKeyType().notNull(),
    providerUserId: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_uq').on(t.provider, t.providerUserId),
    index('social_accounts_user_idx').on(t.userId),
  ]
);

/**
 * Every consent given or withdrawn, with the terms version and the time: the proof a service
 * must keep (PIPA art. 22). Append-only; the latest row of a category is the member's answer.
 */
export const userAgreements = pgTable(
  'user_agreements',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: provisionCategory().notNull(),
    version: text().notNull(),
    agreed: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_agreements_user_idx').on(t.userId, t.category, t.createdAt)]
);

/**
 * The counts of every rate limit (server/security/sharedRateLimit.ts), in rate-limiter-flexible's own
 * layout: one row per limit and subject (`rm:<limit>:<HMAC of the subject>`), its points and the
 * moment (epoch ms) its window ends. The library reads and writes it; expired rows are removed by the
 * library an hour after their window ends, whatever the window's length (docs/operations.md §10).
 */
export const rateLimiterCounts = pgTable(
  'rate_limiter_flexible',
  {
    key: varchar({ length: 255 }).primaryKey(),
    points: integer().notNull().default(0),
    expire: bigint({ mode: 'number' }),
  },
  (t) => [index('rate_limiter_flexible_expire_idx').on(t.expire)]
);

/**
 * Mail waiting to go out (the transactional outbox): written in the transaction that made the
 * token it carries, sent afterwards by the dispatcher. Without SMTP_URL (the embedded default) the
 * rows stay here and a developer reads them at /dev/outbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: smallint().notNull().default(0),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ]
);
