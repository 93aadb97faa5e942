import { getDb } from '../db';
import { runEvery, type RunningJob } from './intervalRunner';
import { runHoldExpiry, runPendingReconciliation } from './orderJobsPending';
import { runAutoConfirm, runNoResponseExpiry } from './orderJobsTimed';
import { runRefundReconciliation } from './orderJobsRefunds';
import { runLeaseBilling } from './orderJobsLease';
import { runDepositJobs } from './depositJobs';

const MINUTE = 60 * 1000;

/**
 * The order jobs of issue 16 §7 on the in-process runner. Every one is safe with several processes
 * (each claims its rows) and reads the clock at each run. Intervals: money first — a paid order
 * waiting in 결제 대기 or an unpaid refund is looked at every minute; the 4,320-minute rules can be
 * a few minutes late; a monthly instalment an hour late changes nothing.
 */
export function orderJobs(): RunningJob[] {
  return [
    runEvery({
      name: 'order-hold-expiry',
      everyMs: MINUTE,
      firstDelayMs: 15 * 1000,
      quiet: true,
      run: async () => runHoldExpiry(await getDb()),
    }),
    runEvery({
      name: 'order-payment-reconciliation',
      everyMs: MINUTE,
      firstDelayMs: 25 * 1000,
      quiet: true,
      run: async () => runPendingReconciliation(await getDb()),
    }),
    runEvery({
      name: 'order-refund-reconciliation',
      everyMs: MINUTE,
      firstDelayMs: 35 * 1000,
      quiet: true,
      run: async () => runRefundReconciliation(await getDb()),
    }),
    runEvery({
      name: 'order-no-response',
      everyMs: 5 * MINUTE,
      firstDelayMs: 45 * 1000,
      quiet: true,
      run: async () => runNoResponseExpiry(await getDb()),
    }),
    runEvery({
      name: 'order-auto-confirm',
      everyMs: 5 * MINUTE,
      firstDelayMs: 55 * 1000,
      quiet: true,
      run: async () => runAutoConfirm(await getDb()),
    }),
    // Deposits: holds placed within a minute of payment; 48 h and 72 h rules a few minutes late at most.
    runEvery({
      name: 'order-deposits',
      everyMs: MINUTE,
      firstDelayMs: 50 * 1000,
      quiet: true,
      run: async () => runDepositJobs(await getDb()),
    }),
    runEvery({
      name: 'order-lease-billing',
      everyMs: 60 * MINUTE,
      firstDelayMs: 2 * MINUTE,
      run: async () => runLeaseBilling(await getDb()),
    }),
  ];
}
