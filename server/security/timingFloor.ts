/** Where a timing floor reads the time and how it waits; tests hand in one that records the wait. */
export type FloorClock = {
  /** Milliseconds on a monotonic clock. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
};

export const realFloorClock: FloorClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Answers no sooner than `floorMs` after the work started. Endpoints whose work differs by whether an
 * account exists (a reset mail is queued or not) must not reveal it by their timing; the floor is
 * set above the slower path, so both paths take the same time as seen from outside. A refusal
 * (a rate limit, a bad draft) waits out the floor too, so it does not stand out either.
 */
export async function atLeast<T>(
  floorMs: number,
  work: () => Promise<T>,
  clock: FloorClock = realFloorClock
): Promise<T> {
  const started = clock.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (clock.now() - started);
    if (left > 0) await clock.sleep(left);
  }
}
