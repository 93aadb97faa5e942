// Matches what the streams received with what was sent. A stream's event may arrive before the
// send's own answer (the server publishes after the commit, before it writes the response), so both
// sides are kept by message id and joined at the end.

export function deliveryTracker() {
  const expected = new Map(); // id → { threadId, started }
  const arrived = new Map(); // id → { threadId, at }
  const counts = { duplicates: 0 };
  let waiting = null;

  const allArrived = () => [...expected.keys()].every((id) => arrived.has(id));
  const wake = () => {
    if (waiting && allArrived()) waiting();
  };

  return {
    /** A `message` event on the stream of `threadId`. */
    onMessage(threadId, message, at) {
      const id = Number(message.id);
      if (arrived.has(id)) {
        counts.duplicates += 1;
        return;
      }
      arrived.set(id, { threadId, at });
      wake();
    },
    /** A send that the server answered with message `id`. */
    expect(id, threadId, started) {
      expected.set(id, { threadId, started });
    },
    /** Resolves once every expected message has arrived, or after `timeoutMs` (late ones count as lost). */
    settle(timeoutMs) {
      if (allArrived()) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
    /**
     * Delivery latencies (send start → event, ms) and what went wrong: lost (sent, never arrived),
     * misrouted (arrived on another thread's stream), unexpected (arrived, never answered as sent),
     * duplicates.
     */
    results() {
      const latencies = [];
      let lost = 0;
      let misrouted = 0;
      for (const [id, sent] of expected) {
        const got = arrived.get(id);
        if (!got) lost += 1;
        else if (got.threadId !== sent.threadId) misrouted += 1;
        else latencies.push(got.at - sent.started);
      }
      const unexpected = [...arrived.keys()].filter((id) => !expected.has(id)).length;
      return { latencies, lost, misrouted, unexpected, duplicates: counts.duplicates };
    },
  };
}
