/**
 * The invite code itself (issue 17 §1): 16 characters from an alphabet without look-alikes (no 0/O,
 * no 1/I), shown as four groups of four. 32 symbols carry 5 bits each, so a code holds 80 bits: far
 * beyond guessing, even before the redemption rate limits. Only its SHA-256 is stored.
 */
import crypto from 'node:crypto';

export const INVITE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 16;

/** A new random code in its canonical form (no dashes). 256 is a multiple of 32: no modulo bias. */
export function generateInviteCode(): string {
  const bytes = crypto.randomBytes(INVITE_CODE_LENGTH);
  return Array.from(bytes, (byte) => INVITE_ALPHABET[byte % INVITE_ALPHABET.length]).join('');
}

/** `ABCD-EFGH-JKLM-NPQR`: how the operator reads it out and the member types it. */
export function formatInviteCode(canonical: string): string {
  return canonical.match(/.{1,4}/g)?.join('-') ?? canonical;
}

const SEPARATORS = /[\s\-‐‑‒–—―−_.·]/g;
const CANONICAL = new RegExp(`^[${INVITE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/**
 * What the member typed, in canonical form, or null when it cannot be a code. Phones capitalise,
 * autocorrect dashes into en dashes and insert spaces, and a full-width keyboard gives Ｗ for W:
 * NFKC folds the full-width forms, then case and every kind of separator are dropped.
 */
export function normalizeInviteCode(input: string): string | null {
  if (input.length > 64) return null;
  const folded = input.normalize('NFKC').toUpperCase().replace(SEPARATORS, '');
  return CANONICAL.test(folded) ? folded : null;
}

/** What is stored and looked up: the code's SHA-256 in hex (a leaked table redeems nothing). */
export function hashInviteCode(canonical: string): string {
  return crypto.createHash('sha256').update(canonical, 'utf8').digest('hex');
}
