import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrateDb, migrationsFolder, openPglite, openPostgres } from '@/server/db/client';

/**
 * Migrated database images the integration tests copy instead of migrating from nothing each time.
 * A fresh PGlite spends ~4.5 s in initdb before the first migration, a fresh PostgreSQL database
 * ~1.3 s in migrations; with ~60 test files on each engine that was most of the suite's run time.
 *
 * Each image is keyed by a hash of the migration files, so a changed migration builds a new one.
 * Jest workers are separate processes: whichever needs an image first builds it and publishes it
 * atomically (rename), so racing workers at worst build it twice, never read half of one.
 */

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 12);
}

let pgliteImage: Promise<Blob> | undefined;

/** The migrated PGlite data directory as a tar, cached in the OS temp folder across runs. */
export function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = path.join(os.tmpdir(), `rm-pglite-migrated-${migrationsHash()}.tar`);
    if (!fs.existsSync(file)) {
      const handle = await openPglite();
      try {
        await migrateDb(handle);
        const image = await handle.dumpImage!();
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

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated PostgreSQL database to CREATE DATABASE … TEMPLATE from. It is left in
 * place for later runs; nothing may stay connected to it (PostgreSQL refuses to copy a template
 * that has sessions), so it is built under a private name and renamed once its pool is closed.
 */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `rm_template_${migrationsHash()}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `rm_tpl_build_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openPostgres(url.toString(), 1);
      await migrateDb(handle);
      await handle.close();
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        // Another worker published the same template first (duplicate_database): use theirs.
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
