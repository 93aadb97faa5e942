import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { models } from './catalog';
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

/**
 * Which frame size of a model fits which rider heights (docs/product.md §3 Fit profile): one row per
 * run of heights (cm, both ends included) that lib/fit/frameSize.ts recommends the same size for. It
 * is derived from models.geometry by server/domain/fit/modelFitSizes.ts wherever geometry is written,
 * so search's 내 사이즈 filter reads the TypeScript rule's answer with one EXISTS instead of a second
 * copy of the rule in SQL.
 */
export const modelFitSizes = pgTable(
  'model_fit_sizes',
  {
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    size: text().notNull(),
    minHeightCm: smallint().notNull(),
    maxHeightCm: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.minHeightCm] })]
);
