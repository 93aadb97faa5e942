import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { moneyLedger, orders } from './orders';
import { users } from './users';

/** The accounts of the double-entry journal (docs/architecture.md §7). */
export const JOURNAL_ACCOUNTS = [
  'PROVIDER_CLEARING',
  'BUSINESS_PAYABLE',
  'COMMISSION_REVENUE',
  'PROVIDER_FEES',
] as const;
export type JournalAccount = (typeof JOURNAL_ACCOUNTS)[number];

/**
 * A settlement statement: what one business is paid for one period
 * (docs/product.md §10 Settlement statements). Written once when the period closes; only the payment
 * fields change afterwards.
 * `periodStart`/`periodEnd` are the first and last day (both included) in Asia/Seoul.
 */
export const settlementStatements = pgTable(
  'settlement_statements',
  {
    id: serial().primaryKey(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    orderCount: integer().notNull(),
    gross: integer().notNull(),
    refunds: integer().notNull(),
    commission: integer().notNull(),
    payout: integer().notNull(),
    /** CLOSED (to pay), PAID, or CARRIED: a negative payout moved into the business's next statement. */
    status: text().$type<'CLOSED' | 'PAID' | 'CARRIED'>().notNull().default('CLOSED'),
    paidAt: timestamp({ withTimezone: true }),
    transferReference: text(),
    paidByUserId: integer().references(() => users.id),
    /** The statement a negative payout was carried into (status CARRIED). */
    carriedToStatementId: integer().references((): AnyPgColumn => settlementStatements.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlement_statements_business_period_uq').on(t.businessId, t.periodStart),
    index('settlement_statements_period_idx').on(t.periodStart),
    check('settlement_statements_status_valid', sql`${t.status} IN ('CLOSED', 'PAID', 'CARRIED')`),
    check(
      'settlement_statements_carried_fields',
      sql`(${t.status} = 'CARRIED') = (${t.carriedToStatementId} IS NOT NULL)`
    ),
    check(
      'settlement_statements_paid_fields',
      sql`(${t.status} = 'PAID') = (${t.paidAt} IS NOT NULL AND ${t.transferReference} IS NOT NULL)`
    ),
  ]
);

/**
 * One booking of money that really moved at the provider (one per money_ledger row, same refKey),
 * split into postings that sum to zero. `statementId` is set when a statement settles it.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial().primaryKey(),
    refKey: text().notNull(),
    kind: text().$type<'CHARGE' | 'REFUND'>().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id),
    ledgerId: integer()
      .notNull()
      .references(() => moneyLedger.id, { onDelete: 'cascade' }),
    /** The business's rate when the order was first charged: later refunds reverse at the same rate. */
    commissionRateBp: smallint().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    statementId: integer().references(() => settlementStatements.id),
  },
  (t) => [
    uniqueIndex('journal_entries_ref_uq').on(t.refKey),
    index('journal_entries_order_idx').on(t.orderId),
    index('journal_entries_unsettled_idx')
      .on(t.businessId, t.occurredAt)
      .where(sql`${t.statementId} IS NULL`),
    check('journal_entries_kind_valid', sql`${t.kind} IN ('CHARGE', 'REFUND')`),
  ]
);

/** One side of an entry: a signed amount (debit positive) on an account; business payable names its business. */
export const journalPostings = pgTable(
  'journal_postings',
  {
    id: serial().primaryKey(),
    entryId: integer()
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    account: text().$type<JournalAccount>().notNull(),
    businessId: integer().references(() => businesses.id),
    amount: integer().notNull(),
  },
  (t) => [
    index('journal_postings_entry_idx').on(t.entryId),
    index('journal_postings_account_idx').on(t.account, t.businessId),
    check(
      'journal_postings_account_valid',
      sql.raw(`"account" IN (${JOURNAL_ACCOUNTS.map((a) => `'${a}'`).join(', ')})`)
    ),
    check(
      'journal_postings_business_payable',
      sql`(${t.account} = 'BUSINESS_PAYABLE') = (${t.businessId} IS NOT NULL)`
    ),
  ]
);

/** A closed period: the row the closing job claims, so several instances close it once. */
export const settlementPeriods = pgTable('settlement_periods', {
  periodStart: date().primaryKey(),
  periodEnd: date().notNull(),
  closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A statement's lines: an order settled in the period (ORDER), money that moved on an order
 * settled earlier (ADJUSTMENT: a refund after settlement, a negative payout), or an earlier
 * statement's negative payout carried into this one (CARRIED: no order, only the payout).
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: serial().primaryKey(),
    statementId: integer()
      .notNull()
      .references(() => settlementStatements.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id),
    kind: text().$type<'ORDER' | 'ADJUSTMENT' | 'CARRIED'>().notNull(),
    carriedFromStatementId: integer().references(() => settlementStatements.id),
    /** When the order became 구매 확정 / 이용 완료 (ORDER) or the last money of the adjustment moved. */
    settledAt: timestamp({ withTimezone: true }).notNull(),
    gross: integer().notNull(),
    refunds: integer().notNull(),
    commission: integer().notNull(),
    payout: integer().notNull(),
  },
  (t) => [
    uniqueIndex('settlement_lines_statement_order_uq').on(t.statementId, t.orderId),
    uniqueIndex('settlement_lines_order_once_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'ORDER'`),
    uniqueIndex('settlement_lines_carried_once_uq')
      .on(t.carriedFromStatementId)
      .where(sql`${t.carriedFromStatementId} IS NOT NULL`),
    check('settlement_lines_kind_valid', sql`${t.kind} IN ('ORDER', 'ADJUSTMENT', 'CARRIED')`),
    check(
      'settlement_lines_carried_fields',
      sql`(${t.kind} = 'CARRIED') = (${t.orderId} IS NULL) AND (${t.kind} = 'CARRIED') = (${t.carriedFromStatementId} IS NOT NULL)`
    ),
    check(
      'settlement_lines_payout_sum',
      sql`${t.kind} = 'CARRIED' OR ${t.payout} = ${t.gross} - ${t.refunds} - ${t.commission}`
    ),
  ]
);
