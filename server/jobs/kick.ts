import { logger } from '../logger';
import { processSingleton } from '../processSingleton';

type KickState = { running: boolean; again: boolean };

/**
 * Runs `work` soon in this process, after the caller's transaction has committed, without making
 * the caller wait (a request's answer must not depend on a mail server or an alarm batch). Kicks
 * that arrive during a run fold into one more run; the job's interval catches anything a crash
 * left behind.
 */
export function kickSoon(name: string, work: () => Promise<unknown>): void {
  const state = processSingleton<KickState>(`kick:${name}`, () => ({ running: false, again: false }));
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  setImmediate(async () => {
    try {
      do {
        state.again = false;
        await work();
      } while (state.again);
    } catch (error) {
      logger.error('job.failed', { job: name, error: error instanceof Error ? error.message : String(error) });
    } finally {
      state.running = false;
    }
  });
}
