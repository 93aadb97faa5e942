import { SERVICE_PATHS } from '@/lib/servicePaths';
import { absoluteUrl } from './xml';

/**
 * Paths no crawler should fetch: a member's own pages, sign-in and sign-up, the payment flow and its
 * provider callbacks, order results, and the machine endpoints (services, REST). They are either
 * personal, empty for an anonymous crawler, or state-changing, and indexing them only wastes the
 * crawl budget that the catalogue needs. Pictures under /app/v4/images stay allowed: they appear in
 * image search and in link previews.
 */
export const ROBOTS_DISALLOWED_PATHS = [
  '/user/',
  '/services/*/payment',
  '/pay/',
  '/order/',
  '/login',
  '/registration/',
  '/find_id',
  '/find_pwd',
  '/identity/',
  '/dev/',
  '/result_pending',
  '/community/*/posts/write',
  '/community/*/posts/*/update',
  '/api/',
  '/app/v4/',
  SERVICE_PATHS.item,
  SERVICE_PATHS.capture,
  // SERVICE_PATHS.order is covered by /order/.
] as const;

export const ROBOTS_ALLOWED_PATHS = ['/', '/app/v4/images/'] as const;

export type RobotsOptions = {
  siteUrl: string;
  /** APP_ENV: test and stage deployments keep every crawler out, so they never compete with production. */
  appEnv: 'production' | 'test' | 'stage' | 'local';
};

export function robotsTxt({ siteUrl, appEnv }: RobotsOptions): string {
  if (appEnv === 'test' || appEnv === 'stage') {
    return ['# 테스트·스테이지 환경: 검색 엔진 수집 금지', 'User-agent: *', 'Disallow: /', ''].join('\n');
  }
  return [
    '# 라이드마켓: 공개 페이지는 수집하고, 회원·결제 페이지는 제외합니다.',
    'User-agent: *',
    ...ROBOTS_ALLOWED_PATHS.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
