import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db';
import { serverEnv } from '@/server/env';
import { sitemapChunkAnswer } from '@/server/http/sitemapHandler';
import { serveText } from '@/server/http/sitemapStream';

// A chunk of 50,000 URLs is several megabytes, streamed: Next's 4 MB response warning does not apply.
// GET only: the body is never read, so a large or broken POST can't make Next's parser answer for us.
export const config = { api: { responseLimit: false, bodyParser: false } };

/** GET /sitemaps/{source}-{n}.xml (rewritten here by next.config.js). */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const file = String(req.query.file ?? '');
  await serveText(req, res, 'sitemap.chunk', async () =>
    sitemapChunkAnswer(await getDb(), file, { siteUrl: serverEnv().SITE_URL })
  );
}
