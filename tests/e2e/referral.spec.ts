import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { createSignedInMember } from './support/members';

/** The project's phone settings for a second person's browser (newContext doesn't inherit them). */
function phoneOptions(use: BrowserContextOptions & { baseURL?: string }): BrowserContextOptions {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, userAgent, baseURL } = use;
  return { viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, userAgent, baseURL };
}

/** The share sheet, recorded: headless Chromium on Linux has none, and a real one would block the test. */
async function recordShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { sharedData: ShareData }).sharedData = data;
      },
    });
  });
}

/** Opens a page and waits until its scripts have loaded, so a tap reaches a hydrated button. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('friend invitation: a member copies their code on /user/prcode, a friend enters it, both get 3,000P', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await recordShares(page);
  await createSignedInMember(page, testInfo);

  // The inviter's page: the code (made on first need for an older account), the promotion, no invitations yet.
  await open(page, '/user/prcode');
  await expect(page.getByRole('heading', { level: 1, name: '친구 초대' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('나와 친구 모두 3,000P');
  const code = (await page.getByTestId('my-referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  const stats = page.locator('dl');
  await expect(stats).toContainText('초대한 친구0명');
  await expect(stats).toContainText('초대로 받은 포인트0P');
  await expect(page.getByRole('heading', { name: '유의사항' })).toBeVisible();

  const copied = page.getByRole('status').filter({ hasText: '초대 코드를 복사했어요.' });
  await expect(async () => {
    await page.getByRole('button', { name: '코드 복사' }).click();
    await expect(copied).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await page.screenshot({ path: 'test-results/prcode.png', fullPage: true });

  await page.getByRole('button', { name: '공유하기' }).click();
  const shared = await page
    .waitForFunction(() => (window as unknown as { sharedData?: ShareData }).sharedData?.text ?? '')
    .then((h) => h.jsonValue());
  expect(shared).toContain(`${baseURL}/registration/provision?friendCode=${code}`);
  expect(shared).toContain(`초대 코드: ${code}`);

  // A friend joins on their own phone and enters the code in the friend-code step.
  const friendContext = await browser.newContext(phoneOptions({ ...testInfo.project.use, baseURL }));
  try {
    const friend = await friendContext.newPage();
    await createSignedInMember(friend, testInfo);
    await open(friend, '/registration/friend_code');
    await expect(friend.getByRole('heading', { name: '친구 초대 코드가 있나요?' })).toBeVisible();
    const field = friend.getByLabel('초대 코드');
    await field.fill(code.toLowerCase());
    await expect(field).toHaveValue(code);
    await friend.screenshot({ path: 'test-results/friend-code.png' });
    await friend.getByRole('button', { name: '등록하기' }).click();
    await expect(friend.getByRole('heading', { name: '3,000P를 받았어요' })).toBeVisible();
    await expect(friend.getByTestId('point-balance')).toHaveText('3,000P');
    await friend.screenshot({ path: 'test-results/friend-code-done.png' });

    // Entering a code is once per account: the step now says so.
    await open(friend, '/registration/friend_code');
    await expect(friend.getByText(/이미 친구 초대 코드를 등록했어요/)).toBeVisible();
    await friend.getByRole('link', { name: '마이페이지로 가기' }).click();
    await expect(friend).toHaveURL(/\/user\/my_page$/);
    await expect(friend.locator('main')).toContainText('3,000');
  } finally {
    await friendContext.close();
  }

  // The inviter sees the invitation counted and the points earned.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(stats).toContainText('초대한 친구1명');
  await expect(stats).toContainText('초대로 받은 포인트3,000P');
  await page.goto('/user/my_page');
  await expect(page.locator('main')).toContainText('3,000');
});
