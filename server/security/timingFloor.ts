/**
 * Answers no sooner than `floorMs` after `started`. Endpoints whose work differs by whether an
 * account exists (a reset mail is queued or not) must not reveal it by their timing; the floor is
 * set above the slower path, so both paths take the same time as seen from outside.
 */
export async function atLeast<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
