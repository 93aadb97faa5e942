import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbHandle } from '../db/client';
import { readTar, tarStream, type TarEntry } from './tarArchive';

/**
 * A backup of the embedded database (docs/operations.md §9): a `.tar.gz` holding
 *   manifest.json  what it is, when it was taken, how far the migrations went;
 *   secrets.json   DATA_DIR/secrets.json (SESSION_SECRET), so a restored copy keeps sessions and
 *                  sealed cookies working: the backup is therefore as secret as the server;
 *   pglite.tar     the data directory as PGlite's dumpDataDir wrote it (photos live in the database).
 */
export const BACKUP_FORMAT = 'ridemarket-backup/1';
const MANIFEST = 'manifest.json';
const SECRETS = 'secrets.json';
const IMAGE = 'pglite.tar';

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  kind: z.literal('pglite'),
  createdAt: z.string(),
  source: z.enum(['running-app', 'offline']),
  /** Where the session secret of the backed-up server came from; only `secrets.json` travels with it. */
  sessionSecret: z.enum(['secrets.json', 'environment', 'none']),
  migrations: z.object({ applied: z.number().int(), lastCreatedAt: z.string().nullable() }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export type PgliteArchive = { manifest: BackupManifest; stream: Readable };

export function secretsFile(dataDir: string): string {
  return path.join(dataDir, SECRETS);
}

async function migrationState(handle: DbHandle): Promise<BackupManifest['migrations']> {
  const result = await handle.db.execute(
    sql`SELECT count(*)::int AS applied, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`
  );
  const row = (result as unknown as { rows: { applied: number; last: string | null }[] }).rows[0];
  return { applied: Number(row.applied), lastCreatedAt: row.last };
}

/**
 * Dumps an open PGlite database and the secrets beside it into a gzipped archive stream. The
 * database's queries wait only while its files are read into memory (handle.dumpImage); compressing
 * and writing happen afterwards, outside that pause.
 */
export async function createPgliteArchive(
  handle: DbHandle,
  dataDir: string,
  source: BackupManifest['source']
): Promise<PgliteArchive> {
  if (handle.kind !== 'pglite' || !handle.dumpImage) throw new Error('createPgliteArchive: not an embedded database');
  // A checkpoint first: the image's data files are then current, and opening the copy replays
  // only the WAL of the few transactions between the checkpoint and the dump.
  await handle.db.execute(sql`CHECKPOINT`);
  const migrations = await migrationState(handle);
  const image = await handle.dumpImage();
  const secrets = fs.existsSync(secretsFile(dataDir)) ? fs.readFileSync(secretsFile(dataDir)) : null;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    kind: 'pglite',
    createdAt: new Date().toISOString(),
    source,
    sessionSecret: process.env.SESSION_SECRET ? 'environment' : secrets ? 'secrets.json' : 'none',
    migrations,
  };
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
  const entries: TarEntry[] = [
    { name: MANIFEST, mode: 0o644, size: manifestBytes.length, body: manifestBytes },
    ...(secrets ? [{ name: SECRETS, mode: 0o600, size: secrets.length, body: secrets }] : []),
    { name: IMAGE, mode: 0o600, size: image.size, body: image },
  ];
  const stream = Readable.from(tarStream(entries)).pipe(zlib.createGzip({ level: 6 }));
  return { manifest, stream };
}

export type OpenedArchive = { manifest: BackupManifest; secrets: Buffer | null; image: Buffer };

/** Reads a backup file whole, checking the gzip checksum, the tar structure and the manifest. */
export async function readPgliteArchive(file: string): Promise<OpenedArchive> {
  const chunks: Buffer[] = [];
  await pipeline(fs.createReadStream(file), zlib.createGunzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  const files = readTar(Buffer.concat(chunks));
  const manifestBytes = files.get(MANIFEST);
  const image = files.get(IMAGE);
  if (!manifestBytes || !image) throw new Error(`${MANIFEST} or ${IMAGE} is missing: not a RideMarket backup`);
  const manifest = manifestSchema.parse(JSON.parse(manifestBytes.toString('utf8')));
  return { manifest, secrets: files.get(SECRETS) ?? null, image };
}
