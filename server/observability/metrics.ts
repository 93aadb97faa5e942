import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processSingleton } from '../processSingleton';

/**
 * The process's Prometheus metrics (docs/operations.md §5). One registry per process
 * (processSingleton): Next compiles instrumentation, every page and every API route as separate
 * module graphs, and a registry per graph would count each request in a different place and
 * register the default metrics twice. The plain-JS HTTP server (scripts/serve.mjs) reaches it only
 * through the observer bridge (httpObserver.ts), never by importing prom-client itself.
 *
 * Every label has a bounded set of values: routes are page patterns (`/services/[id]`), never raw
 * paths; operation names are capped per service (graphqlMetrics.ts); outcomes are error codes.
 */

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

function create() {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag, GC and handles, under the usual names (process_*, nodejs_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'ridemarket_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'ridemarket_http_request_duration_seconds',
      help: 'Time from request to the last byte of the answer, by route pattern',
      labelNames: ['route'] as const,
      buckets: SECONDS,
      registers,
    }),
    graphqlOperations: new Counter({
      name: 'ridemarket_graphql_operations_total',
      help: 'GraphQL operations by service, operation name and outcome (ok or the first error code)',
      labelNames: ['service', 'operation', 'outcome'] as const,
      registers,
    }),
    graphqlDuration: new Histogram({
      name: 'ridemarket_graphql_operation_duration_seconds',
      help: 'GraphQL operation time from request to result, by service and operation',
      labelNames: ['service', 'operation'] as const,
      buckets: SECONDS,
      registers,
    }),
    pageLoads: new Counter({
      name: 'ridemarket_page_loads_total',
      help: 'Server-rendered page loads by outcome (ok, redirect, not_found, bad_request, failed, unavailable)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    cachePurge: new Counter({
      name: 'ridemarket_cache_purge_requests_total',
      help: 'BAN requests sent to the shared HTTP caches (CACHE_PURGE_URL) by outcome (ok or failed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    pageCache: new Counter({
      name: 'ridemarket_page_cache_requests_total',
      help: 'Anonymous page cache lookups by result (hit or miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'ridemarket_db_query_duration_seconds',
      help: 'Database statement time by database kind and outcome (ok or error)',
      labelNames: ['db', 'outcome'] as const,
      buckets: QUERY_SECONDS,
      registers,
    }),
    jobRuns: new Counter({
      name: 'ridemarket_job_runs_total',
      help: 'Background job runs by job and outcome (ok, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'ridemarket_job_duration_seconds',
      help: 'Background job run time by job',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300],
      registers,
    }),
    jobItems: new Counter({
      name: 'ridemarket_job_items_total',
      help: 'What background job runs settled, by job and the name their result gives it (paid, expired, settled …)',
      labelNames: ['job', 'item'] as const,
      registers,
    }),
    checkoutOutcomes: new Counter({
      name: 'ridemarket_checkout_outcomes_total',
      help: 'Checkout steps by outcome (held, paid, declined, refused) and error code',
      labelNames: ['step', 'outcome', 'code'] as const,
      registers,
    }),
    // Gauges read at scrape time (scrapeGauges.ts registers their collect functions).
    dbPool: new Gauge({
      name: 'ridemarket_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting: callers queued for one)',
      labelNames: ['state'] as const,
      registers,
    }),
    mailOutbox: new Gauge({
      name: 'ridemarket_mail_outbox',
      help: 'Unsent mail in the outbox by state (pending: still to be tried; given_up: every attempt failed)',
      labelNames: ['state'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

export function metrics(): Metrics {
  return processSingleton('metrics', create);
}
