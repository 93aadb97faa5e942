import { lt, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column` is due at `now`: the row's time falls at or before the whole millisecond `now` names.
 * PostgreSQL keeps microseconds (a `now()` default of 12:00:00.123456) and a JS Date only
 * milliseconds (12:00:00.123), so `column <= now` would call a row written in the same millisecond
 * not yet due; a drain run right after the insert then skipped it until the next round.
 */
export function dueBy(column: AnyColumn, now: Date): SQL {
  return lt(column, new Date(now.getTime() + 1));
}
