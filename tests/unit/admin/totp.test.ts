/** @jest-environment node */
import { newTotpSecret, totpCodeAt, TOTP_PERIOD_SECONDS, totpUri, verifyTotp } from '@/server/domain/admin/totp';

/** A fixed clock: nothing here depends on today's date. */
const T0 = new Date('2026-03-10T03:00:15Z');
const at = (steps: number) => new Date(T0.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);
const stepOf = (d: Date) => Math.floor(d.getTime() / 1000 / TOTP_PERIOD_SECONDS);
/** RFC 6238 appendix B's SHA-1 secret ("12345678901234567890") in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP verification (RFC 6238)', () => {
  it('matches the RFC 6238 test vector (SHA-1, 59 s → 94287082, 6 digits → 287082)', () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('accepts the current code and one step either side, and nothing further', () => {
    const secret = newTotpSecret();
    expect(verifyTotp(secret, totpCodeAt(secret, at(0)), null, T0)).toBe(stepOf(T0));
    expect(verifyTotp(secret, totpCodeAt(secret, at(-1)), null, T0)).toBe(stepOf(T0) - 1);
    expect(verifyTotp(secret, totpCodeAt(secret, at(1)), null, T0)).toBe(stepOf(T0) + 1);
    expect(verifyTotp(secret, totpCodeAt(secret, at(-2)), null, T0)).toBeNull();
    expect(verifyTotp(secret, totpCodeAt(secret, at(2)), null, T0)).toBeNull();
  });

  it('refuses a replay: a code of the last accepted step or an earlier one', () => {
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, T0);
    const step = verifyTotp(secret, code, null, T0);
    expect(step).not.toBeNull();
    expect(verifyTotp(secret, code, step, T0)).toBeNull();
    expect(verifyTotp(secret, totpCodeAt(secret, at(-1)), step, T0)).toBeNull();
    expect(verifyTotp(secret, totpCodeAt(secret, at(1)), step, T0)).toBe(step! + 1);
  });

  it('refuses malformed and wrong codes, and another secret’s code', () => {
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, T0);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(secret, wrong, null, T0)).toBeNull();
    expect(verifyTotp(secret, '12345', null, T0)).toBeNull();
    expect(verifyTotp(secret, `${code} `, null, T0)).toBeNull();
    expect(verifyTotp(newTotpSecret(), code, null, T0)).toBeNull();
  });

  it('puts the secret and the issuer in the otpauth address the QR code carries', () => {
    const uri = totpUri(RFC_SECRET, 'op@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${RFC_SECRET}`);
    expect(uri).toContain('period=30');
  });
});
