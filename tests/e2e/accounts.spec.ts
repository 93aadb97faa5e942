import crypto from 'node:crypto';
import { Client } from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { latestMail, mailLink } from './support/mail';
import { newSandboxPerson, passSandboxCheck } from './support/identity';
import { createSignedInMember } from './support/members';
import { expectAccessible } from './support/axe';

const shot = (name: string) => ({ path: `test-results/${name}.png`, fullPage: true });

/** The state the server printed into the page (what hydrates the business). */
async function pageState(page: Page): Promise<string> {
  return (await page.locator('#__NEXT_DATA__').textContent()) ?? '';
}

test("email sign-up: terms → phone check → form → the mail's link → signed in → my page", async ({ page, browser }) => {
  const tag = crypto.randomBytes(3).toString('hex');
  const email = `joiner-${tag}@example.com`;
  const person = newSandboxPerson(`010${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`);

  await page.goto('/login');
  await expectAccessible(page, 'login');
  await page.getByRole('link', { name: '이메일로 가입하기' }).click();
  await expect(page).toHaveURL(/\/registration\/provision$/);
  const next = page.getByRole('button', { name: '동의하고 계속하기' });
  await expect(next).toBeDisabled();
  // docs/product.md §4: 전체 동의 ticks all three; marketing alone off still lets sign-up continue.
  await page.getByText('전체 동의하기').click();
  await page.getByText('(선택) 마케팅 정보 수신 동의').click();
  await expect(page.getByRole('checkbox', { name: /전체 동의하기/ })).not.toBeChecked();
  await expect(next).toBeEnabled();
  await page.screenshot(shot('signup-terms'));
  await next.click();

  await expect(page).toHaveURL(/\/registration\/phone_redirect$/);
  await passSandboxCheck(page, person);
  await expect(page).toHaveURL(/\/registration\/user$/);
  await expect(page.getByText('본인인증 완료')).toBeVisible();

  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('short');
  await page.getByRole('button', { name: '인증 메일 받기' }).click();
  await expect(page.getByText('비밀번호는 8자 이상이어야 해요.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(`Pedal-${tag}-2026`);
  await expect(page.getByText('비밀번호 안전도:')).toContainText(/보통|강함/);
  await page.getByLabel('비밀번호 확인').fill(`Pedal-${tag}-2026`);
  await page.getByLabel('닉네임').fill(`가입${tag}`);
  await page.screenshot(shot('signup-form'));
  await page.getByRole('button', { name: '인증 메일 받기' }).click();

  await expect(page).toHaveURL(/\/registration\/redirect\/email$/);
  await expect(page.getByRole('heading', { name: '메일함을 확인해 주세요' })).toBeVisible();
  await page.screenshot(shot('signup-mail-sent'));
  const mail = await latestMail(page.request, email, '이메일 인증');
  // A mail scanner opens the link first, in a browser of its own: that uses nothing up.
  const scanner = await browser.newPage();
  await scanner.goto(mailLink(mail, '/registration/redirect/email?token='));
  await expect(scanner.getByRole('button', { name: '가입 완료하기' })).toBeVisible();
  await scanner.close();
  await page.goto(mailLink(mail, '/registration/redirect/email?token='));
  await expect(page.getByRole('heading', { name: '가입을 완료해 주세요' })).toBeVisible();
  await page.screenshot(shot('signup-link-confirm'));
  await page.getByRole('button', { name: '가입 완료하기' }).click();

  // Signed in by the button: the optional friend-code step, then my page with the chosen nickname.
  await expect(page).toHaveURL(/\/registration\/user\/friend_code$/);
  await page.getByRole('link', { name: '건너뛰기' }).click();
  await expect(page).toHaveURL(/\/user\/my_page$/);
  await expect(page.getByText(`가입${tag}`).first()).toBeVisible();
  await page.screenshot(shot('my_page-after-signup'));
  // The member's own contact details reach the page only masked.
  const own = await pageState(page);
  expect(own).not.toContain(email);
  expect(own).not.toContain(person.phone);

  // The pages viewed before signing in now belong to the member (us_updateCaptureVisitPage).
  if (test.info().project.name === 'postgres' && process.env.E2E_DATABASE_URL) {
    const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await db.query(
                `SELECT count(*)::int AS n FROM capture_visit_pages v JOIN users u ON u.id = v.user_id
         WHERE u.email = $1 AND v.page_name <> '' AND v.url LIKE '%/registration/provision%'`,
                [email]
              )
            ).rows[0].n,
          { timeout: 10_000 }
        )
        .toBeGreaterThan(0);
    } finally {
      await db.end();
    }
  }

  // The link has done its work: opening it again, signed in, leads to my page.
  await page.goto(mailLink(mail, '/registration/redirect/email?token='));
  await expect(page).toHaveURL(/\/user\/my_page$/);

  // Another member's pages never carry this member's personal data in their state.
  const other = await browser.newPage();
  await createSignedInMember(other, test.info());
  for (const path of ['/user/my_page', '/user/alarm', '/user/bookmark', '/user/configuration']) {
    await other.goto(path);
    const state = await pageState(other);
    for (const secret of [email, person.phone, person.name]) expect(state).not.toContain(secret);
  }
  await other.close();
});

test('log out from settings, then log in again and come back where you were', async ({ page }) => {
  const member = await createSignedInMember(page, test.info());
  await page.goto('/user/configuration');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The production build's cookies are Secure, hence named __Host-sid / __Host-rid.
  expect((await page.context().cookies()).some((c) => c.name === '__Host-sid' || c.name === '__Host-rid')).toBe(false);

  // A member page asks a visitor to log in and brings them back afterwards.
  await page.goto('/user/alarm');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fuser%2Falarm$/);
  await page.screenshot(shot('login'));
  await page.getByRole('link', { name: '이메일로 로그인' }).click();
  await page.getByLabel('이메일').fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '맞지 않아요' })).toHaveText(
    '이메일 또는 비밀번호가 맞지 않아요.'
  );
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/user\/alarm$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === '__Host-sid')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    secure: true,
    path: '/',
  });
  expect(cookies.find((c) => c.name === '__Host-rid')?.httpOnly).toBe(true);
});

test('find the password by mail, set a new one, log in with it', async ({ page }) => {
  const member = await createSignedInMember(page, test.info());
  await page.context().clearCookies();
  await page.goto('/login/account');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/\/find_pwd$/);
  await page.getByLabel('이메일').fill(member.email);
  await page.getByRole('button', { name: '재설정 메일 받기' }).click();
  await expect(page.getByRole('heading', { name: '메일을 확인해 주세요' })).toBeVisible();
  await page.screenshot(shot('find_pwd-sent'));

  const mail = await latestMail(page.request, member.email, '비밀번호 재설정');
  const link = mailLink(mail, '/find_pwd?token=');
  await page.goto(link);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('Fresh-ride-2027');
  await page.getByLabel('새 비밀번호 확인').fill('Fresh-ride-2027');
  await page.screenshot(shot('find_pwd-reset'));
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page).toHaveURL(/\/login\/account\?reset=done$/);
  await expect(page.getByText('비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요.')).toBeVisible();
  await page.getByLabel('이메일').fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill('Fresh-ride-2027');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/user\/my_page$/);

  // The used link is dead.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '링크가 만료되었어요' })).toBeVisible();
});
