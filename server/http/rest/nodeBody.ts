import type { IncomingMessage } from 'node:http';

/**
 * After an early answer (413, or a refusal before the body was read), the rest of the body is
 * still coming. Closing at once would make the kernel reset the connection while the client is
 * still sending, and the client would lose our answer with it (that is how curl saw 10 MB
 * uploads end). So the rest is read and thrown away, never kept, for a short while and up to a
 * few megabytes; a client that goes on past that is cut off. Clients stop sending as soon as they
 * see the answer, so this usually ends long before either limit.
 */
export const DISCARD_LIMITS = { maxBytes: 4 * 1024 * 1024, maxMs: 2_000 };

export type NodeBody = {
  /** The body for a fetch Request; the router pulls from it and caps it (restBody.ts). */
  stream: ReadableStream<Uint8Array>;
  /** Whether the whole body has arrived. */
  complete: () => boolean;
};

/**
 * The Node request's body as a web stream. Nothing is read until the router asks, and
 * cancelling only stops listening: destroying the request would destroy the socket, and our 413
 * answer would never reach the client (the socket gone under the adapter was the plain-text 500
 * large bodies used to get).
 */
export function nodeBody(req: IncomingMessage): NodeBody {
  let listening = false;
  let done = false;
  let target: ReadableStreamDefaultController<Uint8Array> | null = null;

  const stop = () => {
    target = null;
    req.off('data', onData).off('end', onEnd).off('error', onFail).off('aborted', onFail);
  };
  function onData(chunk: Buffer | string) {
    if (!target) return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    target.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    // Back-pressure: hold the socket until the router asks for more.
    if ((target.desiredSize ?? 0) <= 0) req.pause();
  }
  function onEnd() {
    done = true;
    target?.close();
    stop();
  }
  function onFail() {
    target?.error(new Error('request body aborted'));
    stop();
  }

  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        target = controller;
        if (!listening) {
          listening = true;
          req.on('data', onData).on('end', onEnd).on('error', onFail).on('aborted', onFail);
        }
        req.resume();
      },
      cancel() {
        stop();
        req.pause();
      },
    },
    // No read-ahead: a request refused before its body (404, 405, 415, 413 by length) pulls nothing.
    { highWaterMark: 0 }
  );
  return { stream, complete: () => done || req.complete };
}

/** Reads and drops what is left of a body we answered early, within DISCARD_LIMITS (see above). */
export function discardRest(req: IncomingMessage, limits = DISCARD_LIMITS): void {
  if (req.complete) return;
  let seen = 0;
  const finish = () => {
    clearTimeout(timer);
    req.off('data', onData).off('end', finish).off('close', finish).off('error', finish);
  };
  const hangUp = () => {
    finish();
    req.socket?.destroy();
  };
  function onData(chunk: Buffer | string) {
    seen += chunk.length;
    if (seen > limits.maxBytes) hangUp();
  }
  const timer = setTimeout(hangUp, limits.maxMs);
  timer.unref();
  req.on('data', onData).on('end', finish).on('close', finish).on('error', finish);
  req.resume();
}
