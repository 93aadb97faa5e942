import fs from 'node:fs';
import path from 'node:path';

/** A failure the operator can act on, said in Korean and in English (the CLI prints both). */
export class BackupRefusal extends Error {
  constructor(
    readonly ko: string,
    readonly en: string
  ) {
    super(`${ko}\n${en}`);
    this.name = 'BackupRefusal';
  }
}

/** `2026-11-27T221500Z`: sorts by time, and no colons for the file systems that refuse them. */
export function backupStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '');
}

/** The next free `ridemarket-<kind>-<stamp><ext>` in `dir` (created if missing). */
export function backupTarget(dir: string, kind: 'pglite' | 'postgres', ext: string, now: Date): string {
  fs.mkdirSync(dir, { recursive: true });
  const base = path.join(dir, `ridemarket-${kind}-${backupStamp(now)}`);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${base}${ext}` : `${base}-${n}${ext}`;
    if (!fs.existsSync(candidate) && !fs.existsSync(`${candidate}.partial`)) return candidate;
  }
}

/**
 * Writes a backup under `<target>.partial`, checks it, then renames it into place: a file with the
 * final name is always a whole, readable backup; a failed or interrupted one leaves nothing.
 */
export async function writeBackup(
  target: string,
  write: (partial: string) => Promise<unknown>,
  check: (partial: string) => Promise<unknown>
): Promise<number> {
  const partial = `${target}.partial`;
  try {
    await write(partial);
    await check(partial);
    // Members' personal data and, for the embedded database, the session secret: owner-only.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return fs.statSync(target).size;
}
