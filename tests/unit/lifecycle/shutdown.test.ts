/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onShutdown, runShutdownSteps } from '@/server/lifecycle/shutdown';
import { isDraining } from '@/server/lifecycle/drainState';
import { markDatabaseClosed, markDatabaseOpen } from '@/server/lifecycle/uncleanStop';
import { runEvery, settledSomething } from '@/server/jobs/intervalRunner';

describe('shutdown steps', () => {
  it('drain first, then run every step in order; a failed or late step does not stop the rest', async () => {
    const ran: string[] = [];
    onShutdown('database', 90, async () => {
      ran.push('database');
    });
    onShutdown('jobs', 10, async () => {
      ran.push('jobs');
    });
    onShutdown('broken', 15, async () => {
      throw new Error('boom');
    });
    onShutdown('stuck', 20, () => new Promise<never>(() => undefined));
    onShutdown('jobs', 10, async () => {
      ran.push('jobs again');
    });
    expect(isDraining()).toBe(false);
    const clean = await runShutdownSteps(50);
    expect(isDraining()).toBe(true);
    expect(ran).toEqual(['jobs', 'database']);
    expect(clean).toBe(false);
  });
});

describe('a job runner stopped in the middle of a run', () => {
  it('stop() resolves only after the run in progress has finished, and no run starts after it', async () => {
    jest.useFakeTimers();
    try {
      let release!: () => void;
      const events: string[] = [];
      const job = runEvery({
        name: 'test-job',
        everyMs: 1000,
        firstDelayMs: 10,
        run: () =>
          new Promise<void>((resolve) => {
            events.push('start');
            release = () => {
              events.push('end');
              resolve();
            };
          }),
      });
      await jest.advanceTimersByTimeAsync(10);
      expect(events).toEqual(['start']);
      const stopped = job.stop().then(() => events.push('stopped'));
      await Promise.resolve();
      expect(events).toEqual(['start']);
      release();
      await stopped;
      await jest.advanceTimersByTimeAsync(5000);
      expect(events).toEqual(['start', 'end', 'stopped']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a quiet job is logged at info whenever it settled something', () => {
    expect(settledSomething({ released: 0, reconciled: 0 })).toBe(false);
    expect(settledSomething({ released: 2 })).toBe(true);
    expect(settledSomething({ outcome: { refunded: 1 } })).toBe(true);
    expect(settledSomething({ skipped: 'no SMTP_URL' })).toBe(false);
  });
});

describe('the embedded database marker', () => {
  it('a start after a clean close finds nothing; a start after a crash reports the process that left it open', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-marker-'));
    try {
      expect(markDatabaseOpen(dir, new Date('2026-01-02T03:04:05Z'))).toBeNull();
      markDatabaseClosed(dir);
      expect(markDatabaseOpen(dir)).toBeNull();
      // No close: the next open is a recovery.
      expect(markDatabaseOpen(dir)).toEqual({ pid: process.pid, openedAt: expect.any(String) });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
