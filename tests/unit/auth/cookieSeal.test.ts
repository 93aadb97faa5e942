/** @jest-environment node */
import { seal, unseal } from '@/server/auth/cookieSeal';

const secret = 'a'.repeat(32) + '-test-secret';
const otherSecret = 'b'.repeat(32) + '-test-secret';

/** Flips one character of a base64url token at the given index, staying in the alphabet. */
function flipAt(token: string, index: number): string {
  const c = token[index];
  return token.slice(0, index) + (c === 'A' ? 'B' : 'A') + token.slice(index + 1);
}

describe('cookieSeal', () => {
  it('opens a token sealed by the earlier (crypto-js) implementation: visitors keep their cookies', () => {
    const token =
      'K3eD09pEWmBhuY6v5pk_pf83Qj8qw_ddKn6DPlXaNQssNWzb0KO06sNGm9iXlFWwNoGdsVf6GByWmCcqZnuDFT83Dx-YfGoFnjUP1KUXK0k';
    expect(unseal(token, 'test-secret-0123456789abcdef0123456789')).toBe('rm-anon-vector/한글');
    expect(unseal(token, 'another-secret-0123456789abcdef012345')).toBeNull();
  });

  it('round-trips ASCII, Korean and empty values', () => {
    for (const value of ['0b3f0c1e-7d7b-4a52-9d0e-2f1c7a3e9b11', '자전거 렌탈 🚲', '']) {
      expect(unseal(seal(value, secret), secret)).toBe(value);
    }
  });

  it('produces URL- and cookie-safe output with a fresh IV each time', () => {
    const a = seal('same value', secret);
    const b = seal('same value', secret);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(unseal(a, secret)).toBe(unseal(b, secret));
  });

  it('does not contain the plaintext', () => {
    const value = 'plain-session-token-value';
    const token = seal(value, secret);
    expect(token).not.toContain(value);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(value);
  });

  it('returns null for any tampering: IV, ciphertext, MAC, truncation, extension', () => {
    const token = seal('user session token', secret);
    expect(unseal(flipAt(token, 0), secret)).toBeNull(); // IV
    expect(unseal(flipAt(token, 30), secret)).toBeNull(); // ciphertext
    expect(unseal(flipAt(token, token.length - 2), secret)).toBeNull(); // MAC
    expect(unseal(token.slice(0, -1), secret)).toBeNull();
    expect(unseal(token.slice(0, -4), secret)).toBeNull();
    expect(unseal(token + 'AAAA', secret)).toBeNull();
  });

  it('returns null for a wrong secret', () => {
    expect(unseal(seal('value', secret), otherSecret)).toBeNull();
  });

  it('returns null for junk without throwing', () => {
    for (const junk of [null, undefined, '', 'not a token', '%%%', 'A', 'A'.repeat(64), 'A'.repeat(5000)]) {
      expect(unseal(junk, secret)).toBeNull();
    }
  });

  it('rejects a token whose ciphertext was swapped in from another sealed value', () => {
    const a = Buffer.from(seal('first value!', secret), 'base64url');
    const b = Buffer.from(seal('second value', secret), 'base64url');
    const spliced = Buffer.concat([a.subarray(0, 16), b.subarray(16)]).toString('base64url');
    expect(unseal(spliced, secret)).toBeNull();
  });

  it('refuses to work without a secret', () => {
    expect(() => seal('value', '')).toThrow();
  });
});
