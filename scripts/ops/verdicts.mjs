// The verdicts of the operations proofs, kept pure so the unit tests pin them (tests/unit/ops): a
// checker that waved everything through would prove nothing.

/**
 * The answer scripts/serve.mjs gives a request that arrives while it drains: 503 with Retry-After
 * and Connection: close, the JSON code SERVICE_UNAVAILABLE or the Korean 점검 page.
 */
export function isDrainRefusal(attempt) {
  if (attempt.status !== 503) return false;
  const headers = attempt.headers ?? {};
  const body = attempt.body ?? '';
  return (
    headers['retry-after'] === '5' &&
    headers.connection === 'close' &&
    (body.includes('SERVICE_UNAVAILABLE') || body.includes('서비스를 잠시 점검하고 있어요'))
  );
}

/**
 * What one HTTP attempt tells about a drain that began at `signalAt` (ms; null while no signal was
 * sent). `attempt`: `{ sentAt, endedAt, status, headers, body, error, errorCode, reused, answered,
 * expected }` where `answered` says response headers arrived and `expected(status)` says the status
 * is a success for that request. Answers `{ kind, ok }`:
 * - completed: the expected answer (in flight across the signal or not);
 * - refused: the server read it after the signal and refused it (503 drain refusal);
 * - closed: the listener had closed (connection refused), after the signal;
 * - unread: the connection was reset before any answer, after the signal: the server closed it
 *   without reading the request — a kept-alive connection idle at the signal (the race Node's http
 *   docs describe for reused sockets), or a connection still in the listen backlog when the listener
 *   closed. The server cuts no request it has read without counting it (`abandoned` in
 *   shutdown.done), which the proof checks beside this;
 * - failed: anything else — a wrong status, a timeout, a reset after the answer began, or any
 *   refusal, closure or reset before the signal.
 */
export function attemptVerdict(attempt, signalAt) {
  const afterSignal = signalAt !== null && attempt.endedAt >= signalAt;
  if (attempt.answered && !attempt.error && attempt.expected(attempt.status)) return { kind: 'completed', ok: true };
  if (attempt.answered && isDrainRefusal(attempt)) return { kind: 'refused', ok: afterSignal };
  if (attempt.errorCode === 'ECONNREFUSED') return { kind: 'closed', ok: afterSignal };
  const reset = attempt.errorCode === 'ECONNRESET' || /socket hang up/i.test(attempt.error ?? '');
  if (reset && !attempt.answered) return { kind: 'unread', ok: afterSignal };
  return { kind: 'failed', ok: false };
}

/** Counts of verdict kinds over attempts, split by whether the client sent them before the signal. */
export function tally(attempts, signalAt) {
  const out = { before: {}, after: {}, failures: [] };
  for (const attempt of attempts) {
    const verdict = attemptVerdict(attempt, signalAt);
    const side = signalAt === null || attempt.sentAt < signalAt ? out.before : out.after;
    side[verdict.kind] = (side[verdict.kind] ?? 0) + 1;
    if (!verdict.ok)
      out.failures.push({
        kind: verdict.kind,
        path: attempt.path,
        status: attempt.status,
        error: attempt.error ?? null,
        sentAt: attempt.sentAt,
        endedAt: attempt.endedAt,
      });
  }
  return out;
}

/** The report shape scripts/test-totals.mjs counts: one passed or failed per check. */
export function scriptReport(name, checks, figures = {}) {
  const failed = checks.filter((c) => !c.ok).length;
  return { kind: 'script', name, passed: checks.length - failed, failed, checks, figures };
}
