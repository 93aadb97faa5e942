/**
 * @jest-environment node
 *
 * A job run's log line names what it settled, and the metrics count runs, failures and the settled
 * items by job (server/jobs/intervalRunner.ts).
 */
import { JobFailedAfterWork, runEvery, settledCounts } from '@/server/jobs/intervalRunner';
import { metrics } from '@/server/observability/metrics';

async function value(name: 'jobRuns' | 'jobItems', labels: Record<string, string>): Promise<number> {
  const metric = await metrics()[name].get();
  const found = metric.values.find((v) =>
    Object.entries(labels).every(([k, l]) => (v.labels as Record<string, unknown>)[k] === l)
  );
  return found ? Number(found.value) : 0;
}

describe('settledCounts', () => {
  it('names every count above zero by its path', () => {
    expect(settledCounts({ paid: 2, failed: 0, expired: 1, pending: 0, skipped: 0 })).toEqual({ paid: 2, expired: 1 });
    expect(settledCounts({ models: 3, representatives: { refreshed: 4 }, skipped: 'fresh' })).toEqual({
      models: 3,
      'representatives.refreshed': 4,
    });
    expect(settledCounts(7)).toEqual({ count: 7 });
    expect(settledCounts({ applied: 0 })).toEqual({});
  });
});

describe('a job run in the log and the metrics', () => {
  let lines: Record<string, unknown>[];
  let spy: jest.SpyInstance;
  beforeEach(() => {
    lines = [];
    process.env.LOG_LEVEL = 'info';
    const collect = (chunk: string | Uint8Array) => {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      return true;
    };
    spy = jest.spyOn(process.stdout, 'write').mockImplementation(collect);
    jest.spyOn(process.stderr, 'write').mockImplementation(collect);
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    spy.mockRestore();
    jest.restoreAllMocks();
    delete process.env.LOG_LEVEL;
  });

  it('a money job that settled something logs it at info under `settled`, and counts it', async () => {
    const results = [
      { paid: 0, failed: 0, expired: 2, pending: 1, skipped: 0 },
      { paid: 0, failed: 0, expired: 0, pending: 0, skipped: 0 },
    ];
    const job = runEvery({
      name: 'order-hold-expiry',
      everyMs: 1000,
      firstDelayMs: 10,
      quiet: true,
      run: async () => results.shift(),
    });
    await jest.advanceTimersByTimeAsync(10);
    await jest.advanceTimersByTimeAsync(1000);
    await job.stop();
    expect(lines).toEqual([
      {
        t: expect.any(String),
        level: 'info',
        msg: 'job.done',
        job: 'order-hold-expiry',
        ms: expect.any(Number),
        result: { paid: 0, failed: 0, expired: 2, pending: 1, skipped: 0 },
        settled: { expired: 2, pending: 1 },
      },
    ]);
    expect(await value('jobRuns', { job: 'order-hold-expiry', outcome: 'ok' })).toBe(2);
    expect(await value('jobItems', { job: 'order-hold-expiry', item: 'expired' })).toBe(2);
  });

  it('a failed run is counted as failed', async () => {
    const job = runEvery({
      name: 'order-lease-billing',
      everyMs: 1000,
      firstDelayMs: 10,
      run: async () => {
        throw new Error('provider down');
      },
    });
    await jest.advanceTimersByTimeAsync(10);
    await job.stop();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'job.failed',
        job: 'order-lease-billing',
        error: 'provider down',
      }),
    ]);
    expect(await value('jobRuns', { job: 'order-lease-billing', outcome: 'failed' })).toBe(1);
  });

  it('a run that failed halfway still counts and logs what it settled before the failure', async () => {
    const job = runEvery({
      name: 'order-payment-reconciliation',
      everyMs: 1000,
      firstDelayMs: 10,
      run: async () => {
        throw new JobFailedAfterWork(new Error('timeout exceeded when trying to connect'), {
          paid: 1,
          failed: 0,
          expired: 2,
          pending: 0,
          skipped: 0,
        });
      },
    });
    await jest.advanceTimersByTimeAsync(10);
    await job.stop();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'job.failed',
        job: 'order-payment-reconciliation',
        error: 'timeout exceeded when trying to connect',
        settled: { paid: 1, expired: 2 },
      }),
    ]);
    expect(await value('jobRuns', { job: 'order-payment-reconciliation', outcome: 'failed' })).toBe(1);
    expect(await value('jobItems', { job: 'order-payment-reconciliation', item: 'expired' })).toBe(2);
    expect(await value('jobItems', { job: 'order-payment-reconciliation', item: 'paid' })).toBe(1);
  });
});
