/** @jest-environment node */
import { clearSessionCookies, identityCookie, readCookies, setCookieName } from '@/server/auth/cookies';
import { clearOAuthFlightCookie, oauthFlightCookie, readOAuthFlight } from '@/server/oauth/oauthCookie';
import { bindingHashOf, ensureBinding } from '@/server/domain/identity/bindingCookie';
import { clearSignupDraftCookie, signupDraftCookie, signupDraftToken } from '@/server/domain/account/draftCookie';
import { attributes } from './setCookieAttributes';

const secret = 'cookie-prefix-secret-'.padEnd(48, 'p');
const flight = {
  provider: 'kakao' as const,
  state: 's'.repeat(43),
  verifier: 'v'.repeat(43),
  returnUrl: '/user/my_page',
  issuedAt: Date.UTC(2026, 0, 1),
};

/** Every Set-Cookie writer of the server, with the given security. */
function allWriters(secure: boolean): string[] {
  const security = { secret, secure };
  return [
    identityCookie('sid', 'a', security),
    identityCookie('rid', 'b', security),
    identityCookie('aid', 'c', security),
    ...clearSessionCookies(security),
    oauthFlightCookie(flight, security),
    clearOAuthFlightCookie(security),
    ensureBinding({}, security).setCookie,
    signupDraftCookie('draft-token', security),
    clearSignupDraftCookie(security),
  ];
}

/** What a browser sends back: name=value of each Set-Cookie. */
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

describe('__Host- prefix', () => {
  it('names every Secure cookie __Host-…, with Path=/ and no Domain as the prefix requires', () => {
    for (const cookie of allWriters(true)) {
      expect(setCookieName(cookie)).toMatch(/^__Host-(sid|rid|aid|oas|ivb|reg)$/);
      expect(attributes(cookie)).toMatchObject({ secure: true, path: '/' });
      expect(attributes(cookie)).not.toHaveProperty('domain');
    }
  });

  it('keeps the short names on plain http, where the browser would refuse a __Host- cookie', () => {
    for (const cookie of allWriters(false)) {
      expect(setCookieName(cookie)).toMatch(/^(sid|rid|aid|oas|ivb|reg)$/);
      expect(attributes(cookie)).not.toHaveProperty('secure');
    }
  });

  it('reads back what it wrote, by short name', () => {
    for (const secure of [true, false]) {
      const security = { secret, secure };
      const binding = ensureBinding({}, security);
      const cookies = readCookies(
        cookieHeader([
          oauthFlightCookie(flight, security),
          binding.setCookie,
          signupDraftCookie('draft-token', security),
        ]),
        security
      );
      expect(readOAuthFlight(cookies, secret, new Date(flight.issuedAt + 1000))).toEqual(flight);
      expect(bindingHashOf(cookies, secret)).toBe(binding.bindingHash);
      expect(signupDraftToken(cookies, secret)).toBe('draft-token');
    }
  });

  it('ignores unprefixed cookies when Secure (planted by a subdomain or over http) and prefixed ones when not', () => {
    const header = 'sid=planted; __Host-sid=ours; theme=dark; __Host-=x';
    expect({ ...readCookies(header, { secure: true }) }).toEqual({ sid: 'ours' });
    expect({ ...readCookies(header, { secure: false }) }).toEqual({ sid: 'planted', theme: 'dark' });
    expect({ ...readCookies(undefined, { secure: true }) }).toEqual({});
  });
});
