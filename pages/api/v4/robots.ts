import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '@/server/env';
import { robotsAnswer } from '@/server/http/robots';
import { serveText } from '@/server/http/sitemapStream';

// GET only: the body is never read, so a large or broken POST can't make Next's parser answer for us.
export const config = { api: { bodyParser: false } };

/** GET /robots.txt (rewritten here by next.config.js). */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const env = serverEnv();
  await serveText(req, res, 'robots', async () => robotsAnswer({ siteUrl: env.SITE_URL, appEnv: env.APP_ENV }));
}
