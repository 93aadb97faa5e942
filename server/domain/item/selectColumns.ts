import { sql, type SQL } from 'drizzle-orm';

/**
 * A select list as one map: each answer key to its SQL expression, typed with the column's type from
 * the Drizzle schema (`sql<Item['name']>\`i.name\``). The SQL and the row type then come from the same
 * line, so a field added to a list is added once (README "Adding a field").
 */
export type Columns = Record<string, SQL<unknown>>;

export type RowOf<C extends Columns> = { [K in keyof C]: C[K] extends SQL<infer T> ? T : never };

export function selectList(columns: Columns): SQL {
  return sql.join(
    Object.entries(columns).map(([key, expression]) => sql`${expression} AS ${sql.identifier(key)}`),
    sql`, `
  );
}

/** The map's keys of a wider row (a query may select more than the map: sort keys, section inputs). */
export function pickColumns<C extends Columns>(columns: C, row: RowOf<C>): RowOf<C> {
  return Object.fromEntries(Object.keys(columns).map((key) => [key, row[key]])) as RowOf<C>;
}
