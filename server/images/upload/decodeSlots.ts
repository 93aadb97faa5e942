/**
 * At most a few uploads are decoded at once in a process: one 40 MP photo is ~160 MB of pixels
 * while it is processed, and the HEIC decoder (WASM) holds the event loop while it works. Others
 * wait their turn in order, so a burst of uploads queues instead of exhausting memory.
 */
export function createSlots(size: number) {
  let busy = 0;
  const waiting: Array<() => void> = [];
  return async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (busy >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (busy stays the same), or is freed.
      const next = waiting.shift();
      if (next) next();
      else busy -= 1;
    }
  };
}

export const withDecodeSlot = createSlots(2);
