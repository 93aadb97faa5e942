import { robotsTxt, type RobotsOptions } from '../domain/seo/robots';
import type { TextAnswer } from './sitemapStream';

/** GET /robots.txt */
export function robotsAnswer(options: RobotsOptions): TextAnswer {
  return {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    body: robotsTxt(options),
  };
}
