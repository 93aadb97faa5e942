import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { openedDbHandle } from '../db';
import { metrics } from './metrics';
import { readScrapeGauges } from './scrapeGauges';

/**
 * GET /metrics in Prometheus' text format. Never public: on the main port it answers only
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise) and is a plain 404 when no token is
 * configured; on METRICS_PORT (a listener of its own, bound to HOSTNAME or loopback) it answers
 * anyone who can reach that port, or only the token's bearer when METRICS_TOKEN is set as well.
 */
export type MetricsAccess = { token: string | undefined; onOwnPort: boolean };
export type MetricsAnswer = { status: number; headers: Record<string, string>; body: string };

function sameSecret(given: string, expected: string): boolean {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

function bearer(authorization: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}

const plain = (status: number, body: string, extra: Record<string, string> = {}): MetricsAnswer => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
  body,
});

export async function answerMetrics(authorization: string | undefined, access: MetricsAccess): Promise<MetricsAnswer> {
  if (!access.onOwnPort && !access.token) return plain(404, 'Not Found\n');
  if (access.token) {
    const given = bearer(authorization);
    if (!given || !sameSecret(given, access.token))
      return plain(401, 'Unauthorized\n', { 'www-authenticate': 'Bearer realm="metrics"' });
  }
  const m = metrics();
  const handle = openedDbHandle();
  await readScrapeGauges(m, handle ? await handle.catch(() => null) : null);
  return {
    status: 200,
    headers: { 'content-type': m.registry.contentType, 'cache-control': 'no-store' },
    body: await m.registry.metrics(),
  };
}

/** The Node handler: GET or HEAD of /metrics; anything else on the metrics port is a 404. */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, access: MetricsAccess): Promise<void> {
  const pathname = (req.url ?? '/').split('?')[0];
  const answer =
    pathname !== '/metrics'
      ? plain(404, 'Not Found\n')
      : req.method !== 'GET' && req.method !== 'HEAD'
        ? plain(405, 'Method Not Allowed\n', { allow: 'GET, HEAD' })
        : await answerMetrics(req.headers.authorization, access);
  res.writeHead(answer.status, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}
