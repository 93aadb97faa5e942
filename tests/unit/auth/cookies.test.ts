/** @jest-environment node */
import {
  COOKIE_MAX_AGE,
  clearSessionCookies,
  identityCookie,
  parseCookieHeader,
  serializeCookie,
  setCookieName,
} from '@/server/auth/cookies';
import { isSaneAnonId, newAnonId } from '@/server/auth/anonId';
import { hashToken, isTokenShape, newToken } from '@/server/auth/tokens';
import { attributes } from './setCookieAttributes';

describe('identity cookies', () => {
  it('has the spec lifetimes: session 5 min, refresh 30 days, anonymous id 129,600 min', () => {
    expect(COOKIE_MAX_AGE).toEqual({ sid: 300, rid: 2_592_000, aid: 7_776_000 });
  });

  it('serialises HttpOnly, SameSite=Lax, Path=/ and no Secure outside production', () => {
    const cookie = identityCookie('aid', 'sealed_value-1', { secure: false });
    expect(cookie.startsWith('aid=sealed_value-1;')).toBe(true);
    expect(attributes(cookie)).toEqual({ 'max-age': '7776000', path: '/', httponly: true, samesite: 'Lax' });
  });

  it('adds Secure in production', () => {
    expect(attributes(identityCookie('sid', 'v', { secure: true }))).toMatchObject({ secure: true, 'max-age': '300' });
  });

  it('never issues a cookie longer than its standard lifetime', () => {
    expect(attributes(identityCookie('sid', 'v', { secure: false }, 10_000))['max-age']).toBe('300');
    expect(attributes(identityCookie('sid', 'v', { secure: false }, 120.7))['max-age']).toBe('120');
  });

  it('clears the session and refresh cookies but keeps the anonymous id on logout', () => {
    const cleared = clearSessionCookies({ secure: true });
    expect(cleared.map(setCookieName)).toEqual(['__Host-sid', '__Host-rid']);
    for (const c of cleared) expect(attributes(c)).toMatchObject({ 'max-age': '0', httponly: true, secure: true });
  });

  it('escapes values that are not cookie-safe', () => {
    expect(serializeCookie('x', 'a b;c', 1, { secure: false })).toMatch(/^x=a%20b%3Bc;/);
  });
});

describe('parseCookieHeader', () => {
  it('parses, trims, decodes, and keeps the first of duplicate names', () => {
    expect(parseCookieHeader('a=1; b = two%20words ; a=3; c="quoted"')).toEqual({
      a: '1',
      b: 'two words',
      c: 'quoted',
    });
  });

  it('survives malformed input', () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('novalue; =x; bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
    expect(parseCookieHeader('__proto__=x; constructor=y').constructor).toBe('y');
  });
});

describe('anonymous ids and tokens', () => {
  it('mints uuid anonymous ids that pass the sanity check', () => {
    const id = newAnonId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isSaneAnonId(id)).toBe(true);
  });

  it('accepts short url-safe ids from apps in the field and rejects junk', () => {
    expect(isSaneAnonId('app_1234-abcd')).toBe(true);
    expect(isSaneAnonId('x'.repeat(64))).toBe(true);
    for (const bad of ['x'.repeat(65), 'short', 'undefined', 'null', '<script>', 'a b c d e f', '', null, 42]) {
      expect(isSaneAnonId(bad)).toBe(false);
    }
  });

  it('makes 32-byte base64url tokens and stores only their SHA-256', () => {
    const token = newToken();
    expect(isTokenShape(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(isTokenShape(token + 'x')).toBe(false);
    expect(isTokenShape(undefined)).toBe(false);
  });
});
