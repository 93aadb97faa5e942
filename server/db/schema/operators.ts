import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member who may run the marketplace (docs/product.md §10 Operator sign-in). Granted only from the
 * command line (`npm run operator:grant`); the console asks a TOTP second factor on top of the password.
 * The TOTP secret is sealed with the SESSION_SECRET-derived keys (server/auth/cookieSeal.ts), never plain.
 */
export const operators = pgTable('operators', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Sealed base32 secret; while enrolment is pending it is set but totpEnrolledAt is null. */
  totpSecretSealed: text(),
  totpEnrolledAt: timestamp({ withTimezone: true }),
  /** The last accepted TOTP time step: a code of that step or an earlier one is a replay (RFC 6238 §5.2). */
  totpLastStep: bigint({ mode: 'number' }),
  revokedAt: timestamp({ withTimezone: true }),
});

/** One-time recovery codes, shown once at enrolment and stored as argon2id hashes like passwords. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => operators.userId),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_user_idx').on(t.userId)]
);

/**
 * An operator session: the second factor passed on one signed-in device (a session family, so the
 * refresh rotation keeps it), for at most 8 hours from the moment it was passed.
 */
export const operatorSessions = pgTable('operator_sessions', {
  familyId: uuid().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => operators.userId),
  verifiedAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Every operator action, append-only: who, what, on which target, the target before and after (JSON),
 * the reason and when. A trigger refuses UPDATE, DELETE and TRUNCATE (migration 0019), so not even a
 * bug in the app can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    operatorId: integer()
      .notNull()
      .references(() => users.id),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_operator_idx').on(t.operatorId),
  ]
);
