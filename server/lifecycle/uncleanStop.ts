import fs from 'node:fs';
import path from 'node:path';

/**
 * A marker file beside the embedded database, written when it opens and removed once it has closed
 * cleanly. Finding it at start means the last process died without closing the database (a crash,
 * kill -9, power loss): PGlite then replays its WAL, and the log says so, since PGlite itself only
 * reports it inside the database.
 */
const MARKER = 'pglite.open';

export type UncleanStop = { pid: number | null; openedAt: string | null } | null;

export function markDatabaseOpen(dataDir: string, now: Date = new Date()): UncleanStop {
  const file = path.join(dataDir, MARKER);
  let previous: UncleanStop = null;
  if (fs.existsSync(file)) {
    try {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: number; openedAt?: string };
      previous = { pid: parsed.pid ?? null, openedAt: parsed.openedAt ?? null };
    } catch {
      previous = { pid: null, openedAt: null };
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, openedAt: now.toISOString() }));
  return previous;
}

export function markDatabaseClosed(dataDir: string): void {
  fs.rmSync(path.join(dataDir, MARKER), { force: true });
}
