import { expect, test, type Page } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { expectAccessible } from './support/axe';
import { appCode, fillBusinessForm, grantOperator, onlyWhereTheGrantOpensTheDatabase } from './support/operator';

const shot = (name: string) => ({ path: `test-results/admin-${name}.png`, fullPage: true });

async function expectSiteNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
}

test('@engine-neutral the console is the site’s 404 for a visitor and for a member', async ({ page }, testInfo) => {
  await expectSiteNotFound(page, '/admin');
  await expectSiteNotFound(page, '/admin/businesses');
  await createSignedInMember(page, testInfo);
  await expectSiteNotFound(page, '/admin');
  await expectSiteNotFound(page, '/admin/audit');
  const api = await page.request.post('/admin/v1/graphql', {
    data: { query: 'query { auditLog { entries { id } } }' },
    headers: { 'content-type': 'application/json' },
  });
  expect((await api.json()).errors[0].extensions.code).toBe('NOT_FOUND');
});

test('an operator enrols the second factor, registers a business, suspends it and reads the audit log', async ({
  page,
}, testInfo) => {
  onlyWhereTheGrantOpensTheDatabase(testInfo);
  // Four screens, each checked with axe: longer than one screen's budget.
  test.setTimeout(180_000);
  const member = await createSignedInMember(page, testInfo);
  await grantOperator(member.email);

  const home = await page.goto('/admin');
  expect(home?.status()).toBe(200);
  expect(home?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: '운영자 인증' })).toBeVisible();
  await page.getByRole('button', { name: '등록 시작' }).click();
  await expect(page.getByRole('img', { name: '인증 앱 등록용 QR 코드' })).toBeVisible();
  await expectAccessible(page, 'admin enrol');
  await page.screenshot(shot('enrol'));
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('앱에 보이는 6자리 코드').fill(appCode(secret));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: '운영 홈' })).toBeVisible();
  await page.screenshot(shot('recovery-codes'));

  await page.getByRole('link', { name: '매장', exact: true }).click();
  await expect(page.getByRole('heading', { name: '매장', exact: true })).toBeVisible();
  const name = `운영 테스트 매장 ${Date.now() % 100000}`;
  const form = await fillBusinessForm(page, name);
  await expectAccessible(page, 'admin businesses');
  await page.screenshot(shot('businesses'));
  await form.getByRole('button', { name: '매장 등록' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('business-state')).toHaveText('운영 중');

  await page.getByLabel('정지 사유').fill('허위 매물 신고 확인');
  await page.getByRole('button', { name: '매장 정지' }).click();
  await expect(page.getByTestId('business-state')).toHaveText('정지');
  await expect(page.getByText('사유: 허위 매물 신고 확인')).toBeVisible();
  await expectAccessible(page, 'admin business');
  await page.screenshot(shot('business'));

  await page.getByRole('link', { name: '운영 기록' }).click();
  const table = page.getByTestId('audit-table');
  await expect(table.getByRole('row').nth(1)).toContainText('매장 정지');
  await expect(table.getByRole('row').nth(1)).toContainText('허위 매물 신고 확인');
  await expect(table).toContainText('매장 등록');
  await expect(table).toContainText('운영자 권한 부여');
  await expectAccessible(page, 'admin audit');
  await page.screenshot(shot('audit'));
});
