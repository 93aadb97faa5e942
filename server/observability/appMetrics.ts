import { metrics } from './metrics';

/**
 * One-line counters for the places that know an outcome (the page loader, the page cache, checkout,
 * the job runner), so that each of them gains a single call and no knowledge of prom-client.
 */
export type CheckoutOutcome = 'held' | 'paid' | 'declined' | 'refused';

export function countCheckout(step: 'prepare' | 'complete', outcome: CheckoutOutcome, code = ''): void {
  metrics().checkoutOutcomes.inc({ step, outcome, code });
}

/** A refusal's stable error code (DomainError), or INTERNAL for anything else. */
export function countCheckoutRefusal(step: 'prepare' | 'complete', error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  countCheckout(step, 'refused', typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,39}$/.test(code) ? code : 'INTERNAL');
}

export function countCachePurge(outcome: 'ok' | 'failed'): void {
  metrics().cachePurge.inc({ outcome });
}

export function countPageCache(result: 'hit' | 'miss'): void {
  metrics().pageCache.inc({ result });
}

export type PageLoadOutcome = 'ok' | 'redirect' | 'not_found' | 'bad_request' | 'failed' | 'unavailable';

/** What a page's getServerSideProps settled, read from its result and the status it set. */
export function countPageLoad(result: object, status: number): void {
  const outcome: PageLoadOutcome =
    'redirect' in result
      ? 'redirect'
      : 'notFound' in result
        ? 'not_found'
        : status === 400
          ? 'bad_request'
          : status === 503
            ? 'serviceUnavailable' in ((result as { props?: object }).props ?? {})
              ? 'unavailable'
              : 'failed'
            : 'ok';
  metrics().pageLoads.inc({ outcome });
}

/** What a job's run settled, by the names its result gives them (a fixed set per job). */
export function countJobItems(job: string, settled: Record<string, number>): void {
  const counter = metrics().jobItems;
  for (const [item, count] of Object.entries(settled)) counter.inc({ job, item }, count);
}

export function countJobRun(job: string, outcome: 'ok' | 'failed', seconds: number): void {
  const m = metrics();
  m.jobRuns.inc({ job, outcome });
  m.jobDuration.observe({ job }, seconds);
}
