/**
 * @jest-environment node
 */
import { attemptVerdict, scriptReport, tally, type Attempt } from '@/scripts/ops/verdicts.mjs';

// The shutdown proof is only as good as its verdicts: one that waved every reset through would
// report "0 failed" for a server that cuts requests off. These pin what a drain may and may not do.
const SIGNAL = 10_000;
const ok200 = (s: number) => s === 200;
const REFUSAL_HEADERS = { 'retry-after': '5', connection: 'close', 'content-type': 'application/json; charset=utf-8' };
const REFUSAL_BODY =
  '{"errors":[{"message":"서비스를 잠시 점검하고 있어요.","extensions":{"code":"SERVICE_UNAVAILABLE"}}]}';

const attempt = (fields: Partial<Attempt>): Attempt => ({
  sentAt: SIGNAL - 50,
  endedAt: SIGNAL + 50,
  status: 0,
  answered: false,
  expected: ok200,
  ...fields,
});
const answered = (status: number, fields: Partial<Attempt> = {}) =>
  attempt({ status, answered: true, headers: {}, body: '', ...fields });

describe('shutdown proof verdicts', () => {
  it('passes a request in flight across the signal that completed', () => {
    expect(attemptVerdict(answered(200), SIGNAL)).toEqual({ kind: 'completed', ok: true });
  });

  it('fails a wrong status, a timeout, and a reset of a request the server had started', () => {
    expect(attemptVerdict(answered(500), SIGNAL).ok).toBe(false);
    expect(
      attemptVerdict(attempt({ error: 'timeout after 60000 ms', errorCode: 'ETIMEDOUT', reused: true }), SIGNAL).ok
    ).toBe(false);
    // A reset before the signal: nothing was closing.
    expect(
      attemptVerdict(
        attempt({ error: 'socket hang up', errorCode: 'ECONNRESET', reused: true, endedAt: SIGNAL - 1 }),
        SIGNAL
      ).ok
    ).toBe(false);
    // Reset after the answer began: cut off mid-response.
    expect(attemptVerdict(answered(200, { error: 'aborted', errorCode: 'ECONNRESET', reused: true }), SIGNAL).ok).toBe(
      false
    );
  });

  it('accepts the drain refusal, the closed listener and a connection closed unread only after the signal', () => {
    const refused = answered(503, { headers: REFUSAL_HEADERS, body: REFUSAL_BODY });
    expect(attemptVerdict(refused, SIGNAL)).toEqual({ kind: 'refused', ok: true });
    expect(attemptVerdict({ ...refused, endedAt: SIGNAL - 1 }, SIGNAL).ok).toBe(false);
    expect(attemptVerdict(refused, null).ok).toBe(false);
    const closed = attempt({ error: 'connect ECONNREFUSED', errorCode: 'ECONNREFUSED' });
    expect(attemptVerdict(closed, SIGNAL)).toEqual({ kind: 'closed', ok: true });
    expect(attemptVerdict({ ...closed, endedAt: SIGNAL - 1 }, SIGNAL).ok).toBe(false);
    const idle = attempt({ error: 'socket hang up', errorCode: 'ECONNRESET', reused: true });
    expect(attemptVerdict(idle, SIGNAL)).toEqual({ kind: 'unread', ok: true });
    expect(attemptVerdict({ ...idle, endedAt: SIGNAL - 1 }, SIGNAL).ok).toBe(false);
    // A fresh connection still in the listen backlog when the listener closed.
    expect(
      attemptVerdict(attempt({ error: 'read ECONNRESET', errorCode: 'ECONNRESET', reused: false }), SIGNAL)
    ).toEqual({ kind: 'unread', ok: true });
  });

  it('does not take any 503 for the drain refusal', () => {
    expect(attemptVerdict(answered(503, { headers: { 'retry-after': '15' }, body: REFUSAL_BODY }), SIGNAL).ok).toBe(
      false
    );
    expect(attemptVerdict(answered(503, { headers: REFUSAL_HEADERS, body: '{"error":"upstream"}' }), SIGNAL).ok).toBe(
      false
    );
  });

  it('splits the tally by when the client sent each request and lists every failure', () => {
    const counts = tally(
      [
        answered(200),
        answered(200, { sentAt: SIGNAL + 5 }),
        attempt({ errorCode: 'ECONNREFUSED', sentAt: SIGNAL + 10 }),
        answered(502, { path: '/' }),
      ],
      SIGNAL
    );
    expect(counts.before).toEqual({ completed: 1, failed: 1 });
    expect(counts.after).toEqual({ completed: 1, closed: 1 });
    expect(counts.failures).toEqual([expect.objectContaining({ kind: 'failed', path: '/', status: 502 })]);
  });

  it('reports one passed or failed per check, in the shape the totals line counts', () => {
    expect(
      scriptReport('shutdown', [
        { name: 'a', ok: true },
        { name: 'b', ok: false },
      ])
    ).toMatchObject({ kind: 'script', name: 'shutdown', passed: 1, failed: 1 });
  });
});
