// One receiving side's live thread, as the browser's EventSource holds it (components/messages/
// useMessageStream.ts): GET /app/v4/messages/stream?threadId=&after= with the member's cookies,
// parsed event by event. Like EventSource it reconnects a stream that ends with Last-Event-ID after
// the server's `retry`, so a dropped connection costs latency, not messages; reconnections are
// counted because a healthy run has none.

const STREAM_PATH = '/app/v4/messages/stream';

/** Splits a buffer into complete SSE blocks; answers [blocks, rest]. */
function blocksOf(buffer) {
  const blocks = buffer.split('\n\n');
  return [blocks.slice(0, -1), blocks.at(-1)];
}

function parseBlock(block) {
  const event = { id: null, event: '', data: '', retry: null };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') event.data += event.data ? `\n${value}` : value;
    else if (field === 'retry') event.retry = Number(value);
  }
  return event;
}

/**
 * Opens the stream of `threadId` for a member holding `headers` (cookie, x-forwarded-for). Calls
 * onMessage(message, arrivedAt) for every `message` event, arrivedAt from performance.now().
 * Answers { ready, close, stats }: `ready` resolves once the server has subscribed the stream (its
 * first write, the `retry` field, comes after the subscription: server/domain/messages/messageStream.ts)
 * and rejects when the first connection is refused.
 */
export function openStream(base, { threadId, after, headers }, onMessage) {
  const stats = { connections: 0, reconnections: 0, events: 0 };
  let lastEventId = null;
  let retryMs = 2000;
  let closed = false;
  let controller = null;
  let markReady;
  let failReady;
  const ready = new Promise((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });

  const connect = async () => {
    controller = new AbortController();
    const query = new URLSearchParams({ threadId: String(threadId), after: String(after) });
    const response = await fetch(`${base}${STREAM_PATH}?${query}`, {
      // Only a reconnection carries Last-Event-ID, as with EventSource; it wins over `after`.
      headers: {
        ...headers,
        accept: 'text/event-stream',
        ...(lastEventId === null ? {} : { 'last-event-id': lastEventId }),
      },
      signal: controller.signal,
    });
    if (response.status !== 200) {
      throw new Error(
        `stream of thread ${threadId} answered ${response.status}: ${(await response.text()).slice(0, 200)}`
      );
    }
    stats.connections += 1;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true });
      const [blocks, rest] = blocksOf(buffer);
      buffer = rest;
      const arrivedAt = performance.now();
      for (const block of blocks) {
        const event = parseBlock(block);
        if (event.retry !== null) {
          retryMs = event.retry;
          markReady();
        }
        if (event.id !== null) lastEventId = event.id;
        if (event.event !== 'message') continue;
        stats.events += 1;
        onMessage(JSON.parse(event.data), arrivedAt);
      }
    }
  };

  const run = async () => {
    while (!closed) {
      try {
        await connect();
      } catch (error) {
        if (closed) return;
        if (stats.connections === 0) {
          failReady(error);
          return;
        }
      }
      if (closed) return;
      // The server ended the stream (or the connection broke): reconnect as EventSource does.
      stats.reconnections += 1;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  };
  void run();
  return {
    ready,
    stats,
    close: () => {
      closed = true;
      controller?.abort();
    },
  };
}
