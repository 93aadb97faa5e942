import { expect, test } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { expectAccessible } from './support/axe';

test('fit: set 내 사이즈 in my page → 내 사이즈 in search → its item page recommends the size and marks it in the picker', async ({
  page,
}, testInfo) => {
  // A visitor's 내 사이즈 link shows every size and says why.
  await page.goto('/search?keyword=Domane&dealType=SELL&fit=1');
  await expect(
    page.getByText('로그인하면 내 사이즈만 골라 볼 수 있어요. 지금은 모든 사이즈를 보여드려요.')
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '✓ 내 사이즈' })).toHaveAttribute('aria-pressed', 'true');

  await createSignedInMember(page, testInfo);

  await page.goto('/user/my_page');
  await page.getByRole('link', { name: /내 사이즈/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '내 사이즈' })).toBeVisible();
  await page.getByLabel('키 (cm)').fill('1750');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('키는 100~230cm 사이로 입력해 주세요.')).toBeVisible();
  await page.getByLabel('키 (cm)').fill('175');
  await page.getByLabel('몸무게 (kg)').fill('70');
  await page.getByLabel('중급').check();
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByRole('status')).toHaveText('저장했어요. 모델과 상품 페이지에서 내 추천 사이즈를 보여 드려요.');
  await expectAccessible(page, 'fit profile');
  await page.screenshot({ path: 'test-results/shots/fit-profile.png', fullPage: true });

  // A road bike sold in frame sizes (Trek Domane: 50–58 cm), so a 175 cm rider has a size to be marked.
  await page.goto('/search?keyword=Domane&dealType=SELL');
  const results = page.getByRole('list', { name: '‘Domane’ 검색 결과' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: '내 사이즈', exact: true }).click();
  await expect(page).toHaveURL(/[?&]fit=1(&|$)/);
  await expect(page.getByText(/^키 175cm 기준 · 스키 160–175cm에 맞는 사이즈만 보여드려요\./)).toBeVisible();
  await expect(page.getByRole('button', { name: '✓ 내 사이즈' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'search with 내 사이즈');
  await page.screenshot({ path: 'test-results/shots/fit-search.png', fullPage: true });
  // The server renders the same filtered search from the link.
  await page.reload();
  await expect(page.getByText(/^키 175cm 기준 · 스키 160–175cm에 맞는 사이즈만 보여드려요\./)).toBeVisible();
  await results.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/services\/\d+$/);
  await expect(page.getByText(/내 추천 사이즈: \S+ \(키 175cm 기준\)/)).toBeVisible();
  const picker = page.getByLabel('필수 옵션');
  await expect(picker.locator('option', { hasText: '[내 사이즈]' }).first()).toBeAttached();
  await expectAccessible(page, 'item with fit');
  await page.screenshot({ path: 'test-results/shots/fit-item.png', fullPage: true });
});
