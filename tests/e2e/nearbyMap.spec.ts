import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';

// The nearby-business journey on a phone: onboarding → location → map → move the map → a business.
// The Naver script is always blocked here (no network in CI): the page must work with its drawn map.
const SEONGSU = { latitude: 37.5445, longitude: 127.056 };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/a-${name}.png`, fullPage: false });
const mapResponse = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/item/v1/graphql') && (r.request().postData() ?? '').includes('pb_nearbyBusinessMap')
  );

test.beforeEach(async ({ page }) => {
  await page.route('**/oapi.map.naver.com/**', (route) => route.abort('blockedbyclient'));
});

test('onboarding → my location → map → move the map → open a business', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(SEONGSU);
  await page.goto('/nearby_store/onboarding');
  await expect(page.getByRole('heading', { name: '가까운 렌탈 매장을 찾아 드릴게요' })).toBeVisible();
  await shot(page, 'onboarding');
  await expectAccessible(page, 'map onboarding');

  await page.getByRole('button', { name: '내 위치로 매장 찾기' }).click();
  await page.waitForURL(/\/nearby_store\/map\?my_lat=37\.5445&my_lng=127\.056&map_lat=37\.5445&map_lng=127\.056&z=15/);
  const map = page.getByTestId('drawn-map');
  await expect(map).toBeVisible();
  const rows = page.getByTestId('nearby-business');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/\d+(m|\.\dkm)/);
  await expect(rows.first()).toContainText(/영업|휴무/);
  await shot(page, 'map');
  await expectAccessible(page, 'map');

  // Zoom out: z goes to 14 in the URL and the list reloads for the wider view.
  let reloaded = mapResponse(page);
  await page.getByRole('button', { name: '축소' }).click();
  await reloaded;
  await expect(page).toHaveURL(/z=14/);
  const widerCount = await page.getByRole('heading', { name: /지도 안의 매장/ }).innerText();

  // Move east by a third of the map: map_lng grows, my position stays.
  reloaded = mapResponse(page);
  await page.getByRole('button', { name: '동쪽으로 이동' }).click();
  await reloaded;
  await expect(page).toHaveURL(/my_lng=127\.056&/);
  const lng = Number(new URL(page.url()).searchParams.get('map_lng'));
  expect(lng).toBeGreaterThan(127.056);
  expect(widerCount).toMatch(/\d+곳/);

  // Drag the map back west with the pointer: the URL follows after the debounce.
  reloaded = mapResponse(page);
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + 70, { steps: 5 });
  await page.mouse.up();
  await reloaded;
  expect(Number(new URL(page.url()).searchParams.get('map_lng'))).toBeLessThan(lng);

  // A pin selects its business.
  // Pins drawn later sit on top where two shops stand side by side: tap the topmost one.
  const pin = map.getByRole('button', { name: /매장 보기$/ }).last();
  await pin.click();
  await expect(page.getByRole('link', { name: '매장 보기' })).toBeVisible();
  await shot(page, 'pin-selected');

  const first = rows.first().getByRole('link');
  const name = (await first.locator('span').first().innerText()).split('\n')[0].trim();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/nearby_store\/\d+$/);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(href!) || r.url().includes('/_next/data/')),
    first.click(),
  ]);
  await page.waitForURL(new RegExp(`${href}$`));
  // The business's page answers and its heading names the business of the row.
  expect(response.status()).toBe(200);
  expect(name.length).toBeGreaterThan(0);
  await expect(page.locator('h1').filter({ hasText: name }).first()).toBeVisible();
  await shot(page, 'business');
});

test('refused location: a clear message and the default position', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/nearby_store/onboarding');
  await page.getByRole('button', { name: '내 위치로 매장 찾기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '위치 권한' })).toContainText('기본 위치');
  await shot(page, 'onboarding-denied');
  await page.getByRole('button', { name: '기본 위치로 계속하기' }).click();
  await page.waitForURL(/map_lat=37\.53737528&map_lng=127\.00557633&z=15/);
  await expect(page.getByTestId('drawn-map')).toBeVisible();
});

test('the map is server-rendered with its list, pages by 더 보기, and keeps SEO without the map params', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/nearby_store/map?map_lat=37.53&map_lng=127.0&z=11')).text();
  expect(html).toContain('data-testid="nearby-business"');
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/nearby_store\/map"/);
  expect(html).toContain('"@type":"ItemList"');

  await page.goto('/nearby_store/map?map_lat=37.53&map_lng=127.0&z=11');
  const rows = page.getByTestId('nearby-business');
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: '더 보기' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(20);
  await shot(page, 'more');
});
