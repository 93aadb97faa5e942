import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './rows';

/**
 * One kind of a viewer's own facts (their hearts, their marks on reviews, their profile): a SQL
 * expression whose value is json, for the union of the keys the page asked about, and how to read it.
 */
export type ViewerFact<V> = {
  select: (viewerId: number, keys: readonly number[]) => SQL;
  read: (json: unknown) => V;
};

type Asked = { fact: ViewerFact<unknown>; keys: Set<number>; answer: Deferred };
type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void; promise: Promise<unknown> };
type Batch = Map<ViewerFact<unknown>, Asked>;

function deferred(): Deferred {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { resolve, reject, promise };
}

const open = new WeakMap<Db, Map<number, Batch>>();

/**
 * The member part of a page in one statement (docs/architecture.md §9). The parts of a page ask for
 * the viewer's facts from separate resolvers that run side by side (the header's profile, the heart
 * on the model, the hearts on its offers, the marks on two review lists, the fit profile): each ask
 * joins the batch open for its database and viewer, and once the turn has run (setImmediate, after
 * every promise the turn started has settled) the batch is one SELECT with one json column per kind
 * of fact, over the union of the keys asked. Every asker gets its kind's whole answer.
 */
export function askViewerFact<V>(db: Db, viewerId: number, fact: ViewerFact<V>, keys: readonly number[]): Promise<V> {
  let perDb = open.get(db);
  if (!perDb) {
    perDb = new Map();
    open.set(db, perDb);
  }
  let batch = perDb.get(viewerId);
  if (!batch) {
    const own = perDb;
    const opened: Batch = new Map();
    batch = opened;
    own.set(viewerId, opened);
    setImmediate(() => {
      own.delete(viewerId);
      void readBatch(db, viewerId, opened);
    });
  }
  const kind = fact as ViewerFact<unknown>;
  let asked = batch.get(kind);
  if (!asked) {
    asked = { fact: kind, keys: new Set(), answer: deferred() };
    batch.set(kind, asked);
  }
  for (const key of keys) asked.keys.add(key);
  return asked.answer.promise as Promise<V>;
}

async function readBatch(db: Db, viewerId: number, batch: Batch): Promise<void> {
  const asked = [...batch.values()];
  try {
    const columns = asked.map(({ fact, keys }, i) => sql`(${fact.select(viewerId, [...keys])}) AS ${sql.raw(`f${i}`)}`);
    const [row] = await queryRows<Record<string, unknown>>(db, sql`SELECT ${sql.join(columns, sql`, `)}`);
    asked.forEach(({ fact, answer }, i) => {
      try {
        answer.resolve(fact.read(row[`f${i}`]));
      } catch (error) {
        answer.reject(error);
      }
    });
  } catch (error) {
    for (const { answer } of asked) answer.reject(error);
  }
}

/** `id IN (…)` for a fact's keys; false for none, which PostgreSQL's IN () would refuse. */
export function idIn(column: SQL, keys: readonly number[]): SQL {
  if (keys.length === 0) return sql`false`;
  return sql`${column} IN (${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `
  )})`;
}
