import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db';
import { hasStarted } from '@/server/lifecycle/drainState';
import { checkReadiness } from '@/server/lifecycle/readiness';

export const config = { api: { bodyParser: false } };

/** GET /readyz (rewritten here by next.config.js): 200 when this process should get traffic, else 503 with the reason. */
export default async function handler(_req: NextApiRequest, res: NextApiResponse) {
  // While the server is still opening its database, answer at once instead of waiting for it.
  const readiness = hasStarted()
    ? await checkReadiness(await getDb())
    : ({ ready: false, reason: 'starting' } as const);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  if (!readiness.ready) res.setHeader('retry-after', '5');
  res
    .status(readiness.ready ? 200 : 503)
    .end(JSON.stringify(readiness.ready ? { status: 'ready' } : { status: 'unavailable', ...readiness }));
}
