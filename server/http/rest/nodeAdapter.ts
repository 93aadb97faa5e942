import type { IncomingMessage, ServerResponse } from 'node:http';
import { headersFromIncoming } from '../../auth/pageIdentity';
import type { RestRouter } from './restRouter';

const MAX_READ_BYTES = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    // The router refuses bodies over its own limit; stop reading long before memory is at risk.
    if (size > MAX_READ_BYTES) break;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A Next API route (Node req/res) in front of a fetch-style router; the body parser must be off. */
export function nodeHandler(router: RestRouter) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const headers = headersFromIncoming(req);
    const host = headers.get('host') ?? 'localhost';
    const body = await readBody(req);
    const request = new Request(new URL(req.url ?? '/', `http://${host}`), { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
    const response = await router.fetch(request, { socketAddress: req.socket.remoteAddress });
    res.statusCode = response.status;
    const cookies = response.headers.getSetCookie();
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') res.setHeader(name, value);
    });
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
