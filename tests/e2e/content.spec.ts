import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RootState } from '@/store/rootState';
import { expectAccessible } from './support/axe';

type NextData = { props: { pageProps: { initialState?: Record<string, unknown> } } };

/** The server's Redux state of the current page (the hydration payload in __NEXT_DATA__). */
async function serverState(page: Page): Promise<RootState> {
  const raw = await page.locator('#__NEXT_DATA__').textContent();
  const data = JSON.parse(raw ?? '{}') as NextData;
  return (data.props.pageProps.initialState ?? {}) as RootState;
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type']);
}

/** How many pages of a category recommendation the browser has asked the item service for. */
function recommendationRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/item/v1/graphql') && (request.postData() ?? '').includes('pb_categoryRecommendation'))
      seen.count += 1;
  });
  return seen;
}

/**
 * Whether the 더 보기 row started loading by itself once the page's intersection observers had seen
 * where it now is. An observer made here reports in the same notification as the page's own, after
 * them (observers are notified in the order they were made), and between two callbacks the browser
 * runs the microtasks the first one queued: the loading state and React's render of it (a business
 * update renders synchronously, in a microtask). So when ours is called the button already says
 * whether the page's callback asked for the next page. (A load started in an earlier frame shows in
 * the request count the callers check as well.)
 */
async function loadedByItself(more: Locator): Promise<boolean> {
  return more.evaluate(
    (button) =>
      new Promise<boolean>((answer) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          answer(button.getAttribute('aria-busy') === 'true' || (button as HTMLButtonElement).disabled);
        });
        observer.observe(button);
      })
  );
}

