// Databases of the search benchmark: the scaled PGlite kept between runs under BENCH_CACHE_DIR
// (rebuilt only when the seed code, the migrations or the sizes change), and a fresh scaled
// PostgreSQL database per run, dropped after. Child scripts run through tsx.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs `npx tsx script` with extra environment (a key set to undefined is removed); passes its
 * output through, indented, and returns the JSON of its `BENCH_RESULT` line, if any.
 */
export function runTsx(script, env) {
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined));
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script], { env: merged, stdio: ['ignore', 'pipe', 'inherit'] });
    let result = null;
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (line.startsWith('BENCH_RESULT ')) result = JSON.parse(line.slice('BENCH_RESULT '.length));
        else process.stdout.write(`    ${line}\n`);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(result) : reject(new Error(`${script} exited with ${code}`))));
  });
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * A fingerprint of everything that decides the scaled rows: seed code, search documents, migrations,
 * and the seeding day (every seeded date counts from it, so yesterday's copy has older campaigns).
 */
export function dataCodeHash() {
  const hash = crypto.createHash('sha256');
  hash.update(new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }));
  for (const dir of [
    'server/db/seed',
    'server/db/migrations',
    'server/domain/search/documents.ts',
    'server/domain/search/normalize.ts',
  ]) {
    const files = fs.statSync(dir).isDirectory() ? filesUnder(dir).sort() : [dir];
    for (const file of files) hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const scaleEnv = (sizes) => ({
  SCALE_ITEMS: String(sizes.items),
  SCALE_EVENTS: String(sizes.events),
  SCALE_BUSINESSES: String(sizes.businesses ?? 10_000),
  SCALE_BOOKINGS: String(sizes.bookings ?? 1_000_000),
  LOG_LEVEL: 'warn',
});

/** The cached scaled PGlite directory (the DATA_DIR to use), seeded first when missing or stale. */
export async function ensurePglite(cacheRoot, sizes) {
  // The business count is part of the name: a cache made with the old 600 businesses is never reused for the map benchmark.
  const dataDir = path.resolve(
    cacheRoot,
    `scale-${sizes.items}-${sizes.events}-${sizes.businesses ?? 10_000}-${sizes.bookings ?? 1_000_000}`
  );
  const readyFile = path.join(dataDir, 'ready.json');
  const hash = dataCodeHash();
  try {
    const ready = JSON.parse(fs.readFileSync(readyFile, 'utf8'));
    if (ready.hash === hash) {
      console.log(`  PGlite: cached scaled database ${dataDir} (seeded ${ready.seededAt})`);
      return dataDir;
    }
    console.log('  PGlite: the seed code or migrations changed since the cached database was made: seeding again');
  } catch {
    /* no cache yet */
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  console.log(`  PGlite: seeding ${dataDir} (takes minutes once; reused by later runs)`);
  await runTsx('scripts/seedScale.ts', { ...scaleEnv(sizes), DATA_DIR: dataDir, DATABASE_URL: undefined });
  fs.writeFileSync(
    readyFile,
    JSON.stringify({ hash, ...sizes, seededAt: new Date().toISOString(), seconds: (Date.now() - started) / 1000 })
  );
  return dataDir;
}

/**
 * A new empty database on adminUrl's server, named `<prefix>_<pid>_<random>`; `drop()` removes it
 * (WITH FORCE: a server still connected is no reason to keep it).
 */
export async function createDatabase(adminUrl, prefix) {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  };
  return { url: url.toString(), name, host: url.host, drop };
}

/** A fresh scaled PostgreSQL database; `drop()` removes it. */
export async function createPostgres(adminUrl, sizes) {
  const { url, name, host, drop } = await createDatabase(adminUrl, 'rm_bench');
  try {
    const started = Date.now();
    console.log(`  PostgreSQL: seeding ${host}/${name}`);
    await runTsx('scripts/seedScale.ts', { ...scaleEnv(sizes), DATABASE_URL: url });
    console.log(`  PostgreSQL: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, name, drop };
}
