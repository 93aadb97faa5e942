/**
 * Small, framework-free helpers of the referral screens (unit-tested): how points and codes are
 * written, and where a refused code's message goes.
 */
import type { ClientErrorCode } from '@/api/errors';

const pointFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** `3,000P`: points are counted like won but never shown as money. */
export function formatPoints(amount: number): string {
  return `${pointFormat.format(Number.isFinite(amount) ? Math.round(amount) : 0)}P`;
}

/** The longest input kept while typing: 8 characters with a dash and spaces, as people paste them. */
export const FRIEND_CODE_INPUT_MAX = 12;

/**
 * A code as the person types or pastes it, tidied for reading: full-width letters folded, upper
 * case. Spaces and a dash stay out of the way but are accepted; the server makes the canonical form.
 */
export function tidyFriendCode(raw: string): string {
  return raw.normalize('NFKC').toUpperCase().replace(/\s+/g, '').slice(0, FRIEND_CODE_INPUT_MAX);
}

/** Whether the typed text has the code's shape (8 letters and digits once a dash is dropped). */
export function looksLikeFriendCode(text: string): boolean {
  return /^[A-Z0-9]{8}$/.test(text.replace(/-/g, ''));
}

/**
 * Problems with the code itself (its shape, an unknown or unusable code) sit under the field; the
 * rest (already registered, the join window, too many tries, no network) is about the request.
 */
export function friendCodeErrorPlacement(code: ClientErrorCode): 'field' | 'form' {
  return code === 'INVALID_INPUT' || code === 'NOT_FOUND' ? 'field' : 'form';
}

/** The promotion's terms, one per line, without blank lines. */
export function termLines(description: string): string[] {
  return description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `나와 친구 모두 3,000P` when both sides get the same, else `나는 …, 친구는 …` from the reader's side. */
export function rewardPhrase(myPoint: number, friendPoint: number): string {
  return myPoint === friendPoint
    ? `나와 친구 모두 ${formatPoints(myPoint)}`
    : `나는 ${formatPoints(myPoint)}, 친구는 ${formatPoints(friendPoint)}`;
}
