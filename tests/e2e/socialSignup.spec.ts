import { expect, test } from '@playwright/test';
import { newSandboxPerson, passSandboxCheck } from './support/identity';

// Needs the local Kakao-shaped OAuth server (scripts/e2e/oauth-mock.mjs on 127.0.0.1:3190) behind
// the app's KAKAO_* settings, and the identity sandbox (on outside production).

test('social sign-up: 카카오로 시작하기 → terms → phone check in the sandbox popup → friend code → my page', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '카카오로 시작하기' }).click();

  // A new Kakao user: the terms of the social flow, then the phone step.
  await expect(page).toHaveURL(/\/registration\/provision\?flow=social$/);
  await page.getByText('전체 동의하기').click();
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/registration\/phone_redirect$/);
  await expect(page.getByRole('heading', { name: '휴대폰 본인인증을 해 주세요' })).toBeVisible();

  await passSandboxCheck(page, newSandboxPerson(), 'test-results/phone_verify.png');

  // The account is opened and signed in: the optional friend-code step, then my page.
  await expect(page).toHaveURL(/\/registration\/friend_code$/);
  await page.getByRole('link', { name: '건너뛰기' }).click();
  await expect(page).toHaveURL(/\/user\/my_page$/);
  await expect(page.getByText('카카오라이더').first()).toBeVisible();
});

test('a forged state on the Kakao redirect page shows the Korean error page and signs nobody in', async ({ page }) => {
  const response = await page.goto('/registration/redirect_kakao?code=stolen-code&state=forged-state-value');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: '로그인 요청을 확인할 수 없어요' })).toBeVisible();
  await expect(page.getByRole('link', { name: '다시 로그인하기' })).toHaveAttribute('href', '/login');
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === '__Host-sid')).toBe(false);
  await page.screenshot({ path: 'test-results/social_error.png' });
});
