import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../db/client';
import { markDatabaseClosed } from '../lifecycle/uncleanStop';
import { BackupRefusal } from './backupFiles';
import { databaseCounts, type DatabaseCounts } from './databaseCounts';
import { readPgliteArchive, secretsFile, type BackupManifest } from './pgliteArchive';

export type PgliteRestoreResult = {
  dataDir: string;
  manifest: BackupManifest;
  secretsRestored: boolean;
  counts: DatabaseCounts;
};

/** Restoring over a database would mix or lose data: only a missing or empty DATA_DIR is a target. */
function assertEmptyTarget(dataDir: string): void {
  if (!fs.existsSync(dataDir)) return;
  const entries = fs.statSync(dataDir).isDirectory() ? fs.readdirSync(dataDir) : ['(a file)'];
  if (entries.length === 0) return;
  throw new BackupRefusal(
    `복원할 DATA_DIR(${dataDir})이 비어 있지 않아요 (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ' …' : ''}). 지금 데이터를 덮어쓰지 않도록 빈 디렉터리나 새 경로를 DATA_DIR로 지정하세요.`,
    `DATA_DIR (${dataDir}) is not empty: restore into a new or empty directory, so no current data is overwritten.`
  );
}

/**
 * `npm run db:restore FILE` on the embedded database: unpacks the image into DATA_DIR/pglite by
 * opening PGlite on it (which replays the WAL up to the moment of the dump and rolls back whatever
 * was not committed), reads the counts back, closes it cleanly, then puts secrets.json beside it.
 * A failure removes what it wrote, so the directory is empty again for the next attempt.
 */
export async function restorePglite(file: string, dataDir: string): Promise<PgliteRestoreResult> {
  assertEmptyTarget(dataDir);
  const archive = await readPgliteArchive(file);
  const dir = path.join(dataDir, 'pglite');
  try {
    const handle = await openPglite(dir, new Blob([archive.image as Uint8Array<ArrayBuffer>]));
    let counts: DatabaseCounts;
    try {
      counts = await databaseCounts(handle.db);
    } finally {
      await handle.close();
    }
    // The image carries the open-marker of the process it was dumped from; this copy closed cleanly.
    markDatabaseClosed(dir);
    if (archive.secrets) fs.writeFileSync(secretsFile(dataDir), archive.secrets, { mode: 0o600 });
    return { dataDir, manifest: archive.manifest, secretsRestored: archive.secrets !== null, counts };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(secretsFile(dataDir), { force: true });
    throw error;
  }
}
