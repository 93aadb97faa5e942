// Types for the unit tests (tests/unit/bench): the benchmark itself is plain ESM run by node.
export type DeliveryResults = {
  latencies: number[];
  lost: number;
  misrouted: number;
  unexpected: number;
  duplicates: number;
};
export function deliveryTracker(): {
  onMessage(threadId: number, message: { id: number | string }, at: number): void;
  expect(id: number, threadId: number, started: number): void;
  settle(timeoutMs: number): Promise<void>;
  results(): DeliveryResults;
};
