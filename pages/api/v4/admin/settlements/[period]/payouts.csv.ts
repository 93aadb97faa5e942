import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db';
import { resolveIdentityWithToken } from '@/server/auth/identity';
import { adminPayoutCsv } from '@/server/http/adminPayoutCsv';

// GET only: the body is never read, so a large or broken POST can't make Next's parser answer for us.
export const config = { api: { bodyParser: false } };

/** GET /app/v4/admin/settlements/{periodStart}/payouts.csv (rewritten here by next.config.js): operators only. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    res.status(405).json({ code: 'BAD_REQUEST', message: '지원하지 않는 요청 방식이에요.' });
    return;
  }
  const db = await getDb();
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  const identity = await resolveIdentityWithToken(db, headers);
  for (const cookie of identity.setCookies) res.appendHeader('set-cookie', cookie);
  const answer = await adminPayoutCsv(db, identity.viewer, String(req.query.period ?? ''));
  for (const [key, value] of Object.entries(answer.headers)) res.setHeader(key, value);
  res.status(answer.status).send(answer.body);
}
