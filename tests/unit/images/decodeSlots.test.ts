/**
 * @jest-environment node
 */
import { createSlots } from '@/server/images/upload/decodeSlots';

describe('createSlots (decode concurrency)', () => {
  it('runs at most `size` jobs at once and the rest in order, even when one fails', async () => {
    const withSlot = createSlots(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const gates: Array<() => void> = [];
    const job = (n: number) =>
      withSlot(async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(n);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        if (n === 1) throw new Error('broken file');
        return n;
      });
    const all = [1, 2, 3, 4].map((n) => job(n).catch(() => -n));
    for (let i = 0; i < 4; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    expect(await Promise.all(all)).toEqual([-1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4]);
  });
});
