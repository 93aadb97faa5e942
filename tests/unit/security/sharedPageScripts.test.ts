import crypto from 'node:crypto';
import { withoutNonce } from '@/server/security/sharedPageScripts';
import { contentSecurityPolicy, newNonce, sharedPolicy } from '@/server/security/contentSecurityPolicy';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('a shared page without its nonce (docs/operations.md §10 What the shared cache keeps)', () => {
  const nonce = newNonce();

  it("admits by hash only the inline scripts that carried this render's nonce", () => {
    const page =
      `<head><link rel="preload" nonce="${nonce}" href="/a.js"><noscript data-n-css="${nonce}"></noscript></head><body>` +
      `<script nonce="${nonce}">boot()</script>` +
      '<script>steal()</script>' + // a script that text written by someone got into the page: no nonce
      `<script src="/_next/static/a.js" nonce="${nonce}"></script>` +
      `<script id="__NEXT_DATA__" type="application/json" nonce="${nonce}">{"a":1}</script></body>`;
    const shared = withoutNonce(page, nonce)!;
    expect(shared.scriptHashes).toEqual([sha256('boot()')]);
    expect(shared.html).not.toContain(nonce);
    expect(shared.html).toContain(
      '<script>boot()</script><script>steal()</script><script src="/_next/static/a.js"></script>'
    );
    expect(shared.html).toContain('<noscript data-n-css=""></noscript>');
  });

  it('is not shared when the nonce is anywhere else in the page', () => {
    expect(withoutNonce(`<script nonce="${nonce}">x()</script><p>${nonce}</p>`, nonce)).toBeNull();
  });

  it('keeps the policy strict: the nonce becomes hashes, never unsafe-inline', () => {
    const policy = contentSecurityPolicy({ nonce, pathname: '/nearby_store/map', dev: false });
    const shared = sharedPolicy(policy, [sha256('boot()')]);
    const scriptSrc = shared.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' https://oapi.map.naver.com https://*.pstatic.net ${sha256('boot()')}`);
    expect(shared).not.toContain('nonce');
    expect(shared).not.toContain("unsafe-inline' ;");
    expect(shared.split('; ').filter((d) => !d.startsWith('script-src '))).toEqual(
      policy.split('; ').filter((d) => !d.startsWith('script-src '))
    );
  });
});
