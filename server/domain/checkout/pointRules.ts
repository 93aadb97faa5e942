import { POINT_POLICY } from '@/lib/points/pointPolicy';
import { groupDigits } from '@/lib/digits';

/**
 * How points are spent at checkout: from 1,000 points, in units of 10, never more than the member
 * holds or than what is left to pay after the coupon. One point is one won.
 */
export const POINT_MIN_USE = POINT_POLICY.minUse;
export const POINT_USE_UNIT = POINT_POLICY.useUnit;

/** The most a member can spend on this order: their balance and what is payable, rounded down to the unit. */
export function maxUsablePoints(balance: number, payable: number): number {
  const cap = Math.max(0, Math.min(balance, payable));
  const rounded = cap - (cap % POINT_USE_UNIT);
  return rounded >= POINT_MIN_USE ? rounded : 0;
}

/** Why a requested point amount cannot be used, in Korean; null when it can. */
export function pointUseProblem(requested: number, balance: number, payable: number): string | null {
  if (requested === 0) return null;
  if (!Number.isSafeInteger(requested) || requested < 0) return '포인트는 0 이상의 정수로 입력해 주세요.';
  if (requested < POINT_MIN_USE) return `포인트는 ${groupDigits(POINT_MIN_USE)}P부터 쓸 수 있어요.`;
  if (requested % POINT_USE_UNIT !== 0) return `포인트는 ${POINT_USE_UNIT}P 단위로 쓸 수 있어요.`;
  if (requested > balance) return '보유한 포인트보다 많이 쓸 수 없어요.';
  if (requested > payable) return '결제할 금액보다 많이 쓸 수 없어요.';
  return null;
}
