import type { Pool, PoolClient } from 'pg';
import { metrics } from './metrics';
import { activeTracer } from './tracer';

/**
 * Times every statement the app sends (ridemarket_db_query_duration_seconds) by wrapping the query
 * methods of the database clients themselves, below drizzle: each PostgreSQL connection as the pool
 * makes it (pool.query and transactions both go through a connection's query), and PGlite's query,
 * exec and the same methods of its transaction objects. One timer per statement and nothing more.
 * PGlite statements also become trace spans when tracing is on (PostgreSQL has its own
 * instrumentation, tracing.ts).
 */
type Kind = 'postgres' | 'pglite';
type AnyFunction = (...args: unknown[]) => unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function timeMethod(target: object, method: string, kind: Kind): void {
  const holder = target as Record<string, AnyFunction>;
  const original = holder[method];
  if (typeof original !== 'function') return;
  holder[method] = function timed(this: unknown, ...args: unknown[]) {
    const end = metrics().dbQueryDuration.startTimer({ db: kind });
    const last = args[args.length - 1];
    // pg's callback form (pool.query uses it): time until the callback.
    if (typeof last === 'function') {
      args[args.length - 1] = function done(this: unknown, error: unknown, ...rest: unknown[]) {
        end({ outcome: error ? 'error' : 'ok' });
        return (last as AnyFunction).call(this, error, ...rest);
      };
      return original.apply(this, args);
    }
    const tracer = kind === 'pglite' ? activeTracer() : null;
    const run = () => original.apply(this, args);
    const result = tracer ? tracer.inSpan(`pglite ${method}`, { 'db.system': 'postgresql' }, async () => run()) : run();
    // A submittable (a cursor, a stream) comes back as itself: not timed.
    if (isThenable(result))
      result.then(
        () => end({ outcome: 'ok' }),
        () => end({ outcome: 'error' })
      );
    return result;
  };
}

export function timePostgresPool(pool: Pool): void {
  pool.on('connect', (client: PoolClient) => timeMethod(client, 'query', 'postgres'));
}

type PgliteLike = { query: unknown; exec: unknown; transaction: unknown };

export function timePglite(client: PgliteLike): void {
  timeMethod(client, 'query', 'pglite');
  timeMethod(client, 'exec', 'pglite');
  const transaction = client.transaction as (callback: (tx: object) => Promise<unknown>) => Promise<unknown>;
  client.transaction = (callback: (tx: object) => Promise<unknown>) =>
    transaction.call(client, (tx: object) => {
      timeMethod(tx, 'query', 'pglite');
      timeMethod(tx, 'exec', 'pglite');
      return callback(tx);
    });
}
