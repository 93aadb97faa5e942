import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db';
import { checkReadiness } from '@/server/lifecycle/readiness';

export const config = { api: { bodyParser: false } };

/** GET /readyz (rewritten here by next.config.js): 200 when this process should get traffic, else 503 with the reason. */
export default async function handler(_req: NextApiRequest, res: NextApiResponse) {
  const readiness = await checkReadiness(await getDb());
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  if (!readiness.ready) res.setHeader('retry-after', '5');
  res.status(readiness.ready ? 200 : 503).end(JSON.stringify(readiness.ready ? { status: 'ready' } : { status: 'unavailable', ...readiness }));
}
