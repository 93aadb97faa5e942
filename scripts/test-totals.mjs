#!/usr/bin/env node
// Adds up the JSON reports of jest, Playwright, the fuzz harness and the scripted proofs into one line:
// `tests: N passed, N failed`. A report that is missing or unreadable counts as one failure, and
// `--failed-steps N` adds the steps that failed outside any runner (type check, build, database
// set-up, a runner that crashed), so a broken run can never print `0 failed`.
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
let failedSteps = 0;
const files = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--failed-steps') {
    const n = Number(args[i + 1]);
    failedSteps = Number.isInteger(n) && n >= 0 ? n : 1;
    i += 1;
  } else {
    files.push(args[i]);
  }
}

/** passed/failed of one report, or null when its shape is unknown. */
function countsOf(report) {
  if (report && 'numPassedTests' in report) {
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
  }
  if (report && report.stats) {
    // Playwright: errors outside any test (a global set-up or web server that crashed) fail too.
    const errors = Array.isArray(report.errors) ? report.errors.length : 0;
    return { passed: report.stats.expected + (report.stats.flaky ?? 0), failed: report.stats.unexpected + errors };
  }
  // The fuzz harness, and the scripted proofs (scripts/ops: shutdown, crash): one count per check.
  if (
    report &&
    (report.fuzz === true || report.kind === 'script') &&
    Number.isInteger(report.passed) &&
    Number.isInteger(report.failed)
  ) {
    return { passed: report.passed, failed: report.failed };
  }
  return null;
}

let passed = 0;
let failed = failedSteps;
for (const file of files) {
  let counts = null;
  if (existsSync(file)) {
    try {
      counts = countsOf(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      counts = null;
    }
  }
  if (!counts) {
    failed += 1;
    continue;
  }
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
