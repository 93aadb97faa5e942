// npm run bench:ssr-profile: where the server's CPU goes while it renders one page under load.
//
// Starts the production build (as bench:ssr does, on a fresh seeded database) with V8's sampling
// profiler on (--cpu-prof), loads one page with autocannon as a visitor or a signed-in member, stops
// the server (the profile is written at exit) and prints the self time by package and the top
// functions. The .cpuprofile stays in test-results/ssr-profile/ for Chrome DevTools (Performance →
// Load profile). The figures are shares of the sampled time, so they compare across machines better
// than absolute times do.
//
// Knobs: BENCH_DB=postgres|pglite  BENCH_PAGE=/services/986  BENCH_IDENTITY=member|anon
// BENCH_SECONDS=10  BENCH_CONNECTIONS=50  BENCH_PORT=3210  BENCH_POSTGRES_URL  BENCH_TOP=25
import fs from 'node:fs';
import path from 'node:path';
import { prepareDatabase, signIn, visitorCookie } from './ssrApp.mjs';
import { ensureBuild, measureTargets, startServer } from './ssrLoad.mjs';
import { summarizeProfile } from './profileSummary.mjs';

const knob = (name, fallback) => process.env[name] ?? fallback;
const settings = {
  db: knob('BENCH_DB', 'postgres'),
  page: knob('BENCH_PAGE', '/services/986'),
  identity: knob('BENCH_IDENTITY', 'member'),
  seconds: Number(knob('BENCH_SECONDS', 10)),
  connections: Number(knob('BENCH_CONNECTIONS', 50)),
  port: Number(knob('BENCH_PORT', 3210)),
  adminUrl: knob('BENCH_POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
  top: Number(knob('BENCH_TOP', 25)),
};
const profileDir = path.resolve('test-results/ssr-profile');

async function main() {
  console.log(`SSR profile: ${settings.identity} ${settings.page} on ${settings.db}, ${settings.seconds} s`);
  ensureBuild();
  fs.rmSync(profileDir, { recursive: true, force: true });
  fs.mkdirSync(profileDir, { recursive: true });
  const db = await prepareDatabase(settings.db, settings);
  try {
    const server = await startServer(
      settings.port,
      { ...db.env, PAGE_CACHE: 'off' },
      { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] }
    );
    try {
      const visitor = await visitorCookie(server.base);
      const cookie = settings.identity === 'member' ? await signIn(server.base, db.member, visitor) : visitor;
      const figures = await measureTargets(
        [{ key: 'page', base: server.base, paths: [settings.page], headers: { cookie } }],
        { seconds: settings.seconds, rounds: 1, connections: settings.connections, warmupSeconds: 3 }
      );
      const { rps, p50, p99, failures } = figures.page;
      console.log(`load: ${rps.toFixed(1)} req/s, p50 ${p50} ms, p99 ${p99} ms, ${failures} failed`);
    } finally {
      await server.stop();
    }
  } finally {
    await db.remove();
  }
  // One file per process that ran with the flag; the server is the one with the most samples.
  const files = fs.readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`no .cpuprofile was written to ${profileDir}`);
  const profiles = files.map((file) => ({
    file,
    profile: JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')),
  }));
  profiles.sort((a, b) => b.profile.samples.length - a.profile.samples.length);
  const { file, profile } = profiles[0];
  console.log(`profile: ${path.join(profileDir, file)} (${profile.samples.length} samples)\n`);
  // The last seconds of the profile are the load; the start-up before them compiled the server.
  const summary = summarizeProfile(profile, { top: settings.top, lastSeconds: settings.seconds });
  console.log(`self time by package over the load's ${settings.seconds} s (share of busy samples; idle left out):`);
  for (const row of summary.groups.filter((group) => group.share >= 0.1))
    console.log(`  ${row.share.toFixed(1).padStart(5)} %  ${row.name}`);
  console.log(`\ntop ${settings.top} functions by self time:`);
  for (const row of summary.functions) console.log(`  ${row.share.toFixed(1).padStart(5)} %  ${row.name}`);
}

main().catch((error) => {
  console.error('bench:ssr-profile failed:', error);
  process.exit(1);
});
