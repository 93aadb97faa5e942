import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { serverEnv } from '../env';
import { isLogged, logger } from '../logger';
import { processSingleton } from '../processSingleton';
import { clientIp, peerIsTrustedProxy } from '../security/clientIp';
import { acceptedRequestId } from '../security/requestId';
import { accessLogFields } from './accessLog';
import { metrics } from './metrics';
import { serveMetrics } from './metricsEndpoint';
import { redactUrl } from './redact';
import { runInRequest } from './requestContext';
import { methodLabel, routeLabel } from './routeLabel';

/**
 * What our HTTP server (scripts/serve.mjs) does around each request, handed to it as a bridge on
 * globalThis (Symbol.for('ridemarket.httpObserver'), like the shutdown steps). serve.mjs is plain
 * JavaScript outside Next's module graph; keeping the logic here instead of there means one metrics
 * registry (metrics.ts, a process singleton), typed code and unit tests, and serve.mjs only calls
 * two functions. Before start-up has installed the bridge, serve.mjs serves requests unobserved.
 *
 * Per request: the request id (a well-formed `x-request-id` from one of our proxies, else a fresh
 * one) goes on the request, where the services and pages read it, and on the response; the rest of
 * the request runs inside its request context, so every log line it writes carries the id; when
 * the response ends, the HTTP metrics are counted and the access log line is written.
 */
export type HttpObserver = {
  observe(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /** The handler of the METRICS_PORT listener. */
  serveMetricsPort(req: IncomingMessage, res: ServerResponse): void;
};

const HEADER = 'x-request-id';

/** The request's id: one of our proxies may name it, anybody else gets a fresh one. */
export function requestIdOf(req: IncomingMessage, trustProxy: ReturnType<typeof serverEnv>['TRUST_PROXY']): string {
  const incoming = req.headers[HEADER];
  const single = typeof incoming === 'string' ? incoming : undefined;
  return acceptedRequestId(single && peerIsTrustedProxy(req.socket?.remoteAddress, trustProxy) ? single : null);
}

function forwardedHeaders(req: IncomingMessage): Headers {
  const forwarded = req.headers['x-forwarded-for'];
  const value = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
  return new Headers(value ? { 'x-forwarded-for': value } : {});
}

function observe(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const started = performance.now();
  const env = serverEnv();
  const target = req.url ?? '/';
  const pathname = target.split('?')[0];
  const requestId = requestIdOf(req, env.TRUST_PROXY);
  req.headers[HEADER] = requestId;
  res.setHeader(HEADER, requestId);
  const bytesBefore = req.socket?.bytesWritten ?? 0;

  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    // Read now: Next records the route it matched on the request while handling it.
    const route = routeLabel(req, pathname);
    const method = methodLabel(req.method);
    const m = metrics();
    m.httpRequests.inc({ method, route, status: String(res.statusCode) });
    m.httpDuration.observe({ route }, seconds);
    if (env.ACCESS_LOG === 'off') return;
    // A scrape every few seconds would drown the log: at debug unless it failed.
    const level = route === '/metrics' && res.statusCode === 200 ? 'debug' : 'info';
    if (!isLogged(level)) return;
    logger[level](
      'http.access',
      accessLogFields({
        method,
        route,
        target,
        status: res.statusCode,
        ms: seconds * 1000,
        bytes: Math.max(0, (req.socket?.bytesWritten ?? 0) - bytesBefore),
        requestId,
        ip: clientIp(forwardedHeaders(req), req.socket?.remoteAddress, env.TRUST_PROXY),
        aborted: !res.writableFinished,
      })
    );
  });

  if (pathname === '/metrics') {
    answerScrape(req, res, false);
    return;
  }
  runInRequest({ requestId, method: methodLabel(req.method), path: redactUrl(target) }, next);
}

function answerScrape(req: IncomingMessage, res: ServerResponse, onOwnPort: boolean): void {
  serveMetrics(req, res, { token: serverEnv().METRICS_TOKEN, onOwnPort }).catch((error) => {
    logger.error('metrics.failed', { error: error instanceof Error ? error.message : String(error) });
    if (!res.headersSent) res.writeHead(500).end();
  });
}

/** Hands serve.mjs the observer (start-up, instrumentation.ts). */
export function installHttpObserver(): HttpObserver {
  return processSingleton<HttpObserver>('httpObserver', () => ({
    observe,
    serveMetricsPort: (req, res) => answerScrape(req, res, true),
  }));
}
