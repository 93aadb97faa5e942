import { getDb } from '../db';
import { processSingleton } from '../processSingleton';
import { lastAffinityRebuild, rebuildModelAffinities } from './affinityRebuild';
import { runEvery, type RunningJob } from './intervalRunner';

/** The affinity scores follow the traffic of the day; a few hours' delay changes nothing a shopper sees. */
const AFFINITY_EVERY_MS = 3 * 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60 * 1000;

/**
 * Starts the scheduled jobs of this process once (Next may load the start-up module more than once).
 * Tests drive the jobs themselves, so nothing is scheduled under NODE_ENV=test.
 */
export function startJobs(): RunningJob[] {
  if (process.env.NODE_ENV === 'test') return [];
  return processSingleton('jobs', () => [
    runEvery({
      name: 'model-affinities',
      everyMs: AFFINITY_EVERY_MS,
      firstDelayMs: FIRST_RUN_DELAY_MS,
      run: async () => {
        const db = await getDb();
        // A restart soon after a rebuild (another process's, or the seed's) need not repeat it.
        const last = await lastAffinityRebuild(db);
        if (last && Date.now() - last.getTime() < AFFINITY_EVERY_MS) return { skipped: 'fresh' };
        return rebuildModelAffinities(db);
      },
    }),
  ]);
}
