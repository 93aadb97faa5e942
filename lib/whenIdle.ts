/**
 * Work that can wait for the browser to be idle: after the page has hydrated and painted, so it does
 * not add to a slow phone's start (docs/operations.md §Client start-up).
 */

/** Idle or not, the work starts at the latest this long after it was asked for (ms). */
export const IDLE_TIMEOUT_MS = 3_000;

export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: Window['requestIdleCallback'];
  cancelIdleCallback?: Window['cancelIdleCallback'];
};

/**
 * Runs `task` when the browser is idle: requestIdleCallback where there is one (not Safari), else a
 * timeout, which still runs after the task that asked for it (and on the server). Returns a cancel.
 */
export function whenIdle(
  task: () => void,
  {
    timeoutMs = IDLE_TIMEOUT_MS,
    win = globalThis as unknown as IdleWindow,
  }: { timeoutMs?: number; win?: IdleWindow } = {}
): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = win.setTimeout(task, 1);
  return () => win.clearTimeout(timer);
}

/** `whenIdle` as a promise: resolves once the browser is idle (or the timeout has passed). */
export function afterIdle(timeoutMs: number = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve, { timeoutMs });
  });
}
