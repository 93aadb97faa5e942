import type { IncomingMessage, ServerResponse } from 'node:http';
import { headersFromIncoming } from '../../auth/pageIdentity';
import { discardRest, nodeBody } from './nodeBody';
import type { RestRouter } from './restRouter';

/** A Next API route (Node req/res) in front of a fetch-style router; the body parser must be off. */
export function nodeHandler(router: RestRouter) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Taken first: once a request is torn down its socket is gone (req.socket is null).
    const socketAddress = req.socket?.remoteAddress ?? null;
    const headers = headersFromIncoming(req);
    const host = headers.get('host') ?? 'localhost';
    const body = req.method !== 'GET' && req.method !== 'HEAD' ? nodeBody(req) : null;
    const init: RequestInit & { duplex?: 'half' } = {
      method: req.method,
      headers,
      ...(body ? { body: body.stream, duplex: 'half' } : {}),
    };
    const response = await router.fetch(new Request(new URL(req.url ?? '/', `http://${host}`), init), {
      socketAddress,
    });
    res.statusCode = response.status;
    const cookies = response.headers.getSetCookie();
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') res.setHeader(name, value);
    });
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    // Answered before the body ended (too large, or refused first): drop the rest, within limits.
    if (body && !body.complete()) discardRest(req);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
