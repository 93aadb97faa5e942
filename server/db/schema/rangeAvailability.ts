import { customType, date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { items } from './catalog';

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Availability by range, one row per item (issue 31 §1; docs/architecture.md §19 Availability by
 * range): byte k of `runs` is the longest rental, in days, that may start on `base` + k (capped at
 * 255): the best item unit's (and, for an item with required options, the best option unit's) run
 * of free blocked days less the business's turnaround days, no longer than the business's run of
 * open days, 0 when the item cannot be rented at all. Written only by the database: the triggers of
 * migration 0036 recompute an item's row in the transaction of every write that changes it, and
 * the rebase job moves `base` forward. A range past the stored bytes reads as not free.
 */
export const itemRangeAvailability = pgTable(
  'item_range_availability',
  {
    itemId: integer()
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    base: date({ mode: 'string' }).notNull(),
    runs: bytea().notNull(),
    refreshedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_range_availability_base_idx').on(t.base)]
);
