/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), as raised by node-postgres and by PGlite. Drizzle
 * wraps driver errors (`cause`), so the chain is walked. Relying on the unique index instead of a
 * check-then-insert keeps two simultaneous answers from both being stored.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasSqlState(error, '23505', constraint);
}

/** exclusion_violation (23P01): an EXCLUDE constraint (the rental no-overlap one) refused a row. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return hasSqlState(error, '23P01', constraint);
}

/**
 * deadlock_detected (40P01) or serialization_failure (40001): PostgreSQL gave up on this
 * transaction because of another one, not because of anything in it. Run again, it succeeds.
 */
export function isTransientConflict(error: unknown): boolean {
  return hasSqlState(error, '40P01') || hasSqlState(error, '40001');
}

function hasSqlState(error: unknown, code: string, constraint?: string): boolean {
  let current: unknown = error;
  for (let hops = 0; current && typeof current === 'object' && hops < 5; hops += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code) return !constraint || !candidate.constraint || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
