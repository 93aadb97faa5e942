import { expect, test, type APIResponse, type Page } from '@playwright/test';

// The Content-Security-Policy on the production build: a fresh nonce per response (also on a page
// served from the anonymous page cache), the nonce on every script Next.js writes, the Naver map
// host on the map page only, and no violation on the main screens. The servers run with an http
// SITE_URL (playwright.config.ts), so no HSTS.

const SEARCH = `/search?keyword=${encodeURIComponent('브롬톤')}`;

type Policy = Record<string, string[]>;

function policyOf(response: APIResponse): Policy {
  const header = response.headers()['content-security-policy'];
  expect(header, 'every page carries a Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(header.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
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
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('every page response has the policy shape, with its own nonce on every script and no HSTS over http', async ({ request }) => {
  for (const path of ['/', SEARCH, '/models/1', '/login']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = policyOf(response);
    const nonce = nonceOf(policy);
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src'].join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|naver/);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(response.headers()['strict-transport-security']).toBeUndefined();
    const html = await response.text();
    const scripts = html.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
});

test('two responses never share a nonce, also when the second comes from the anonymous page cache', async ({ request }) => {
  const first = await request.get('/models/1');
  const second = await request.get('/models/1');
  expect(second.headers()['x-page-cache']).toBe('hit');
  const [a, b] = [nonceOf(policyOf(first)), nonceOf(policyOf(second))];
  expect(a).not.toBe(b);
  const html = await second.text();
  expect(html).toContain(`nonce="${b}"`);
  expect(html).not.toContain(a);
  expect(html).not.toContain('rmNoncePlaceholder');
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
  // comes from the page cache here (its nonce swapped in), so this also proves a cached page runs.
  await page.goto('/');
  await page.goto('/');
  await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '검색' }).click();
  await page.waitForURL(/\/search/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await violations()).toEqual([]);
});

test('cookies set over this origin carry the __Host- prefix when Secure', async ({ page, baseURL }) => {
  await page.goto('/');
  const cookies = await page.context().cookies(baseURL!);
  const aid = cookies.find((c) => c.name === '__Host-aid' || c.name === 'aid');
  expect(aid, 'the anonymous id cookie is set').toBeTruthy();
  // __Host- exactly when Secure (the production build marks identity cookies Secure), and then Path=/ with no Domain.
  expect(aid!.name.startsWith('__Host-')).toBe(aid!.secure);
  expect(aid!.path).toBe('/');
  expect(aid!.httpOnly).toBe(true);
});
