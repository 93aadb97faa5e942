/** @jest-environment node */
import { Socket } from 'node:net';
import { IncomingMessage, ServerResponse } from 'node:http';
import { seal, unseal } from '@/server/auth/cookieSeal';
import { createServerIdentityJar, ensureAnonId } from '@/server/auth/serverIdentityJar';
import { setCookieName } from '@/server/auth/cookies';
import { newToken } from '@/server/auth/tokens';
import { attributes, cookieValue } from './setCookieAttributes';

const secret = 's'.repeat(40);
const options = { secret, secure: false };

function pair(cookie?: string): { req: IncomingMessage; res: ServerResponse } {
  const req = new IncomingMessage(new Socket());
  if (cookie) req.headers.cookie = cookie;
  return { req, res: new ServerResponse(req) };
}

function setCookies(res: ServerResponse): string[] {
  const value = res.getHeader('set-cookie');
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
}

describe('ServerIdentityJar', () => {
  it('unseals the session token and anonymous id from the page request cookies', () => {
    const token = newToken();
    const { req, res } = pair(`sid=${seal(token, secret)}; aid=${seal('anon-1234', secret)}; other=1`);
    const jar = createServerIdentityJar(req, res, options);
    expect(jar.getSessionToken()).toBe(token);
    expect(jar.getAnonId()).toBe('anon-1234');
  });

  it('treats missing, tampered or foreign cookies as absent', () => {
    const { req, res } = pair(`sid=${seal(newToken(), 'x'.repeat(40))}; aid=plain-not-sealed`);
    const jar = createServerIdentityJar(req, res, options);
    expect(jar.getSessionToken()).toBeNull();
    expect(jar.getAnonId()).toBeNull();
    const empty = pair();
    expect(createServerIdentityJar(empty.req, empty.res, options).getSessionToken()).toBeNull();
  });

  it('seals new values from service response headers into Set-Cookie, keeping existing ones', () => {
    const { req, res } = pair();
    res.setHeader('set-cookie', ['theme=dark; Path=/']);
    const jar = createServerIdentityJar(req, res, options);
    const token = newToken();
    jar.storeFromResponse(new Headers({ 'x-rm-session': token, 'x-rm-anony-id': 'minted-anon-id' }));
    const cookies = setCookies(res);
    expect(cookies.map(setCookieName)).toEqual(['theme', 'sid', 'aid']);
    const sid = cookies[1];
    expect(unseal(cookieValue(sid), secret)).toBe(token);
    expect(attributes(sid)).toEqual({ 'max-age': '300', path: '/', httponly: true, samesite: 'Lax' });
    expect(attributes(cookies[2])['max-age']).toBe('7776000');
    // Later calls in the same request use the new values.
    expect(jar.getSessionToken()).toBe(token);
    expect(jar.getAnonId()).toBe('minted-anon-id');
  });

  it('relays identity Set-Cookie values the service set itself (a rotated refresh) and replaces earlier ones', () => {
    const { req, res } = pair();
    const jar = createServerIdentityJar(req, res, options);
    const [t1, t2] = [newToken(), newToken()];
    jar.storeFromResponse(new Headers({ 'x-rm-session': t1 }));
    const service = new Headers();
    service.append('set-cookie', `sid=${seal(t2, secret)}; Max-Age=300; Path=/; HttpOnly; SameSite=Lax`);
    service.append('set-cookie', `rid=${seal(newToken(), secret)}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    service.append('set-cookie', 'tracking=1; Path=/');
    jar.storeFromResponse(service);
    expect(setCookies(res).map(setCookieName)).toEqual(['sid', 'rid']);
    expect(jar.getSessionToken()).toBe(t2);
  });

  it('keeps the anonymous id the browser already holds', () => {
    const { req, res } = pair(`aid=${seal('held-anon-id', secret)}`);
    const jar = createServerIdentityJar(req, res, options);
    const service = new Headers({ 'x-rm-anony-id': 'another-anon-id' });
    service.append(
      'set-cookie',
      `aid=${seal('another-anon-id', secret)}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax`
    );
    jar.storeFromResponse(service);
    expect(setCookies(res)).toEqual([]);
    expect(jar.getAnonId()).toBe('held-anon-id');
  });

  it('ignores junk in service headers', () => {
    const { req, res } = pair();
    const jar = createServerIdentityJar(req, res, options);
    jar.storeFromResponse(new Headers({ 'x-rm-session': 'short', 'x-rm-anony-id': 'undefined' }));
    expect(setCookies(res)).toEqual([]);
  });

  it('uses Secure cookies in production', () => {
    const { req, res } = pair();
    createServerIdentityJar(req, res, { secret, secure: true }).storeFromResponse(
      new Headers({ 'x-rm-session': newToken() })
    );
    expect(attributes(setCookies(res)[0]).secure).toBe(true);
  });
});

describe('ensureAnonId', () => {
  it('mints an id and sets the aid cookie for a first visit, once per request', () => {
    const { req, res } = pair();
    const id = ensureAnonId(req, res, options);
    expect(ensureAnonId(req, res, options)).toBe(id);
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(1);
    expect(unseal(cookieValue(cookies[0]), secret)).toBe(id);
    expect(attributes(cookies[0])).toEqual({ 'max-age': '7776000', path: '/', httponly: true, samesite: 'Lax' });
    // A jar of the same request forwards the new id to the services.
    expect(createServerIdentityJar(req, res, options).getAnonId()).toBe(id);
  });

  it('keeps an existing id and sets no cookie', () => {
    const { req, res } = pair(`aid=${seal('existing-anon-id', secret)}`);
    expect(ensureAnonId(req, res, options)).toBe('existing-anon-id');
    expect(setCookies(res)).toEqual([]);
  });

  it('replaces a forged id', () => {
    const { req, res } = pair('aid=forged-value');
    const id = ensureAnonId(req, res, options);
    expect(id).not.toBe('forged-value');
    expect(setCookies(res)).toHaveLength(1);
  });
});
