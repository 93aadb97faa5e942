import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { migratedPgliteImage, migratedPostgresTemplate } from './testDbTemplate';

/**
 * Seeded database images for the integration files that start from the full seed (`seedDatabase`
 * with today's clock). Seeding is the slowest set-up of the suite (about 12 s on PGlite and 6 s on
 * PostgreSQL on an idle 2-core machine, several times that under load), and about twenty files on
 * each engine did it; now one worker seeds once per run and every other file copies the result.
 *
 * An image belongs to one Jest run only: the seed's dates and times are relative to the moment it
 * ran, so an image from an earlier run would be stale. The run is the Jest process (the workers'
 * parent), named by its pid and its start time from /proc, so a reused pid is a different run.
 * Images of runs that have ended are removed when the next run builds its own. Where /proc is not
 * there the run has no name and every file seeds for itself, as before.
 */

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function runName(): string | null {
  const start = processStart(process.ppid);
  return start ? `${process.ppid}_${start}` : null;
}

/** Whether the run named `name` (pid_start) is still going. */
function runAlive(name: string): boolean {
  const [pid, start] = name.split('_');
  return processStart(Number(pid)) === start;
}

const PGLITE_PREFIX = 'rm-pglite-seeded-';
const POSTGRES_PREFIX = 'rm_seeded_';

function removeEndedPgliteImages(): void {
  for (const file of fs.readdirSync(os.tmpdir())) {
    const match = file.startsWith(PGLITE_PREFIX) && /^rm-pglite-seeded-(\d+_\d+)\.tar$/.exec(file);
    if (match && !runAlive(match[1])) fs.rmSync(path.join(os.tmpdir(), file), { force: true });
  }
}

let pgliteImage: Promise<Blob | null> | undefined;

/** This run's seeded PGlite data directory as a tar, or null when the run has no name. */
export function seededPgliteImage(): Promise<Blob | null> {
  pgliteImage ??= (async () => {
    const run = runName();
    if (!run) return null;
    const file = path.join(os.tmpdir(), `${PGLITE_PREFIX}${run}.tar`);
    if (!fs.existsSync(file)) {
      removeEndedPgliteImages();
      const handle = await openPglite(undefined, await migratedPgliteImage());
      try {
        await seedDatabase(handle.db);
        const image = await handle.dumpImage!();
        // Published atomically: a racing worker at worst seeds twice, never reads half an image.
        const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
        fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
        fs.renameSync(partial, file);
      } finally {
        await handle.close();
      }
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteImage;
}

async function dropEndedPostgresTemplates(admin: Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${POSTGRES_PREFIX}%'`
  );
  for (const { datname } of rows) {
    const run = datname.slice(POSTGRES_PREFIX.length);
    if (/^\d+_\d+$/.test(run) && !runAlive(run)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

let postgresTemplate: Promise<string | null> | undefined;

/**
 * The name of this run's seeded PostgreSQL database to copy with CREATE DATABASE … TEMPLATE, or null
 * when the run has no name. Built under a private name and renamed once closed, since PostgreSQL
 * will not copy a database that has sessions.
 */
export function seededPostgresTemplate(adminUrl: string): Promise<string | null> {
  postgresTemplate ??= (async () => {
    const run = runName();
    if (!run) return null;
    const name = `${POSTGRES_PREFIX}${run}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      await dropEndedPostgresTemplates(admin);
      const building = `rm_seed_build_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building} TEMPLATE ${await migratedPostgresTemplate(adminUrl)}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openPostgres(url.toString(), 1);
      try {
        await seedDatabase(handle.db);
      } finally {
        await handle.close();
      }
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        // Another worker published this run's template first (duplicate_database): use theirs.
        if ((error as { code?: string }).code !== '42P04') throw error;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return postgresTemplate;
}
