import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db';
import { serveImage } from '@/server/http/imageHandler';
import { resolveIdentityWithToken } from '@/server/auth/identity';
import type { PhotoViewer } from '@/server/images/photoAccess';

// GET only: the body is never read, so a large or broken POST can't make Next's parser answer for us.
export const config = { api: { bodyParser: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    res.status(405).json({ code: 'BAD_REQUEST', message: '지원하지 않는 요청 방식이에요.' });
    return;
  }
  const width = typeof req.query.w === 'string' ? req.query.w : undefined;
  const db = await getDb();
  // Asked only for a private upload: the member's session decides (a slid session's cookies go back).
  const viewer = async (): Promise<PhotoViewer> => {
    const headers = new Headers();
    if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
    const identity = await resolveIdentityWithToken(db, headers);
    for (const cookie of identity.setCookies) res.appendHeader('set-cookie', cookie);
    return identity.viewer ? { userId: identity.viewer.userId, businessId: identity.viewer.businessId } : null;
  };
  const answer = await serveImage(db, String(req.query.id ?? ''), width, viewer);
  for (const [key, value] of Object.entries(answer.headers)) res.setHeader(key, value);
  res.status(answer.status).send(answer.body);
}
