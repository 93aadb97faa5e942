import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db';
import { serverEnv } from '@/server/env';
import { naverEpAnswer } from '@/server/http/naverEpHandler';
import { serveText } from '@/server/http/sitemapStream';

// Every sale item in one file, streamed: Next's 4 MB response warning does not apply.
// GET only: the body is never read, so a large or broken POST can't make Next's parser answer for us.
export const config = { api: { responseLimit: false, bodyParser: false } };

/** GET /ep/naver.tsv (rewritten here by next.config.js): the Naver Shopping EP 3.0 feed. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  await serveText(req, res, 'naver.ep', async () => naverEpAnswer(await getDb(), { siteUrl: serverEnv().SITE_URL }));
}