/** The whole control is visible: below the fixed header and above the fixed tab bar. */
async function expectAboveTabBar(page: Page, control: Locator): Promise<void> {
  const box = (await control.boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  const tabBar = (await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
}

/** The item ids of the product cards, in list order. */
async function cardItemIds(cards: Locator): Promise<number[]> {
  const hrefs = await cards
    .locator('a[href^="/services/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/services\/(\d+)/.exec(href)?.[1]));
}

test('home → a magazine → its content page → back → /recommends by 더보기 → another content', async ({ page }) => {
  await page.goto('/');
  const magazines = page.locator('section[aria-labelledby="home-magazines"]');
  await magazines.scrollIntoViewIfNeeded();
  const firstCard = magazines
    .getByRole('link')
    .filter({ has: page.locator('img') })
    .first();
  const title = (await firstCard.locator('p').first().textContent())?.trim() ?? '';
  await firstCard.click();

  await expect(page).toHaveURL(/\/contents\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('article p').first()).toBeVisible();
  // The content page is server-rendered with its Article JSON-LD and cover as the preview image.
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(`<h1`);
  expect(html).toContain('"@type":"Article"');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/app\/v4\/images\/\d+\/og\.png"/);
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  await page.screenshot({ path: 'test-results/screens/c-content.png', fullPage: true });

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: '매거진 전체보기' }).click();
  await expect(page).toHaveURL(/\/recommends$/);
  await expect(page.getByRole('heading', { level: 1, name: '매거진' })).toBeVisible();
  for (const section of ['이번 주 추천 코스', '스키 시즌 준비', '초보 라이더 가이드', '이벤트']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  expect(await jsonLdTypes(page)).toContain('ItemList');
  await page.screenshot({ path: 'test-results/screens/c-recommends.png', fullPage: true });

  const other = page.locator('section[aria-labelledby^="magazine-section-"]').nth(1).getByRole('link').first();
  const otherHref = await other.getAttribute('href');
  await other.click();
  await expect(page).toHaveURL(new RegExp(`${otherHref!.replace('?', '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: '함께 읽으면 좋은 글' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/c-content-2.png' });
});

test('a missing or malformed content id is a 404 page', async ({ page }) => {
  for (const path of ['/contents?id=987654', '/contents?id=abc', '/contents']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
});

test('/recommendations/road ranks items, and viewing a model brings it and its neighbours up', async ({
  page,
  context,
}) => {
  // The recommender experiment is 50/50 by anonymous id: variant A is popularity only, so start
  // over with a new id until this visitor is in B, the personalised ranking.
  let state = {} as RootState;
  for (let attempt = 0; attempt < 16; attempt += 1) {
    await context.clearCookies();
    const response = await page.goto('/recommendations/road');
    expect(response?.status()).toBe(200);
    state = await serverState(page);
    if (state.featureFlag?.experiments?.recommender === 'B') break;
  }
  expect(state.featureFlag.experiments.recommender).toBe('B');
  await expect(page.getByRole('heading', { level: 1, name: '로드 추천' })).toBeVisible();
  await expect(page.getByText('요즘 많이 찾는 상품을 모았어요.')).toBeVisible();
  const before = state.categoryRecommendation.recommendationItemList.items as { itemId: number; modelId: number }[];
  expect(before.length).toBe(10);
  expect(state.categoryRecommendation.totalCount).toBeLessThanOrEqual(30);
  await expect(page.locator('a[href^="/services/"]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/c-recommendations-before.png', fullPage: true });

  // Page 2 by 더 보기 appends without repeating. Once the button is on screen (a flick that lands on it,
  // or a keyboard's focus) it stays put above the tab bar, nothing loading under the thumb, until tapped.
  expect(state.categoryRecommendation.totalCount).toBeGreaterThan(20);
  const cards = page.locator('ul[aria-label="로드 추천"] > li');
  const more = page.getByRole('button', { name: /더 보기/ });
  const pageRequests = recommendationRequests(page);
  await more.scrollIntoViewIfNeeded();
  await expect(more).toBeInViewport({ ratio: 1 });
  expect(await loadedByItself(more)).toBe(false);
  expect(pageRequests.count).toBe(0);
  await expect(cards).toHaveCount(10);
  await expect(more).toHaveText(`더 보기 (10/${state.categoryRecommendation.totalCount})`);
  await expectAboveTabBar(page, more);
  await page.screenshot({ path: 'test-results/screens/c-recommendations-more.png' });

  await more.tap();
  await expect(cards).toHaveCount(20);
  expect(pageRequests.count).toBe(1);
  const shown = await cardItemIds(cards);
  expect(shown.slice(0, 10)).toEqual(before.map((i) => i.itemId));
  expect(new Set(shown).size).toBe(20);
  await expect(more).toHaveText(`더 보기 (20/${state.categoryRecommendation.totalCount})`);
  // Brought into view from above by the nearest edge (as keyboard focus and Playwright's own retries
  // scroll), it still clears the tab bar, and still waits for the tap.
  await page.evaluate(() => window.scrollTo(0, 0));
  await more.evaluate((button) => button.scrollIntoView({ block: 'nearest' }));
  expect(await loadedByItself(more)).toBe(false);
  expect(pageRequests.count).toBe(1);
  await expectAboveTabBar(page, more);
  await page.screenshot({ path: 'test-results/screens/c-recommendations-more-2.png' });

  // Open a model from the end of the list; its page view is recorded for this anonymous id.
  const viewed = before[before.length - 1].modelId;
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/capture/v1/graphql') && (r.request().postData() ?? '').includes(`"modelId":${viewed}`)
  );
  await page.goto(`/models/${viewed}`);
  expect((await recorded).status()).toBe(200);

  await page.goto('/recommendations/road');
  await expect(page.getByText('최근 본 상품과 함께 많이 본 상품을 골랐어요.')).toBeVisible();
  const after = (await serverState(page)).categoryRecommendation.recommendationItemList.items as { modelId: number }[];
  expect(after.map((i) => i.modelId)).not.toEqual(before.map((i) => i.modelId));
  expect(after.slice(0, 3).map((i) => i.modelId)).toContain(viewed);
  await page.screenshot({ path: 'test-results/screens/c-recommendations-after.png', fullPage: true });
  await expectAccessible(page, 'recommendations');
});

test('/recommendations/road loads the next page by itself while the 더 보기 row is still below the screen', async ({
  page,
}) => {
  await page.goto('/recommendations/road');
  const cards = page.locator('ul[aria-label="로드 추천"] > li');
  const more = page.getByRole('button', { name: /더 보기/ });
  await expect(cards).toHaveCount(10);
  const pageRequests = recommendationRequests(page);
  // The row 300 px below the screen's bottom: within reach, not yet on screen. No tap: the page asks
  // for page 2 itself (once its observer is set up, whenever hydration finishes).
  await more.evaluate((button) =>
    window.scrollBy({
      top: button.parentElement!.getBoundingClientRect().top - (window.innerHeight + 300),
      behavior: 'instant',
    })
  );
  await expect(cards).toHaveCount(20);
  expect(pageRequests.count).toBe(1);
});

test('an unknown category is a 404 and an upper-case one redirects to its address', async ({ page }) => {
  expect((await page.goto('/recommendations/unicycle'))?.status()).toBe(404);
  await page.goto('/recommendations/SKI');
  await expect(page).toHaveURL(/\/recommendations\/ski$/);
  await expect(page.getByRole('heading', { level: 1, name: '스키·스노보드 추천' })).toBeVisible();
});
