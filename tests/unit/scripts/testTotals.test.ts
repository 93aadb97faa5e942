/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The last line CI reads: `0 failed` must only ever appear on a fully green run. */
const script = path.resolve(__dirname, '../../../scripts/test-totals.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-totals-'));
const write = (name: string, body: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
  return file;
};
const totals = (...args: string[]) => execFileSync('node', [script, ...args], { encoding: 'utf8' }).trim();

const jestGreen = write('jest.json', { numPassedTests: 10, numFailedTests: 0, numRuntimeErrorTestSuites: 0 });
const playwrightGreen = write('pw.json', { stats: { expected: 5, unexpected: 0, flaky: 0 }, errors: [] });

describe('the totals line of scripts/test-all.sh', () => {
  it('adds up jest, Playwright and fuzz reports', () => {
    const fuzz = write('fuzz.json', { fuzz: true, passed: 1500, failed: 0 });
    expect(totals('--failed-steps', '0', jestGreen, playwrightGreen, fuzz)).toBe('tests: 1515 passed, 0 failed');
  });

  it('counts the scripted proofs (shutdown, crash) one per check', () => {
    const shutdown = write('shutdown.json', { kind: 'script', name: 'shutdown', passed: 18, failed: 0, checks: [] });
    const crash = write('crash.json', { kind: 'script', name: 'crash', passed: 14, failed: 2, checks: [] });
    expect(totals('--failed-steps', '0', jestGreen, shutdown, crash)).toBe('tests: 42 passed, 2 failed');
  });

  it('turns red when only the build failed (its step counts, and the browser report it never wrote too)', () => {
    expect(totals('--failed-steps', '1', jestGreen, path.join(dir, 'never-written.json'))).toBe(
      'tests: 10 passed, 2 failed'
    );
  });

  it('counts a failed type check even when every runner passed', () => {
    expect(totals('--failed-steps', '1', jestGreen, playwrightGreen)).toBe('tests: 15 passed, 1 failed');
  });

  it('counts a crashed runner: an unreadable report, an unknown shape, Playwright errors outside tests', () => {
    const broken = write('broken.json', '{"numPassedTests": 3,');
    const unknown = write('unknown.json', { hello: 'world' });
    const crashed = write('crashed.json', {
      stats: { expected: 0, unexpected: 0 },
      errors: [{ message: 'webServer exited' }],
    });
    expect(totals(jestGreen, broken, unknown, crashed)).toBe('tests: 10 passed, 3 failed');
  });

  it('counts failed tests and suites that did not run', () => {
    const red = write('red.json', { numPassedTests: 7, numFailedTests: 2, numRuntimeErrorTestSuites: 1 });
    expect(totals(red)).toBe('tests: 7 passed, 3 failed');
  });
});
