import { containsUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../security/unstorableText';
import { DomainError } from '@/lib/errors';

/** Account forms are small; anything bigger is not ours. A route may ask for more (an upload). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/**
 * A body over the route's limit: BAD_REQUEST for programs, answered with HTTP 413 (restErrors.ts)
 * so that a client or proxy knows that retrying the same request cannot help.
 */
export class PayloadTooLargeError extends DomainError {
  constructor() {
    super('BAD_REQUEST', '요청이 너무 커요.');
    this.name = 'PayloadTooLargeError';
  }
}

/** What a capped read throws: too large (answered 413), or a client that went away mid-body. */
export type CappedReadErrors = { tooLarge: () => Error; cutShort: () => Error };

const TEXT_BODY_ERRORS: CappedReadErrors = {
  tooLarge: () => new PayloadTooLargeError(),
  // The client went away mid-body: there is nobody to answer, but never a 500 and a stack.
  cutShort: () => new DomainError('BAD_REQUEST', '요청을 끝까지 받지 못했어요.'),
};

/**
 * The body of a POST as bytes, never more than `maxBytes` of them in memory. A declared
 * Content-Length over the limit is refused before a byte is read; a body that grows past it
 * (chunked, or a lying header) is refused at the first chunk over, and the stream is cancelled so
 * that nothing more is pulled off the wire.
 */
export async function readCappedBytes(
  request: Request,
  maxBytes: number,
  errors: CappedReadErrors = TEXT_BODY_ERRORS
): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw errors.tooLarge();
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw errors.cutShort();
    }
    if (step.done) break;
    size += step.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw errors.tooLarge();
    }
    chunks.push(step.value);
  }
  return Buffer.concat(chunks);
}

/** The body of a POST as text, within `maxBytes` (readCappedBytes). */
export async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readCappedBytes(request, maxBytes));
}

/** The parsed JSON body of a POST: `{}` when empty, BAD_REQUEST when not JSON. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readCappedText(request, maxBytes);
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError('BAD_REQUEST', '요청 형식이 올바르지 않아요.');
  }
  if (containsUnstorableText(body)) throw new DomainError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE);
  return body;
}
