#!/usr/bin/env node
// Adds up the JSON reports of jest and Playwright into one line: `tests: N passed, N failed`.
// A suite whose report is missing counts as one failure, so a crashed runner can't look green.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
