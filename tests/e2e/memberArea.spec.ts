import { expect, test, type Page } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { expectAccessible } from './support/axe';

const SHOP = '광교 라이드샵';

/** Links the signed-in account to SHOP through the developer tool and answers its first sale item on sale. */
async function becomeSeller(page: Page): Promise<{ href: string; name: string; price: number }> {
  await page.goto('/dev/seller');
  await expect(page.getByRole('heading', { level: 1, name: '판매자 도구 (개발용)' })).toBeVisible();
  await expect(page.getByText('개발자용 도구예요. 운영 서버에는 없어요.', { exact: false })).toBeVisible();
  await page.getByPlaceholder('매장 이름 (예: 반포)').fill(SHOP);
  await page.getByRole('button', { name: '매장 찾기' }).click();
  await page.getByRole('listitem').filter({ hasText: SHOP }).getByRole('button', { name: '이 매장에 연결' }).click();
  await expect(page.getByText(`${SHOP}에 판매자로 연결돼 있어요.`)).toBeVisible();
  const row = page.locator('[data-testid="seller-item"][data-deal-type="SELL"][data-status="AVAILABLE"]').first();
  await expect(row).toBeVisible();
  const link = row.getByRole('link');
  const price = Number(((await row.locator('strong').textContent()) ?? '').replace(/[^\d]/g, ''));
  return { href: (await link.getAttribute('href')) ?? '', name: ((await link.textContent()) ?? '').trim(), price };
}

test('member area: bookmark an item with the lowest-price alarm, the seller lowers its price, the alarm arrives and is read', async ({
  page,
}, testInfo) => {
  await createSignedInMember(page, testInfo);

  // My page: nickname, points, links; nothing new yet.
  await page.goto('/user/my_page');
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  await expect(page.getByRole('link', { name: '찜 목록' })).toHaveAttribute('href', '/user/bookmark');
  await expect(page.getByRole('link', { name: /설정/ })).toHaveAttribute('href', '/user/configuration');
  await expectAccessible(page, 'my page');

  const item = await becomeSeller(page);
  expect(item.href).toMatch(/^\/services\/\d+$/);
  expect(item.price).toBeGreaterThan(1_000);

  // The item page's bell saves the bookmark with the alarm on.
  await page.goto(item.href);
  await page.getByRole('button', { name: '최저가 알림 받기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '최저가 알림을 켰어요' })).toBeVisible();

  // /user/bookmark lists it with the bell on and the price it watches from.
  await page.goto('/user/bookmark');
  const saved = page.getByTestId('bookmark-row').filter({ hasText: item.name });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: `${item.name} 최저가 알림` })).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).toContainText(`${item.price.toLocaleString('ko-KR')}원보다 내려가면 알려 드려요`);
  await expectAccessible(page, 'bookmarks');
  await page.screenshot({ path: 'test-results/bookmark.png' });

  // The seller lowers the price (bz_updateItemPrice through the tool).
  const lower = Math.floor((item.price * 0.9) / 100) * 100;
  await page.goto('/dev/seller');
  const row = page
    .getByTestId('seller-item')
    .filter({ has: page.getByRole('link', { name: item.name, exact: true }) })
    .first();
  await row.getByLabel('새 판매가').fill(String(lower));
  await row.getByRole('button', { name: '가격 바꾸기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `가격을 ${lower.toLocaleString('ko-KR')}원으로 바꿨어요` })
  ).toBeVisible();

  // The alarm arrives within seconds (the change kicks the job); the header bell shows a dot.
  const alarm = page.getByTestId('alarm-row').filter({ hasText: `찜한 ${item.name} 가격이 내려갔어요` });
  await expect
    .poll(
      async () => {
        await page.goto('/user/alarm');
        return alarm.count();
      },
      { timeout: 30_000, intervals: [500, 1_000, 2_000] }
    )
    .toBe(1);
  await expect(alarm).toContainText(`${item.price.toLocaleString('ko-KR')}원 → ${lower.toLocaleString('ko-KR')}원`);
  await expect(alarm).toContainText('새 알림');
  await expect(page.getByRole('link', { name: '알림, 읽지 않은 알림 있음' })).toBeVisible();
  await page.screenshot({ path: 'test-results/alarm.png' });

  // Tapping reads it and opens the item; back on the list it is read.
  await alarm.click();
  await expect(page).toHaveURL(new RegExp(`${item.href}$`));
  await page.goto('/user/alarm');
  await expect(alarm).not.toContainText('새 알림');

  // The price drop since the bookmark tab was opened lights the 찜 tab; my page shows the member.
  await page.goto('/user/my_page');
  await expect(page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: /찜/ })).toContainText(
    '새 소식'
  );
  await expect(page.getByRole('link', { name: /찜 목록/ })).toContainText('새 소식');
  await page.screenshot({ path: 'test-results/my_page.png', fullPage: true });

  // Opening the bookmark tab clears it.
  await page.goto('/user/bookmark');
  await expect(page.getByTestId('bookmark-row').filter({ hasText: item.name }).getByText('가격 내림')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: /찜/ })).not.toContainText(
    '새 소식'
  );
});
