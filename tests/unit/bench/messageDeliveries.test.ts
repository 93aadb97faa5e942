/**
 * @jest-environment node
 */
import { deliveryTracker } from '@/scripts/bench/messages/deliveries.mjs';

// bench:messages exits 1 on a lost delivery: a tracker that matched too loosely would report 0 lost
// for a server that drops messages. These pin how sends and stream events are joined.
describe('bench:messages delivery tracker', () => {
  it('joins an event that arrived before its send was answered, timing it from the send start', () => {
    const tracker = deliveryTracker();
    tracker.onMessage(7, { id: 101 }, 140);
    tracker.expect(101, 7, 100);
    expect(tracker.results()).toEqual({ latencies: [40], lost: 0, misrouted: 0, unexpected: 0, duplicates: 0 });
  });

  it('counts a sent message that never arrived as lost, and one on another thread’s stream as misrouted', () => {
    const tracker = deliveryTracker();
    tracker.expect(1, 7, 0);
    tracker.expect(2, 7, 0);
    tracker.onMessage(8, { id: 2 }, 30);
    expect(tracker.results()).toMatchObject({ latencies: [], lost: 1, misrouted: 1 });
  });

  it('counts a second copy of an event as a duplicate and an event no send answered as unexpected', () => {
    const tracker = deliveryTracker();
    tracker.expect(1, 7, 0);
    tracker.onMessage(7, { id: '1' }, 10);
    tracker.onMessage(7, { id: 1 }, 20);
    tracker.onMessage(7, { id: 9 }, 20);
    expect(tracker.results()).toEqual({ latencies: [10], lost: 0, misrouted: 0, unexpected: 1, duplicates: 1 });
  });

  it('settles as soon as the last expected event arrives, without waiting out the timeout', async () => {
    const tracker = deliveryTracker();
    tracker.expect(1, 7, 0);
    const settled = tracker.settle(600_000);
    tracker.onMessage(7, { id: 1 }, 5);
    await expect(settled).resolves.toBeUndefined();
  });
});
