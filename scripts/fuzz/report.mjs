// Totals by status code (overall and per service), the bad answers with what it takes to replay
// them, and the JSON report that scripts/test-totals.mjs counts (each request and check is a test).
import fs from 'node:fs';
import path from 'node:path';
import { graphqlCodes } from './checks.mjs';

const MAX_LISTED = 100;

export class Tally {
  constructor() {
    this.byStatus = {};
    this.byService = {};
    /** GraphQL error codes per service: shows which answers came from resolvers, not only from guards. */
    this.graphqlCodes = {};
    this.labels = new Set();
    this.failures = [];
    /** Every bad answer grouped by reason, service and method: the first index to replay, the targets hit. */
    this.failureKinds = {};
    this.failureCount = 0;
    this.requests = 0;
    this.fine = 0;
  }

  add(index, request, wire, answer, bad) {
    const status = answer.status > 0 ? String(answer.status) : 'no answer';
    this.requests += 1;
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
    const service = (this.byService[request.service] ??= {});
    service[status] = (service[status] ?? 0) + 1;
    this.labels.add(request.label);
    if (request.kind === 'graphql') {
      const codes = (this.graphqlCodes[request.service] ??= {});
      for (const code of new Set(graphqlCodes(answer.body?.toString('utf8') ?? '')))
        codes[code] = (codes[code] ?? 0) + 1;
    }
    if (!bad) {
      this.fine += 1;
      return;
    }
    this.failureCount += 1;
    const kind = `${bad.reason} | ${request.service} | ${wire.method}`;
    this.failureKinds[kind] ??= { count: 0, first: index, targets: [] };
    this.failureKinds[kind].count += 1;
    if (!this.failureKinds[kind].targets.includes(request.label)) this.failureKinds[kind].targets.push(request.label);
    if (this.failures.length < MAX_LISTED) {
      this.failures.push({
        index,
        label: request.label,
        reason: bad.reason,
        detail: String(bad.detail ?? '').slice(0, 400),
        status: answer.status,
        ms: answer.ms,
        method: wire.method,
        path: wire.path.slice(0, 300),
        contentType: wire.headers['content-type'],
        origin: wire.headers.origin,
        body: wire.body === undefined ? undefined : excerpt(wire.body),
      });
    }
  }
}

function excerpt(body) {
  const text = Buffer.isBuffer(body) ? `base64:${body.toString('base64')}` : body;
  return text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text;
}

const line = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');

/** Prints the totals; answers the exit code (1 when anything failed). */
export function printReport({ seed, runs, planned, tally, checks, healthChecks, lanes, ms }) {
  const failedChecks = checks.filter((c) => !c.ok);
  console.log(
    `\n== fuzz: seed ${seed}, ${tally.requests} requests in ${(ms / 1000).toFixed(0)} s (${tally.labels.size} distinct operations and routes) ==`
  );
  console.log(`status codes: ${line(tally.byStatus)}`);
  for (const [service, counts] of Object.entries(tally.byService).sort())
    console.log(`  ${service.padEnd(8)} ${line(counts)}`);
  for (const [service, codes] of Object.entries(tally.graphqlCodes).sort())
    console.log(`  ${service.padEnd(8)} GraphQL error codes: ${line(codes)}`);
  console.log(
    `signed-in requests: ${lanes.signedIn}; logins: ${lanes.logins}; refused logins: ${lanes.loginFailures.length}`
  );
  for (const check of checks.filter((c) => !c.health))
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}${check.ok ? '' : `: ${check.detail}`}`);
  console.log(`healthz: ${healthChecks.filter((h) => h.ok).length}/${healthChecks.length} answered`);
  if (tally.failureCount) {
    console.log(
      `\n${tally.failureCount} bad answers (replay one with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} FUZZ_ONLY=<index>):`
    );
    for (const [kind, { count, first, targets }] of Object.entries(tally.failureKinds).sort(
      ([, a], [, b]) => b.count - a.count
    )) {
      const some = targets.slice(0, 3).join(', ') + (targets.length > 3 ? ` +${targets.length - 3}` : '');
      console.log(`  ${String(count).padStart(4)} × ${kind} (first #${first}; ${some})`);
    }
    console.log('first bad answers:');
    for (const f of tally.failures.slice(0, 8)) {
      console.log(
        `  #${f.index} ${f.reason} ${f.label}: ${f.method} ${f.path.slice(0, 120)} → ${f.status} ${f.detail.slice(0, 160).replace(/\s+/g, ' ')}`
      );
    }
  }
  const failed = tally.failureCount + failedChecks.length;
  console.log(`fuzz: ${tally.fine + checks.length - failedChecks.length} passed, ${failed} failed`);
  return failed === 0 && tally.requests >= planned ? 0 : 1;
}

export function writeReport(file, { seed, runs, planned, tally, checks, lanes, ms }) {
  const failedChecks = checks.filter((c) => !c.ok).length;
  // Requests not sent (the run stopped early) count as failed: a short run must not look green.
  const missing = Math.max(0, planned - tally.requests);
  const report = {
    fuzz: true,
    seed,
    runs,
    planned,
    requests: tally.requests,
    durationMs: ms,
    passed: tally.fine + checks.length - failedChecks,
    failed: tally.failureCount + failedChecks + missing,
    byStatus: tally.byStatus,
    byService: tally.byService,
    graphqlCodes: tally.graphqlCodes,
    distinctTargets: tally.labels.size,
    signedInRequests: lanes.signedIn,
    loginFailures: lanes.loginFailures,
    checks,
    failureKinds: tally.failureKinds,
    failures: tally.failures,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
