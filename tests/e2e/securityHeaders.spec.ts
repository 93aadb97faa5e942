import { expect, test, type APIResponse, type Page } from '@playwright/test';

// The Content-Security-Policy on the production build: hashes on shared pages, a fresh nonce per
// response on the others with the nonce on every script Next.js writes, the Naver map host on the
// map page only, and no violation on the main screens. The servers run with an http
// SITE_URL (playwright.config.ts), so no HSTS.

const SEARCH = `/search?keyword=${encodeURIComponent('브롬톤')}`;

type Policy = Record<string, string[]>;

function policyOf(response: APIResponse): Policy {
  const header = response.headers()['content-security-policy'];
  expect(header, 'every page carries a Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources])
  );
}

function nonceOf(policy: Policy): string {
  const source = policy['script-src'].find((s) => s.startsWith("'nonce-"));
  expect(source, 'script-src has a nonce').toBeTruthy();
  return source!.slice("'nonce-".length, -1);
}

/** Collects violations from the first script on, for every document the page loads. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

// docs/operations.md §10 What the shared cache keeps: a visitor without a session gets shared pages
// (home, search, models) with no nonce, their inline scripts admitted by hash; a page that is not
// shared (login) keeps a fresh nonce per response.
const SHARED = ['/', SEARCH, '/models/1'];

function checkShape(policy: Policy) {
  expect(policy['script-src']).toContain("'self'");
  expect(policy['script-src'].join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|naver/);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'self'"]);
}

const scriptTags = (html: string) => html.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [];

test('a shared page has the policy shape with hashes instead of a nonce, and is public with no cookie', async ({
  request,
}) => {
  for (const path of SHARED) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = policyOf(response);
    checkShape(policy);
    expect(
      policy['script-src'].some((s) => s.startsWith("'nonce-")),
      path
    ).toBe(false);
    expect(
      policy['script-src'].some((s) => s.startsWith("'sha256-")),
      path
    ).toBe(true);
    expect(response.headers()['cache-control'], path).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/
    );
    expect(response.headers()['set-cookie'], path).toBeUndefined();
    expect(response.headers()['strict-transport-security']).toBeUndefined();
    const html = await response.text();
    expect(scriptTags(html).length, path).toBeGreaterThan(3);
    expect(html, path).not.toContain('nonce=');
    expect(html, path).toContain('"anonId":null');
  }
});

test('a page that is not shared has its own nonce on every script', async ({ request }) => {
  const nonces = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await request.get('/login');
    expect(response.status()).toBe(200);
    const policy = policyOf(response);
    checkShape(policy);
    const nonce = nonceOf(policy);
    nonces.push(nonce);
    expect(response.headers()['cache-control']).toMatch(/^private/);
    for (const tag of scriptTags(await response.text())) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('two anonymous responses of a shared page are the same bytes, also when the second comes from the page cache', async ({
  request,
}) => {
  const first = await request.get('/models/1');
  const second = await request.get('/models/1', { headers: { cookie: 'aid=someone-else-entirely' } });
  expect(second.headers()['x-page-cache']).toBe('hit');
  expect((await second.body()).equals(await first.body())).toBe(true);
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
});

test('the Naver map host is admitted on the map page only', async ({ request }) => {
  const map = policyOf(await request.get('/nearby_store/map'));
  expect(map['script-src']).toContain('https://oapi.map.naver.com');
  for (const path of ['/', '/nearby_store/onboarding', '/models/1']) {
    expect(JSON.stringify(policyOf(await request.get(path))), path).not.toContain('naver');
  }
});

test('the main screens, a cached page and a missing page load with no violation and hydrate', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', SEARCH, '/models/1', '/models/1', '/nearby_store/map', '/login', '/no-such-page-here']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }

  // Hydrated: a tab is a client-side navigation (the window, and this marker, survive it). The home
  // comes from the page cache here (a shared page: its scripts admitted by hash), so this also proves a cached page runs.
  await page.goto('/');
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '검색' }).click();
  await page.waitForURL(/\/search/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await violations()).toEqual([]);
});

test('cookies set over this origin carry the __Host- prefix when Secure', async ({ page, baseURL }) => {
  // A shared page sets no cookie: the app asks for its anonymous id after hydration.
  const visitor = page.waitForResponse((r) => r.url().endsWith('/app/v4/auth/visitor'));
  await page.goto('/');
  await visitor;
  const cookies = await page.context().cookies(baseURL!);
  const aid = cookies.find((c) => c.name === '__Host-aid' || c.name === 'aid');
  expect(aid, 'the anonymous id cookie is set').toBeTruthy();
  // __Host- exactly when Secure (the production build marks identity cookies Secure), and then Path=/ with no Domain.
  expect(aid!.name.startsWith('__Host-')).toBe(aid!.secure);
  expect(aid!.path).toBe('/');
  expect(aid!.httpOnly).toBe(true);
});
