import { logger } from '../logger';
import { processSingleton } from '../processSingleton';
import { beginDrain } from './drainState';

/**
 * What the process does on its way out, after the HTTP server stopped taking requests and the
 * in-flight ones finished (scripts/serve.mjs): each registered step runs in registration order
 * (jobs stop at a safe point, senders flush, then the database closes), each bounded by the time
 * left, and a failed step is logged and does not keep the others from running.
 */
export type ShutdownStep = { name: string; order: number; run: () => Promise<unknown> };

const steps = () => processSingleton<ShutdownStep[]>('shutdownSteps', () => []);

/** Lower `order` runs first: 10 jobs, 20 senders, 90 database. A name registered twice is kept once. */
export function onShutdown(name: string, order: number, run: () => Promise<unknown>): void {
  const list = steps();
  if (list.some((s) => s.name === name)) return;
  list.push({ name, order, run });
  list.sort((a, b) => a.order - b.order);
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), Math.max(0, ms));
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** Runs every step once; answers whether all of them finished in time. */
export async function runShutdownSteps(deadlineMs: number): Promise<boolean> {
  beginDrain();
  const ends = Date.now() + deadlineMs;
  let clean = true;
  for (const step of steps()) {
    const started = Date.now();
    try {
      const outcome = await withDeadline(step.run(), ends - started);
      if (outcome === 'timeout') {
        clean = false;
        logger.warn('shutdown.step_timeout', { step: step.name, ms: Date.now() - started });
      } else {
        logger.info('shutdown.step', { step: step.name, ms: Date.now() - started });
      }
    } catch (error) {
      clean = false;
      logger.error('shutdown.step_failed', {
        step: step.name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return clean;
}
