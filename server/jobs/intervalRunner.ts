import { logger } from '../logger';

export type IntervalJob = {
  name: string;
  everyMs: number;
  /** The first run, after start-up has settled (the first visitors should not wait behind a job). */
  firstDelayMs: number;
  /** Minute-by-minute jobs log their runs at debug level, so they don't fill the log. */
  quiet?: boolean;
  run(): Promise<unknown>;
};

export type RunningJob = { stop(): void };

/**
 * A tiny in-process scheduler: each job runs, then waits its interval, then runs again, so a slow
 * run never overlaps the next one. Timers are unref'd (they never keep the process alive), and a
 * failure is logged with the job's name and retried at the next tick instead of crashing the server.
 * Work that must not run twice across processes takes its own database lock (see affinityRebuild).
 */
export function runEvery(job: IntervalJob): RunningJob {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref?.();
  };
  const tick = async () => {
    const started = Date.now();
    try {
      const result = await job.run();
      logger[job.quiet ? 'debug' : 'info']('job.done', { job: job.name, ms: Date.now() - started, result });
    } catch (error) {
      logger.error('job.failed', { job: job.name, ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) });
    }
    schedule(job.everyMs);
  };
  schedule(job.firstDelayMs);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
