import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '@/server/env';
import { robotsAnswer } from '@/server/http/robots';
import { serveText } from '@/server/http/sitemapStream';

/** GET /robots.txt (rewritten here by next.config.js). */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const env = serverEnv();
  await serveText(req, res, 'robots', async () => robotsAnswer({ siteUrl: env.SITE_URL, appEnv: env.APP_ENV }));
}
