#!/usr/bin/env node
// `npm run bench:ssr-latency`: issue 32's single-request figure. One connection, one request at a
// time, so it is the latency a shopper's phone sees, not throughput: a signed-in member's item page
// (never kept as HTML: rendered every time) against the same item page a returning visitor gets from
// the page cache (PAGE_CACHE on, as in production), on the same server in the same run. The goal is
// a member's p50 at most 3× the cached page's.
// One run per database in BENCH_DBS: a fresh seeded database (as bench:ssr makes it, with one member
// signed in through the real login), the production build, a warm-up of both, then BENCH_SECONDS of
// each in turn. Prints p50 and p99 of both and the ratio of the p50s; exits 1 on a failed step or
// request, never on a missed goal.
// Knobs: BENCH_DBS=pglite,postgres  BENCH_PAGE=/services/986  BENCH_SECONDS=10  BENCH_PORT=3220
// BENCH_POSTGRES_URL
import { prepareDatabase, signIn, visitorCookie } from './ssrApp.mjs';
import { ensureBuild, measureTargets, startServer } from './ssrLoad.mjs';

const knob = (name, fallback) => process.env[name] ?? fallback;
const settings = {
  dbs: knob('BENCH_DBS', 'pglite,postgres').split(',').filter(Boolean),
  page: knob('BENCH_PAGE', '/services/986'),
  seconds: Number(knob('BENCH_SECONDS', 10)),
  port: Number(knob('BENCH_PORT', 3220)),
  adminUrl: knob('BENCH_POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
};
const GOAL_RATIO = 3;

async function measure(kind) {
  const db = await prepareDatabase(kind, settings);
  try {
    const server = await startServer(settings.port, { ...db.env });
    try {
      const visitor = await visitorCookie(server.base);
      const member = await signIn(server.base, db.member, visitor);
      const targets = [
        { key: 'cached', base: server.base, paths: [settings.page], headers: { cookie: visitor } },
        { key: 'member', base: server.base, paths: [settings.page], headers: { cookie: member } },
      ];
      return await measureTargets(targets, { seconds: settings.seconds, rounds: 1, connections: 1, warmupSeconds: 2 });
    } finally {
      await server.stop();
    }
  } finally {
    await db.remove();
  }
}

async function main() {
  console.log(`SSR latency: ${settings.page}, 1 connection, ${settings.seconds} s per identity`);
  ensureBuild();
  const rows = [];
  for (const kind of settings.dbs) rows.push({ kind, figures: await measure(kind) });
  console.log('db        identity                 requests  p50 ms  p99 ms  member p50 ÷ cached p50');
  let failed = 0;
  for (const { kind, figures } of rows) {
    const { cached, member } = figures;
    failed += cached.failures + member.failures;
    const ratio = member.p50 / Math.max(cached.p50, 0.01);
    const mark = ratio <= GOAL_RATIO ? '✓' : '✗';
    const line = (name, f) =>
      `${kind.padEnd(9)} ${name.padEnd(24)} ${String(f.requests).padStart(8)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)}`;
    console.log(line('visitor, page cache', cached));
    console.log(`${line('member, rendered', member)}  ${ratio.toFixed(1)}× ${mark} (goal ≤ ${GOAL_RATIO}×)`);
  }
  if (failed > 0) {
    console.error(`${failed} request(s) failed`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
