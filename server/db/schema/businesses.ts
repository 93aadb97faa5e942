import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  point,
  serial,
  smallint,
  text,
  timestamp,
  jsonb,
} from 'drizzle-orm/pg-core';

/** Opening hours per weekday (0 = Sunday … 6 = Saturday) in Asia/Seoul, 'HH:mm'; a weekday left out is a closed day. */
export type OpeningHours = { weekday: number; open: string; close: string }[];

/** A business (business) that rents or sells items. */
export const businesses = pgTable(
  'businesses',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    region: text().notNull(),
    address: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    phone: text().notNull(),
    openingHours: jsonb().$type<OpeningHours>().notNull(),
    /** Dates (YYYY-MM-DD) the business is closed besides its weekly closed days. */
    closedDates: jsonb().$type<string[]>().notNull().default([]),
    notice: text(),
    introduction: text(),
    maintenance: text(),
    isOfficial: boolean().notNull().default(false),
    /** Issue 16 ★ turnaround buffer: whole days a returned rental unit needs before its next rental. */
    turnaroundDays: smallint().notNull().default(0),
    /**
     * (lng, lat) as a point, kept by the database from lat/lng: the map finds the businesses in view with
     * `location <@ box(...)` on a GiST index. PostGIS is not available in PGlite; core geometry is.
     */
    location: point({ mode: 'xy' }).generatedAlwaysAs(sql`point(lng, lat)`),
    /**
     * The marketplace's commission on this business's paid orders, in basis points (1000 = 10 %),
     * set by an operator (docs/product.md §10 Commission and settlement). Integer won is computed from it, rounded in
     * the business's favour.
     */
    commissionRateBp: smallint().notNull().default(1000),
    /** Where payouts go; empty until an operator records it. Never sent to a shopper. */
    settlementBank: text(),
    settlementAccountNumber: text(),
    settlementAccountHolder: text(),
    /** Set by an operator: the business's items leave search and its pages, open orders continue. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('businesses_region_idx').on(t.region),
    index('businesses_location_gist_idx').using('gist', t.location),
    check('businesses_commission_rate_bp_range', sql`${t.commissionRateBp} BETWEEN 0 AND 10000`),
  ]
);
