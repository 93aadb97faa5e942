import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db';
import { serverEnv } from '@/server/env';
import { sitemapIndexAnswer } from '@/server/http/sitemapHandler';
import { serveText } from '@/server/http/sitemapStream';

// GET only: the body is never read, so a large or broken POST can't make Next's parser answer for us.
export const config = { api: { bodyParser: false } };

/** GET /sitemap.xml (rewritten here by next.config.js). */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  await serveText(req, res, 'sitemap.index', async () =>
    sitemapIndexAnswer(await getDb(), { siteUrl: serverEnv().SITE_URL })
  );
}
