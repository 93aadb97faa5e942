import http from 'node:http';

/**
 * Methods that the web platform's Request cannot represent (fetch refuses TRACE, TRACK and
 * CONNECT). Next turns every incoming request into one (the security proxy, API routes, Yoga), so
 * such a request used to fail deep inside the framework as a 500 with a stack trace. None is ours:
 * they are answered at the edge of the process, 405 with our JSON error shape, before Next sees them.
 */
const UNSERVABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);
const INSTALLED = Symbol.for('ridemarket.methodGuard');

const BODY = JSON.stringify({ code: 'BAD_REQUEST', message: '지원하지 않는 요청 방식이에요.' });

export function isUnservableMethod(method: string | undefined): boolean {
  return method !== undefined && UNSERVABLE.has(method.toUpperCase());
}

/** Answers an unservable request; true when it did (the request must then go no further). */
export function refuseUnservable(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!isUnservableMethod(req.method)) return false;
  res.writeHead(405, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    allow: 'GET, HEAD, POST',
  });
  res.end(BODY);
  req.resume();
  return true;
}

/**
 * Installs the guard on every HTTP server of this process (the one `next start` creates included),
 * once. It wraps Server#emit, the one place every request passes before any listener runs.
 */
export function installMethodGuard(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && refuseUnservable(args[0] as http.IncomingMessage, args[1] as http.ServerResponse))
      return true;
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      this,
      event,
      ...args
    );
  } as typeof proto.emit;
}
