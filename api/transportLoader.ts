/**
 * Loads api/graphqlTransport.ts (graphql-request and crypto-js) off the start-up path.
 *
 * The shell warms it once the page has hydrated and the browser is idle (warmApiTransport); a call
 * made before that simply awaits the same import. One import per page: every caller shares the
 * promise. A failed import (a chunk the network lost) is forgotten, so the next call tries again.
 */
import { IDLE_TIMEOUT_MS, whenIdle, type IdleWindow } from '@/lib/whenIdle';

export type ApiTransport = typeof import('./graphqlTransport');

let loading: Promise<ApiTransport> | null = null;

export function loadApiTransport(): Promise<ApiTransport> {
  loading ??= import('./graphqlTransport').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Idle or not, the import starts at the latest this long after the shell asks (ms). */
export const WARM_TIMEOUT_MS = IDLE_TIMEOUT_MS;

/**
 * Starts the import when the browser is idle (lib/whenIdle.ts). Returns a cancel for an effect's
 * cleanup. Failures are left to the first call, which reports them as its own.
 */
export function warmApiTransport(win: IdleWindow = window): () => void {
  return whenIdle(() => void loadApiTransport().catch(() => undefined), { timeoutMs: WARM_TIMEOUT_MS, win });
}
