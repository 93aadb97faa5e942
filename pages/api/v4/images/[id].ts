import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db';
import { serveImage } from '@/server/http/imageHandler';

// GET only: the body is never read, so a large or broken POST can't make Next's parser answer for us.
export const config = { api: { bodyParser: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    res.status(405).json({ code: 'BAD_REQUEST', message: '지원하지 않는 요청 방식이에요.' });
    return;
  }
  const answer = await serveImage(await getDb(), String(req.query.id ?? ''));
  for (const [key, value] of Object.entries(answer.headers)) res.setHeader(key, value);
  res.status(answer.status).send(answer.body);
}
