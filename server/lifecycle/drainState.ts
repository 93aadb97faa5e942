import { processSingleton } from '../processSingleton';

/**
 * Whether this process is shutting down. Once a stop signal arrives the process drains: readiness
 * answers 503 so a load balancer takes it out of rotation, and a request that arrives after the
 * signal (on a kept-alive connection) is refused with 503 instead of being started, so no payment
 * begins on a process that is about to close its database. Kept on globalThis: the custom server
 * (scripts/serve.mjs) and Next's compiled routes are separate module graphs in one process.
 */
type DrainState = { draining: boolean; since: number | null; started: boolean };

const state = () =>
  processSingleton<DrainState>('drainState', () => ({ draining: false, since: null, started: false }));

/** Start-up finished (database open, migrated, seeded, caches warm): readiness may turn 200. */
export function markStarted(): void {
  state().started = true;
}

export function hasStarted(): boolean {
  return state().started;
}

/**
 * What must end as soon as draining begins, not when the requests in flight finish: a request that
 * never finishes by itself (an open message stream) would otherwise hold the drain for its whole
 * timeout. scripts/serve.mjs calls these right after it sets `draining` (the same globalThis key).
 */
const drainListeners = () => processSingleton<(() => void)[]>('drainListeners', () => []);

/** Registers `end` to run when draining begins (at once if it already has); the answer unregisters. */
export function onDrainBegin(end: () => void): () => void {
  if (state().draining) {
    end();
    return () => undefined;
  }
  const list = drainListeners();
  list.push(end);
  return () => {
    const at = list.indexOf(end);
    if (at >= 0) list.splice(at, 1);
  };
}

export function beginDrain(now: number = Date.now()): void {
  const s = state();
  if (s.draining) return;
  s.draining = true;
  s.since = now;
  for (const end of drainListeners().splice(0)) end();
}

export function isDraining(): boolean {
  return state().draining;
}
