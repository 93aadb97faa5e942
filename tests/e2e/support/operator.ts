/** The operator's side in browser journeys: the command-line grant, the second factor, and the desk. */
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { TOTP, Secret } from 'otpauth';
import { openPostgres, type Db } from '@/server/db/client';
import { runOperatorGrantCommand } from '@/server/domain/admin/operatorGrantCli';
import { createSignedInMember } from './members';

/**
 * The role is granted only from the command line, whose function opens the database: the journey
 * runs on PostgreSQL only (the embedded database cannot be opened beside its running server).
 */
export function onlyWhereTheGrantOpensTheDatabase(testInfo: TestInfo): void {
  const ownsDatabase = testInfo.project.name === 'postgres' || testInfo.project.name === 'external';
  test.skip(!ownsDatabase || !process.env.E2E_DATABASE_URL, 'the grant opens the PostgreSQL database directly');
}

/** The code an authenticator app shows `offsetSeconds` from now (the server's RFC 6238 settings). */
export const appCode = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

/** Runs `fn` on the server's own PostgreSQL database (the grant command's way in). */
export async function onServerDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = await openPostgres(process.env.E2E_DATABASE_URL!, 1);
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** `npm run operator:grant -- --email <address>`, through its function, on the server's own database. */
export async function grantOperator(email: string): Promise<void> {
  await onServerDatabase(async (db) =>
    expect(await runOperatorGrantCommand(db, ['--email', email], { out: () => {}, err: () => {} })).toBe(0)
  );
}

/** Enrols the authenticator app on /admin's first visit and lands on 운영 홈; answers the app's secret. */
export async function enrolSecondFactor(page: Page): Promise<string> {
  await page.goto('/admin');
  await page.getByRole('button', { name: '등록 시작' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('앱에 보이는 6자리 코드').fill(appCode(secret));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { name: '운영 홈' })).toBeVisible();
  return secret;
}

/** A member on a desk computer of their own (own cookies, 1,280 px wide), granted the role and enrolled. */
export async function operatorAtDesk(browser: Browser, testInfo: TestInfo): Promise<{ page: Page; secret: string }> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { email } = await createSignedInMember(page, testInfo);
  await grantOperator(email);
  return { page, secret: await enrolSecondFactor(page) };
}

/** One console screen at a phone's width and at a desk's, whole pages, for review (test-results/shots). */
export async function bothWidths(page: Page, name: string): Promise<void> {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/shots/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/shots/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(before);
}

/** 매장 > 매장 등록 filled in for a business in 평창 named `name` (not sent); answers the form. */
export async function fillBusinessForm(page: Page, name: string): Promise<Locator> {
  const form = page.locator('form', { has: page.getByRole('button', { name: '매장 등록' }) });
  await form.getByLabel('매장 이름').fill(name);
  await form.getByLabel('지역').fill('강원');
  await form.getByLabel('주소').fill('강원 평창군 대관령면 올림픽로 1');
  await form.getByLabel('위도').fill('37.64');
  await form.getByLabel('경도').fill('128.68');
  await form.getByLabel('전화번호').fill('033-123-4567');
  await form.getByLabel('수수료율 (%)').fill('12');
  await form.getByLabel('정산 은행').fill('국민은행');
  await form.getByLabel('정산 계좌번호').fill('123-456-789012');
  await form.getByLabel('예금주').fill('김운영');
  return form;
}
