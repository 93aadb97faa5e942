// The production HTTP server: Next's request handler on a Node http.Server we own, so that a stop
// signal drains it properly (docs/operations.md §6):
//   1. readiness turns 503 and any request that arrives after the signal is refused with 503 and
//      `Connection: close` (nothing new starts, a payment included);
//   2. the listener closes, idle kept-alive connections are closed, busy ones answer with
//      `Connection: close`, and the requests in flight finish, up to SHUTDOWN_TIMEOUT_MS (10 s);
//   3. the app's shutdown steps run (server/lifecycle/shutdown.ts: jobs stop at a safe point, mail
//      is flushed, the database is closed cleanly), then the process exits 0.
// A second signal exits at once with 1.
//
// Observability (docs/operations.md §5): start-up installs an HTTP observer under a well-known global
// key (server/observability/httpObserver.ts). It gives each request its id (x-request-id), runs the
// request inside a context that puts the id on every log line, counts it in the metrics and writes
// the access log line when it ends, and answers /metrics. The metrics registry lives on the app's
// side only (one per process); this file never imports prom-client, it only hands requests over.
// METRICS_PORT adds a listener that serves nothing but /metrics.
import http from 'node:http';
import { format } from 'node:util';
import next from 'next';

const SHUTDOWN_STEPS = Symbol.for('ridemarket.shutdownBridge');
const DRAIN_STATE = Symbol.for('ridemarket.drainState');
const DRAIN_LISTENERS = Symbol.for('ridemarket.drainListeners');
const HTTP_OBSERVER = Symbol.for('ridemarket.httpObserver');

function log(level, msg, fields = {}) {
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

const REFUSED_HTML =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>잠시 후 다시 시도해 주세요 | 라이드마켓</title></head><body><main><h1>서비스를 잠시 점검하고 있어요</h1><p>잠시 후 다시 시도해 주세요.</p></main></body></html>';
const REFUSED_JSON = JSON.stringify({
  errors: [
    {
      message: '서비스를 잠시 점검하고 있어요. 잠시 후 다시 시도해 주세요.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    },
  ],
});

function refuse(req, res) {
  const wantsHtml = req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '');
  res.shouldKeepAlive = false;
  res.writeHead(503, {
    'content-type': wantsHtml ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'retry-after': '5',
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(wantsHtml ? REFUSED_HTML : REFUSED_JSON);
}

/** The metrics-only listener: bound to HOSTNAME when it is an address, else to loopback only. */
async function serveMetricsPort(metricsPort, metricsHost) {
  const server = http.createServer((req, res) => {
    const observer = globalThis[HTTP_OBSERVER];
    if (observer) return observer.serveMetricsPort(req, res);
    res.writeHead(503, { 'retry-after': '5' }).end();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(metricsPort, metricsHost, resolve);
  });
  server.unref();
  log('info', 'metrics.listening', { host: metricsHost, port: metricsPort });
  return server;
}

/**
 * Next prints a few lines while it loads its configuration, before start-up installs the JSON console
 * (server/observability/consoleJson.ts, which then takes over with request ids and redaction): these
 * become JSON lines as well, so that every line of the server's output is one.
 */
function jsonConsoleUntilStartUp() {
  // eslint-disable-next-line no-control-regex -- matches the ESC of ANSI colour codes, on purpose
  const ansi = /\u001b\[[0-9;]*m/g;
  for (const [method, level] of [
    ['debug', 'debug'],
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ]) {
    console[method] = (...args) =>
      log(level, 'console', {
        text: format(...args)
          .replace(ansi, '')
          .trim(),
      });
  }
}

export async function serve({ port, host, shutdownTimeoutMs, metricsPort = 0, metricsHost = '127.0.0.1' }) {
  jsonConsoleUntilStartUp();
  const app = next({ dev: false, hostname: host, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  let draining = false;
  let metricsServer = null;
  const inFlight = new Set();
  const server = http.createServer((req, res) => {
    const observer = globalThis[HTTP_OBSERVER];
    if (observer) observer.observe(req, res, () => respond(req, res));
    else respond(req, res);
  });
  function respond(req, res) {
    if (draining) return refuse(req, res);
    inFlight.add(res);
    res.on('close', () => {
      inFlight.delete(res);
      if (draining) server.closeIdleConnections();
    });
    handle(req, res).catch((error) => {
      log('error', 'http.unhandled', {
        requestId: req.headers['x-request-id'],
        error: error instanceof Error ? error.message : String(error),
      });
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      }
    });
  }
  // Longer than a load balancer's idle timeout, so the balancer closes first and never sends on a closing socket.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  async function drain(signal) {
    const started = Date.now();
    draining = true;
    const state = globalThis[DRAIN_STATE];
    if (state) {
      state.draining = true;
      state.since = started;
    }
    // Open message streams end now (server/lifecycle/drainState.ts onDrainBegin): the browser
    // reconnects to another instance with Last-Event-ID, and the drain need not wait for them.
    for (const end of (globalThis[DRAIN_LISTENERS] ?? []).splice(0)) {
      try {
        end();
      } catch (error) {
        log('warn', 'shutdown.drain_listener_failed', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    log('info', 'shutdown.begin', { signal, inFlight: inFlight.size, timeoutMs: shutdownTimeoutMs });
    server.close();
    metricsServer?.close();
    server.closeIdleConnections();
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    const deadline = started + shutdownTimeoutMs;
    while (inFlight.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const abandoned = inFlight.size;
    server.closeAllConnections();
    const steps = globalThis[SHUTDOWN_STEPS];
    const clean = steps ? await steps.run(Math.max(1000, deadline - Date.now() + 5000)) : true;
    log(abandoned === 0 && clean ? 'info' : 'warn', 'shutdown.done', {
      signal,
      ms: Date.now() - started,
      abandoned,
      clean,
    });
    process.exit(0);
  }

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (stopping) {
        log('warn', 'shutdown.forced', { signal });
        process.exit(1);
      }
      stopping = true;
      drain(signal).catch((error) => {
        log('error', 'shutdown.failed', { error: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      });
    });
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  log('info', 'server.listening', { host, port, pid: process.pid });
  metricsServer = metricsPort ? await serveMetricsPort(metricsPort, metricsHost) : null;
  return server;
}
