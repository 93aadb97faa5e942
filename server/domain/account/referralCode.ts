import crypto from 'node:crypto';

/** 8 characters without look-alikes (0/O, 1/I/L): easy to read aloud and to type from a screenshot. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE = /^[A-HJKMNP-Z2-9]{8}$/;

export function newReferralCode(): string {
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** What a person typed, as a code: spaces and dashes dropped, upper-cased. */
export function normalizeReferralCode(raw: string): string {
  return raw.normalize('NFKC').replace(/[\s-]/g, '').toUpperCase();
}
