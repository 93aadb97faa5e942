/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  cspScopeOf,
  isNonce,
  newNonce,
  nonceOfPolicy,
} from '@/server/security/contentSecurityPolicy';
import { strictTransportSecurity } from '@/server/security/strictTransportSecurity';
import { inlineScriptHashes } from '@/server/security/prerenderedScripts';

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources])
  );

describe('Content-Security-Policy', () => {
  it("admits scripts from our origin and this response's nonce only, with no plugins, base or foreign framing", () => {
    const nonce = newNonce();
    const policy = directives(contentSecurityPolicy({ nonce, pathname: '/models/1', dev: false }));
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(JSON.stringify(policy)).not.toMatch(/naver|portone|unsafe-eval/);
  });

  it("lets forms submit to our own origin only, except where PortOne's window posts to the payment company", () => {
    const nonce = newNonce();
    // Every form of ours is same-origin (search boxes, GET); social login starts with a link, not a form.
    for (const pathname of ['/', '/community/search', '/login', '/user/my_page', '/nearby_store/map']) {
      expect(directives(contentSecurityPolicy({ nonce, pathname, dev: false }))['form-action']).toEqual(["'self'"]);
    }
    for (const pathname of ['/services/12/payment', '/identity/portone/abc', '/user/card_regist']) {
      expect(directives(contentSecurityPolicy({ nonce, pathname, dev: false }))['form-action']).toEqual([
        "'self'",
        'https:',
      ]);
    }
  });

  it('admits the Naver map script on the map page only', () => {
    const nonce = newNonce();
    const map = directives(contentSecurityPolicy({ nonce, pathname: '/nearby_store/map', dev: false }));
    expect(map['script-src']).toContain('https://oapi.map.naver.com');
    for (const pathname of ['/', '/nearby_store/3', '/nearby_store/map/x', '/search']) {
      expect(contentSecurityPolicy({ nonce, pathname, dev: false })).not.toContain('naver');
    }
    expect(cspScopeOf('/nearby_store/map/')).toBe('naverMap');
    expect(cspScopeOf('/identity/portone/[id]')).toBe('portone');
  });

  it('allows eval only for the development server, and the API origin when the browser calls another one', () => {
    const nonce = newNonce();
    expect(directives(contentSecurityPolicy({ nonce, pathname: '/', dev: true }))['script-src']).toContain(
      "'unsafe-eval'"
    );
    expect(
      directives(contentSecurityPolicy({ nonce, pathname: '/', dev: false, apiOrigin: 'https://www.ridemarket.kr' }))[
        'connect-src'
      ]
    ).toEqual(["'self'", 'https://www.ridemarket.kr']);
  });

  it('mints a fresh, well-formed nonce each time and reads it back from a policy as Next.js does', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => newNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(isNonce(nonce)).toBe(true);
    const [nonce] = nonces;
    expect(nonceOfPolicy(contentSecurityPolicy({ nonce, pathname: '/', dev: false }))).toBe(nonce);
    expect(nonceOfPolicy("default-src 'self'")).toBeNull();
    expect(nonceOfPolicy(undefined)).toBeNull();
    expect(() => contentSecurityPolicy({ nonce: "x' 'unsafe-inline", pathname: '/', dev: false })).toThrow();
  });
});

describe('prerendered pages', () => {
  it('admits by hash exactly the inline scripts that run, not sourced scripts nor JSON data', () => {
    const html =
      '<script>boot(1)</script><script src="/a.js"></script><script id="__NEXT_DATA__" type="application/json">{}</script>' +
      '<script type="application/ld+json">{}</script><script defer="">boot(2)</script><script></script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(hashes).toEqual([sha('boot(1)'), sha('boot(2)')]);
    const policy = contentSecurityPolicy({ nonce: newNonce(), pathname: '/', dev: false, scriptHashes: hashes });
    expect(directives(policy)['script-src']).toEqual(expect.arrayContaining(hashes));
    expect(() =>
      contentSecurityPolicy({ nonce: newNonce(), pathname: '/', dev: false, scriptHashes: ["'unsafe-inline'"] })
    ).toThrow();
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent for an https site, two years with subdomains', () => {
    expect(strictTransportSecurity('https://www.ridemarket.kr')).toBe('max-age=63072000; includeSubDomains');
  });

  it('is never sent for an http site or a missing or broken address', () => {
    for (const siteUrl of ['http://localhost:3000', 'http://127.0.0.1:3401', '', undefined, 'not a url']) {
      expect(strictTransportSecurity(siteUrl)).toBeNull();
    }
  });
});

describe('proxy.ts', () => {
  const site = process.env.SITE_URL;
  afterEach(() => {
    process.env.SITE_URL = site;
  });

  async function respond(url: string, siteUrl: string) {
    process.env.SITE_URL = siteUrl;
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('@/proxy');
    return proxy(
      new NextRequest(url, { headers: { 'content-security-policy': "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAAAA'" } })
    );
  }

  it('sends HSTS only when SITE_URL is https', async () => {
    expect(
      (await respond('https://www.ridemarket.kr/', 'https://www.ridemarket.kr')).headers.get(
        'strict-transport-security'
      )
    ).toBe('max-age=63072000; includeSubDomains');
    expect(
      (await respond('http://127.0.0.1:3000/', 'http://127.0.0.1:3000')).headers.get('strict-transport-security')
    ).toBeNull();
  });

  it("puts one fresh policy on the response and, replacing the client's, on the request Next.js renders", async () => {
    const first = await respond('http://127.0.0.1:3000/models/1', 'http://127.0.0.1:3000');
    const second = await respond('http://127.0.0.1:3000/models/1', 'http://127.0.0.1:3000');
    const policy = first.headers.get('content-security-policy')!;
    expect(nonceOfPolicy(policy)).not.toBe(nonceOfPolicy(second.headers.get('content-security-policy')));
    expect(nonceOfPolicy(policy)).not.toBe('AAAAAAAAAAAAAAAAAAAAAAAA');
    // NextResponse.next({ request: { headers } }) hands the rewritten request headers on this way.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });
});
