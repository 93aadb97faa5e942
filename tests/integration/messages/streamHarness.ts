import type { Db } from '@/server/db/client';
import type { Viewer } from '@/server/domain/viewer';
import {
  openMessageStream,
  type MessageStream,
  type MessageStreamOptions,
} from '@/server/domain/messages/messageStream';

export type StreamEvent = { id: number | null; event: string; data: Record<string, unknown> };

/** What a browser's EventSource would have received on one stream, parsed event by event. */
export type Received = {
  events: StreamEvent[];
  ended: boolean;
  stream: MessageStream;
  /** Resolves once an event matching `test` has arrived (at once if it already has). */
  until: (test: (e: StreamEvent) => boolean) => Promise<StreamEvent>;
  /** Resolves when the stream has ended. */
  closed: Promise<void>;
};

function parse(chunk: string): StreamEvent | null {
  let id: number | null = null;
  let event = '';
  let data = '';
  for (const line of chunk.split('\n')) {
    if (line.startsWith('id: ')) id = Number(line.slice(4));
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data = line.slice(6);
  }
  return event ? { id, event, data: JSON.parse(data) as Record<string, unknown> } : null;
}

export async function receive(db: Db, viewer: Viewer, options: MessageStreamOptions): Promise<Received> {
  const events: StreamEvent[] = [];
  const waiters: { test: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
  let markClosed!: () => void;
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const received = { events, ended: false } as Received;
  const stream = await openMessageStream(
    db,
    viewer,
    options,
    (chunk) => {
      const e = parse(chunk);
      if (!e) return;
      events.push(e);
      for (const w of [...waiters]) {
        if (!w.test(e)) continue;
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    },
    () => {
      received.ended = true;
      markClosed();
    }
  );
  received.stream = stream;
  received.closed = closed;
  received.until = (test) => {
    const seen = events.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => waiters.push({ test, resolve }));
  };
  return received;
}

export const messageEvent = (id: number) => (e: StreamEvent) => e.event === 'message' && e.id === id;
export const viewerOf = (caller: { userId: number; businessId?: number }): Viewer => ({
  userId: caller.userId,
  businessId: caller.businessId ?? null,
  sessionId: 1,
});
