import { logger } from '../logger';
import { countJobItems, countJobRun } from '../observability/appMetrics';

export type IntervalJob = {
  name: string;
  everyMs: number;
  /** The first run, after start-up has settled (the first visitors should not wait behind a job). */
  firstDelayMs: number;
  /**
   * Minute-by-minute jobs log a run that did nothing at debug level, so they don't fill the log; a
   * run that settled something (any count above zero in its result) is logged at info all the same,
   * so an operator sees every hold released, payment reconciled or refund settled.
   */
  quiet?: boolean;
  run(): Promise<unknown>;
};

/**
 * A run that failed after it had already committed some of its work (a batch job whose database went
 * away halfway): `result` is what it settled before the failure. The runner counts and logs that work
 * all the same, so /metrics and the log never under-report holds released or payments settled
 * (docs/operations.md §5 Metrics).
 */
export class JobFailedAfterWork extends Error {
  constructor(
    readonly cause: unknown,
    readonly result: unknown
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'JobFailedAfterWork';
  }
}

/** `stop` cancels the next run and resolves once a run in progress has finished (its safe point). */
export type RunningJob = { name: string; stop(): Promise<void> };

/**
 * A tiny in-process scheduler: each job runs, then waits its interval, then runs again, so a slow
 * run never overlaps the next one. Timers are unref'd (they never keep the process alive), and a
 * failure is logged with the job's name and retried at the next tick instead of crashing the server.
 * Work that must not run twice across processes takes its own database lock (see affinityRebuild).
 */
export function runEvery(job: IntervalJob): RunningJob {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let running: Promise<void> | null = null;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref?.();
  };
  const tick = () => {
    running = runOnce().finally(() => {
      running = null;
    });
  };
  const runOnce = async () => {
    const started = Date.now();
    try {
      const result = await job.run();
      const settled = settledCounts(result);
      countJobRun(job.name, 'ok', (Date.now() - started) / 1000);
      countJobItems(job.name, settled);
      // `settled` names only what the run did (`{ expired: 2 }`), so a money job's line reads at a glance.
      const done = {
        job: job.name,
        ms: Date.now() - started,
        result,
        ...(Object.keys(settled).length > 0 && { settled }),
      };
      logger[job.quiet && !settledSomething(result) ? 'debug' : 'info']('job.done', done);
    } catch (error) {
      countJobRun(job.name, 'failed', (Date.now() - started) / 1000);
      const settled = error instanceof JobFailedAfterWork ? settledCounts(error.result) : {};
      countJobItems(job.name, settled);
      logger.error('job.failed', {
        job: job.name,
        ms: Date.now() - started,
        error: error instanceof Error ? error.message : String(error),
        ...(Object.keys(settled).length > 0 && { settled }),
      });
    }
    schedule(job.everyMs);
  };
  schedule(job.firstDelayMs);
  return {
    name: job.name,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** The counts above zero in a job's result, by their path (`paid`, `representatives.refreshed`). */
export function settledCounts(result: unknown, prefix = ''): Record<string, number> {
  if (typeof result === 'number') return result > 0 ? { [prefix || 'count']: result } : {};
  if (!result || typeof result !== 'object') return {};
  return Object.assign(
    {},
    ...Object.entries(result).map(([key, value]) => settledCounts(value, prefix ? `${prefix}.${key}` : key))
  );
}

/** Whether a job's result reports work done: some count in it (at any depth) is above zero. */
export function settledSomething(result: unknown): boolean {
  if (typeof result === 'number') return result > 0;
  if (result && typeof result === 'object') return Object.values(result).some(settledSomething);
  return false;
}
