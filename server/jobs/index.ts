import { getDb } from '../db';
import { processSingleton } from '../processSingleton';
import { lastAffinityRebuild, rebuildModelAffinities } from './affinityRebuild';
import { runEvery, type RunningJob } from './intervalRunner';
import { runLowestPriceAlarms } from './lowestPriceAlarms';
import { runAccountHousekeeping } from './accountHousekeeping';
import { refreshCategoryRepresentatives } from './recommendationRepresentatives';
import { configuredMailTransport } from '../mail/mailer';
import { dispatchPendingMail } from '../mail/dispatcher';
import { serverEnv } from '../env';
import { orderJobs } from './orderJobs';
import { runUploadCleanup } from './uploadCleanup';
import { runSettlementClose } from './settlementClose';
import { checkpointEmbeddedDb } from './embeddedCheckpoint';
import { onShutdown } from '../lifecycle/shutdown';
import { drainConfigured } from '../notifications/senders';
import { runOrderReminders } from './orderReminders';
import { rebaseRangeAvailability } from './rangeAvailabilityRebase';

/** The affinity scores follow the traffic of the day; a few hours' delay changes nothing a shopper sees. */
const AFFINITY_EVERY_MS = 3 * 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60 * 1000;
/** New items, sold-out ones and fresh reviews reach the recommendation pages within this. */
const REPRESENTATIVES_EVERY_MS = 10 * 60 * 1000;

/**
 * Starts the scheduled jobs of this process once (Next may load the start-up module more than once).
 * Tests drive the jobs themselves, so nothing is scheduled under NODE_ENV=test.
 */
export function startJobs(): RunningJob[] {
  if (process.env.NODE_ENV === 'test') return [];
  return processSingleton('jobs', () => {
    const jobs = scheduledJobs();
    // On a stop signal no job starts again, and a run in progress ends at its own safe point (each
    // claims and commits its rows in transactions, so a run cut short by the deadline loses nothing).
    onShutdown('jobs', 10, () => Promise.all(jobs.map((job) => job.stop())));
    // Mail queued by the last requests leaves now rather than waiting for the next process's first run.
    onShutdown('mail', 20, async () => {
      const transport = configuredMailTransport();
      return transport ? dispatchPendingMail(await getDb(), transport, serverEnv().MAIL_FROM) : null;
    });
    return jobs;
  });
}

function scheduledJobs(): RunningJob[] {
  return [
    runEvery({
      name: 'model-affinities',
      everyMs: AFFINITY_EVERY_MS,
      firstDelayMs: FIRST_RUN_DELAY_MS,
      run: async () => {
        const db = await getDb();
        // A restart soon after a rebuild (another process's, or the seed's) need not repeat it.
        const last = await lastAffinityRebuild(db);
        if (last && Date.now() - last.getTime() < AFFINITY_EVERY_MS) return { skipped: 'fresh' };
        const rebuilt = await rebuildModelAffinities(db);
        // The popularity the representatives are ranked by has just changed.
        return { ...rebuilt, representatives: await refreshCategoryRepresentatives(db) };
      },
    }),
    runEvery({
      name: 'category-representatives',
      everyMs: REPRESENTATIVES_EVERY_MS,
      firstDelayMs: 30 * 1000,
      run: async () => refreshCategoryRepresentatives(await getDb()),
    }),
    // A period closes soon after Monday 00:00 in Seoul; the hourly run also closes it after a restart.
    runEvery({
      name: 'settlement-close',
      everyMs: 60 * 60 * 1000,
      firstDelayMs: 2 * 60 * 1000,
      quiet: true,
      run: async () => runSettlementClose(await getDb(), serverEnv().SETTLEMENT_PERIOD_WEEKS),
    }),
    // Price drops reach members within a minute even when no seller kicked the job (an operator's SQL, an import).
    runEvery({
      name: 'lowest-price-alarms',
      everyMs: 60 * 1000,
      firstDelayMs: 20 * 1000,
      quiet: true,
      run: async () => runLowestPriceAlarms(await getDb()),
    }),
    // Mail is sent right after each request (kickMailDispatch); this catches retries and a crash between.
    runEvery({
      name: 'mail-dispatch',
      everyMs: 30 * 1000,
      firstDelayMs: 10 * 1000,
      quiet: true,
      run: async () => {
        const transport = configuredMailTransport();
        return transport
          ? dispatchPendingMail(await getDb(), transport, serverEnv().MAIL_FROM)
          : { skipped: 'no SMTP_URL' };
      },
    }),
    // Push and 알림톡 leave right after each request (kickNotifications); this sends what quiet hours
    // held back, retries with back-off and catches a crash between commit and send.
    runEvery({
      name: 'notification-dispatch',
      everyMs: 30 * 1000,
      firstDelayMs: 15 * 1000,
      quiet: true,
      run: drainConfigured,
    }),
    // A seller is warned a day before an unanswered reservation expires; a customer the day before the return.
    runEvery({
      name: 'order-reminders',
      everyMs: 10 * 60 * 1000,
      firstDelayMs: 3 * 60 * 1000,
      quiet: true,
      run: async () => runOrderReminders(await getDb()),
    }),
    ...orderJobs(),
    runEvery({
      name: 'account-housekeeping',
      everyMs: 60 * 60 * 1000,
      firstDelayMs: 5 * 60 * 1000,
      run: async () => runAccountHousekeeping(await getDb()),
    }),
    // Unused uploads live a day; an hourly sweep removes them within 25 hours.
    runEvery({
      name: 'upload-cleanup',
      everyMs: 60 * 60 * 1000,
      firstDelayMs: 7 * 60 * 1000,
      run: async () => runUploadCleanup(await getDb()),
    }),
    // Availability by range reads days from each row's base: an hourly pass keeps every base within a week of today.
    runEvery({
      name: 'range-availability-rebase',
      everyMs: 60 * 60 * 1000,
      firstDelayMs: 9 * 60 * 1000,
      quiet: true,
      run: async () => rebaseRangeAvailability(await getDb()),
    }),
    // The embedded database checkpoints only when its WAL fills; a timed one bounds crash recovery to minutes of writes.
    runEvery({
      name: 'embedded-checkpoint',
      everyMs: 5 * 60 * 1000,
      firstDelayMs: 5 * 60 * 1000,
      quiet: true,
      run: checkpointEmbeddedDb,
    }),
  ];
}
