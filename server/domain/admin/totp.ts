import { Secret, TOTP } from 'otpauth';

/**
 * The operator's second factor (docs/product.md §10 Operator sign-in): RFC 6238 TOTP, SHA-1, 6 digits,
 * 30-second steps, as every authenticator app reads it. A code is accepted one step either side of
 * the clock (phones drift), and only for a step later than the last one accepted, so a code seen over
 * a shoulder cannot be used again.
 */
export const TOTP_PERIOD_SECONDS = 30;
const WINDOW = 1;
const ISSUER = 'RideMarket 운영';

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random 160-bit secret, base32 as the apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the QR code carries. */
export function totpUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString();
}

/** The code of `at` (tests and the enrolment journey compute codes the same way an app does). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32, 'x').generate({ timestamp: at.getTime() });
}

const stepOf = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step `code` belongs to, or null when it is wrong, outside the ±1 step window, or of a step
 * not later than `lastStep` (a replay).
 */
export function verifyTotp(secretBase32: string, code: string, lastStep: number | null, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32, 'x').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = stepOf(now) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
