/**
 * Members for browser journeys, signed in in the page's browser context.
 *
 * - The PostgreSQL project (E2E_DATABASE_URL; or an external server whose database that names): a verified email member is inserted directly (argon2id
 *   hash, as the app stores it), then logs in through POST /app/v4/auth/login.
 * - Everywhere else (the embedded database can't be opened beside its server): the public email
 *   sign-up, step by step through /app/v4/auth (terms, the sandbox phone check, the form), then the
 *   verification mail's link and its 가입 완료하기 button, which creates the account and signs in.
 */
import crypto from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { Client } from 'pg';
import { hashPassword } from '@/server/auth/passwords';
import { MAIL_CATCHER_URL } from './mail';

export type E2eMember = { email: string; password: string; nickname: string };

const AUTH = '/app/v4/auth';
const MAIL_CATCHER = process.env.E2E_MAIL_CATCHER_URL ?? MAIL_CATCHER_URL;

/**
 * Eight random hex characters that never repeat one character four times in a row: the tag goes
 * into the password, and the sign-up rules refuse "aaaa" (it failed a CI run about once in 800).
 */
function passwordSafeTag(): string {
  for (;;) {
    const tag = crypto.randomBytes(4).toString('hex');
    if (!/(.)\1{3}/.test(tag)) return tag;
  }
}

/** Unique per call and valid for every rule of the sign-up form (nickname 2–12, password classes). */
function newIdentity(): E2eMember & { name: string; birthDate: string; phone: string } {
  const tag = passwordSafeTag();
  const syllables = '가나다라마바사아자차카타파하';
  const name = `김${Array.from(crypto.randomBytes(2), (b) => syllables[b % syllables.length]).join('')}`;
  const birth = new Date(Date.UTC(1970, 0, 1) + crypto.randomInt(0, 30 * 365) * 86_400_000);
  return {
    email: `e2e-${tag}@example.com`,
    password: `Ride-${tag}-2026`,
    nickname: `초대${tag.slice(0, 6)}`,
    name,
    birthDate: birth.toISOString().slice(0, 10).replace(/-/g, ''),
    phone: `010${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`,
  };
}

/**
 * Each new member signs up from an address of their own (198.18.0.0/15, the range kept for
 * testing), as people on their own phones do; the servers trust loopback as their proxy
 * (playwright.config.ts), so the per-address sign-up limits stay real and the suite's many
 * sign-ups from one machine never add up to them.
 */
function newPhoneAddress(): string {
  return `198.${18 + crypto.randomInt(0, 2)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, address?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (address) headers['x-forwarded-for'] = address;
  const response = await request.post(`${AUTH}${path}`, { data, headers });
  const body = await response.json().catch(() => ({}));
  expect(response.ok(), `${path}: ${response.status()} ${JSON.stringify(body)}`).toBe(true);
  return body as T;
}

async function insertMember(databaseUrl: string, member: E2eMember): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (email, password_hash, nickname, nick_type, name, phone, regist_key_type, email_verified_at, phone_verified_at, person_hash)
       VALUES ($1, $2, $3, 'CUSTOM', '김라이더', '01012345678', 'EMAIL', now(), now(), $4)`,
      [member.email, await hashPassword(member.password), member.nickname, crypto.randomBytes(32).toString('hex')]
    );
  } finally {
    await client.end();
  }
}

/** The verification link of the newest mail to `address`: the test SMTP catcher, else the dev outbox page. */
async function verificationLink(page: Page, address: string): Promise<string> {
  const pattern = /https?:\/\/[^\s"'<>]+\/registration\/redirect\/email\?token=[\w-]+/;
  let link = '';
  await expect
    .poll(
      async () => {
        link = (await mailTexts(page, address)).map((text) => pattern.exec(text)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { timeout: 20_000, message: `no verification mail for ${address}` }
    )
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}

async function mailTexts(page: Page, address: string): Promise<string[]> {
  try {
    const response = await page.request.get(`${MAIL_CATCHER}/messages?to=${encodeURIComponent(address)}`);
    if (response.ok())
      return ((await response.json()) as { text: string; html: string }[]).map((m) => `${m.text}\n${m.html}`);
  } catch {
    // No catcher running: the app keeps every mail in its outbox, which the dev page shows.
  }
  const html = await (await page.request.get('/dev/outbox')).text();
  // The script tag carries the CSP nonce (and maybe other attributes): match the id, not the exact tag.
  const data = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  const mails = (data ? JSON.parse(data).props.pageProps.mails : []) as { to: string; text: string }[];
  return mails.filter((m) => m.to === address).map((m) => m.text);
}

async function signUpByEmail(page: Page, member: ReturnType<typeof newIdentity>): Promise<void> {
  const request = page.request;
  const address = newPhoneAddress();
  await post(request, '/registration/start', { service: true, privacy: true, marketing: false }, address);
  const { verificationId } = await post<{ verificationId: string }>(
    request,
    '/identity/start',
    { purpose: 'SIGNUP' },
    address
  );
  const { code } = await post<{ code: string }>(
    request,
    '/identity/sandbox/send',
    {
      verificationId,
      name: member.name,
      birthDate: member.birthDate,
      carrier: 'SKT',
      phone: member.phone,
    },
    address
  );
  await post(request, '/identity/sandbox/confirm', { verificationId, code }, address);
  await post(request, '/registration/identity', { verificationId }, address);
  await post(
    request,
    '/registration/user',
    {
      email: member.email,
      password: member.password,
      nickname: member.nickname,
    },
    address
  );
  // Opening the link only shows it (mail scanners open links too): the button makes the account.
  await page.goto(await verificationLink(page, member.email));
  await page.getByRole('button', { name: '가입 완료하기' }).click();
  await expect(page).toHaveURL(/\/registration\/user\/friend_code$/);
}

/** A new member, signed in in this page's browser context. */
export async function createSignedInMember(page: Page, testInfo: TestInfo): Promise<E2eMember> {
  const identity = newIdentity();
  const databaseUrl = process.env.E2E_DATABASE_URL;
  // The PostgreSQL project's database, or (E2E_BASE_URL) the running server's when the caller names it.
  const direct = testInfo.project.name === 'postgres' || testInfo.project.name === 'external';
  if (direct && databaseUrl) {
    await insertMember(databaseUrl, identity);
    await post(page.request, '/login', { email: identity.email, password: identity.password });
  } else {
    await signUpByEmail(page, identity);
  }
  return { email: identity.email, password: identity.password, nickname: identity.nickname };
}

/** A second person on their own phone (their own cookies, the project's phone settings), signed in. */
export async function secondPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  return (await anotherMember(browser, testInfo)).page;
}

/** Like secondPhone, with the member's sign-in (a journey that reads their mail needs the address). */
export async function anotherMember(
  browser: Browser,
  testInfo: TestInfo
): Promise<{ page: Page; member: E2eMember; context: BrowserContext }> {
  const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, userAgent } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    userAgent,
  });
  const page = await context.newPage();
  const member = await createSignedInMember(page, testInfo);
  return { page, member, context };
}
