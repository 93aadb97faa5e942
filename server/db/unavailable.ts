/**
 * Whether an error means the database cannot be reached right now (down, restarting, frozen, out of
 * connections), as opposed to a bug or a bad statement. Such a failure is the service's temporary
 * state, not the caller's fault nor a crash: pages answer 503 with 다시 시도 and operations answer
 * SERVICE_UNAVAILABLE with Retry-After; the pool reconnects by itself when the database is back.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE classes 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot
// connect now), 53300 (too many connections), 57014 (statement cancelled by statement_timeout).
const SQLSTATE = /^(08\d{3}|57P0[123]|53300|57014)$/;
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let hops = 0; current && hops < 10; hops += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown };
    if (typeof candidate.code === 'string' && (NETWORK_CODES.has(candidate.code) || SQLSTATE.test(candidate.code)))
      return true;
    if (typeof candidate.message === 'string' && MESSAGES.some((m) => m.test(candidate.message as string))) return true;
    current = candidate.originalError ?? candidate.cause;
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 15;
