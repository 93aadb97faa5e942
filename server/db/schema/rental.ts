import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { itemOptions, items } from './catalog';
import { rentalBookingStatus } from './enums';

/** A PostgreSQL daterange, written and read as '[YYYY-MM-DD,YYYY-MM-DD)'. */
const daterange = customType<{ data: string; driverData: string }>({ dataType: () => 'daterange' });

/**
 * One rental unit of an item held for a period. Availability of a day is the item's stock minus
 * the active bookings whose period contains it, and, for a booking of a required option (a size, a
 * length), that option's stock minus the option's active bookings as well: a shop with three size-M
 * bikes rents out three, however many the item has in all. A unit cannot be held twice for
 * overlapping days, counted twice: per item (item_id, unit_no) and per option (option_id,
 * option_unit_no). The exclusion constraints live in migrations 0011 and 0014 (drizzle cannot
 * express EXCLUDE). The order issue adds the payment that creates and confirms these rows.
 */
export const rentalBookings = pgTable(
  'rental_bookings',
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** 1…items.stock: which physical unit is held. */
    unitNo: smallint().notNull(),
    /**
     * The required option this unit is of, with its own number 1…item_options.stock; both null for a
     * row that takes an item unit only (a maintenance block, an item without required options).
     */
    optionId: integer().references(() => itemOptions.id, { onDelete: 'set null' }),
    optionUnitNo: smallint(),
    /** Rental days, end exclusive: [first day, day after the last day). */
    period: daterange().notNull(),
    status: rentalBookingStatus().notNull().default('HELD'),
    /**
     * Days after the period the unit stays blocked (the business's turnaround buffer, e.g. ski tuning),
     * copied from the business when booked. The no-overlap constraint compares `blocked`, the period
     * stretched by these days, so the next rental cannot start before the equipment is ready.
     */
    bufferDays: smallint().notNull().default(0),
    blocked: daterange().generatedAlwaysAs(sql`daterange(lower(period), upper(period) + buffer_days, '[)')`),
    /** The order that holds or bought the unit; null for seeded history. */
    orderId: integer(),
    /** When a HELD row is released: by the hold job, or by the next checkout of the item under its lock. */
    expiresAt: timestamp({ withTimezone: true }),
    /** Why a seller blocked the unit (MAINTENANCE rows only), e.g. 엣지 연마. */
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rental_bookings_item_idx').on(t.itemId, t.status),
    index('rental_bookings_order_idx').on(t.orderId),
    check('rental_bookings_buffer_range', sql`${t.bufferDays} BETWEEN 0 AND 14`),
    check('rental_bookings_unit_positive', sql`${t.unitNo} >= 1`),
    check('rental_bookings_option_unit_positive', sql`${t.optionUnitNo} >= 1`),
    index('rental_bookings_option_idx').on(t.optionId, t.status),
  ]
);
