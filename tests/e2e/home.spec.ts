import { expect, test, type Page, type Request } from '@playwright/test';
import pg from 'pg';
import { expectAccessible } from './support/axe';

type VisitCommand = { url: string; pageName: string; prevUrl?: string | null; anonyId?: string | null };

/** Resolves with the command of the next page-view record the browser sends. */
function nextPageView(page: Page): Promise<{ request: Request; command: VisitCommand }> {
  return page
    .waitForRequest(
      (req) => req.url().endsWith('/capture/v1/graphql') && (req.postData() ?? '').includes('pb_createCaptureVisitPage')
    )
    .then((request) => ({
      request,
      command: JSON.parse(request.postData() ?? '{}').variables.command as VisitCommand,
    }));
}

async function answeredId(request: Request): Promise<string> {
  const response = await request.response();
  expect(response?.status()).toBe(200);
  const body = (await response!.json()) as { data?: { createCaptureVisitPage?: string }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.createCaptureVisitPage!;
}

test('home shows seeded Korean content, navigates with a progress bar and records both page views', async ({
  page,
}, testInfo) => {
  const firstView = nextPageView(page);
  await page.goto('/');

  await expect(page).toHaveTitle(/라이드마켓/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: '지금 인기 있는 렌탈' })).toBeVisible();
  const rentalCards = page.locator('section[aria-labelledby="home-rentals"] li');
  expect(await rentalCards.count()).toBeGreaterThanOrEqual(4);
  await expect(rentalCards.first()).toContainText(/\d{1,3}(,\d{3})*원/);
  await expect(page.getByRole('heading', { name: '가까운 매장' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
  await page.screenshot({ path: 'test-results/home.png', fullPage: true });
  await expectAccessible(page, 'home');
  await page.screenshot({ path: `test-results/home-${testInfo.project.name}-viewport.png` });

  const first = await firstView;
  expect(first.command.pageName).toBe('home');
  const firstId = await answeredId(first.request);

  // The page data is held until the progress bar has been seen, so seeing it is never a race.
  let releaseData!: () => void;
  const dataReleased = new Promise<void>((resolve) => {
    releaseData = resolve;
  });
  await page.route('**/_next/data/**', async (route) => {
    await dataReleased;
    await route.continue();
  });
  const secondView = nextPageView(page);
  const notices = page.getByRole('link', { name: '공지사항 전체보기' });
  await notices.scrollIntoViewIfNeeded();
  await notices.click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  releaseData();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);

  const second = await secondView;
  expect(second.command.pageName).toBe('notices');
  expect(second.command.prevUrl).toMatch(/\/$/);
  const secondId = await answeredId(second.request);
  expect(Number(secondId)).toBeGreaterThan(Number(firstId));

  if (testInfo.project.name === 'postgres') {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(
      'SELECT page_name, url, prev_url, anony_id FROM capture_visit_pages WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[firstId, secondId]]
    );
    await client.end();
    expect(rows.map((r) => r.page_name)).toEqual(['home', 'notices']);
    expect(rows[0].anony_id).toBeTruthy();
    expect(rows[1].anony_id).toBe(rows[0].anony_id);
  }
});

test(
  'a crawler and a link-preview bot get the complete page with meta tags',
  { tag: '@engine-neutral' },
  async ({ request, baseURL }) => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
      'facebookexternalhit/1.1',
      'kakaotalk-scrap/1.0',
    ]) {
      const response = await request.get('/', { headers: { 'user-agent': userAgent } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="ko"');
      expect(html).toMatch(/<title[^>]*>[^<]*라이드마켓[^<]*<\/title>/);
      expect(html).toContain('property="og:title"');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/"`);
      expect(html).toContain('지금 인기 있는 렌탈');
      expect(html).toMatch(/\d{1,3}(,\d{3})*원/);
    }
  }
);

test('an unknown page answers 404 in Korean', { tag: '@engine-neutral' }, async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '찾으시는 페이지가 없어요' })).toBeVisible();
});
