import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's fit profile (docs/product.md §3 Fit profile): one row per member, every measure optional,
 * read and written only by that member; 삭제 and 회원 탈퇴 remove the row.
 */
export const fitProfiles = pgTable(
  'fit_profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    heightCm: integer(),
    inseamCm: integer(),
    weightKg: integer(),
    /** BEGINNER | INTERMEDIATE | ADVANCED | EXPERT: ISO 11088 types 1, 2, 3 and 3+ (lib/fit/din.ts). */
    skiAbility: text(),
    birthYear: integer(),
    bootSoleMm: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'fit_profiles_ski_ability',
      sql`${t.skiAbility} IS NULL OR ${t.skiAbility} IN ('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT')`
    ),
  ]
);
