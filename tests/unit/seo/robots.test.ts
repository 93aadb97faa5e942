import { robotsTxt } from '@/server/domain/seo/robots';

describe('robots.txt', () => {
  const text = robotsTxt({ siteUrl: 'https://www.ridemarket.kr/', appEnv: 'production' });
  const lines = text.split('\n');

  it('allows the public pages and names the sitemap index', () => {
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: https://www.ridemarket.kr/sitemap.xml');
  });

  it('keeps member, sign-in, payment and service routes out', () => {
    for (const path of [
      '/user/',
      '/services/*/payment',
      '/pay/',
      '/order/',
      '/login',
      '/registration/',
      '/find_id',
      '/find_pwd',
      '/api/',
      '/item/v1/graphql',
      '/capture/v1/graphql',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });

  it('never disallows a catalogue page or the pictures link previews need', () => {
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const page of [
      '/models/1',
      '/services/1',
      '/search',
      '/keywords',
      '/bikes/commerce',
      '/used_item/list',
      '/notices',
      '/sitemaps/items-1.xml',
    ]) {
      expect(disallowed.some((rule) => !rule.includes('*') && page.startsWith(rule))).toBe(false);
    }
    expect(lines).toContain('Allow: /app/v4/images/');
  });

  it('keeps every crawler out of test and stage deployments', () => {
    for (const appEnv of ['test', 'stage'] as const) {
      const closed = robotsTxt({ siteUrl: 'https://stage.ridemarket.kr', appEnv });
      expect(closed.split('\n')).toContain('Disallow: /');
      expect(closed).not.toContain('Sitemap:');
    }
  });
});
