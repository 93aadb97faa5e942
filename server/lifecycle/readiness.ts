import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import { hasStarted, isDraining } from './drainState';

/** drizzle's own journal table, which the schema does not describe. */
type AppliedCountRow = { n: number };

/**
 * Readiness (GET /readyz): whether a load balancer should send this process traffic. Not ready while
 * draining after a stop signal, while the database does not answer a trivial query within the probe
 * time, or while a migration of this build is not applied (an instance of a newer build waits for
 * its migrations rather than serving queries against an old schema). Liveness is /healthz.
 */
export type Readiness =
  { ready: true } | { ready: false; reason: 'starting' | 'draining' | 'database' | 'migrations'; detail?: string };

export const READINESS_PROBE_MS = 1000;

function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(db: Db, probeMs: number = READINESS_PROBE_MS): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: 'draining' };
  if (!hasStarted()) return { ready: false, reason: 'starting' };
  let applied: number;
  try {
    const [row] = await within(
      queryRows<AppliedCountRow>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
      probeMs
    );
    applied = Number(row?.n ?? 0);
  } catch (error) {
    return { ready: false, reason: 'database', detail: error instanceof Error ? error.message : String(error) };
  }
  const expected = expectedMigrations();
  if (applied < expected) return { ready: false, reason: 'migrations', detail: `${applied}/${expected}` };
  return { ready: true };
}
