import { formatDate } from '@/lib/dates';
import type { AdminStatement } from '@/api/admin/money';

/** `2025.03.03 ~ 2025.03.09`: a period's first and last day. */
export const periodText = (start: string, end: string) => `${start.replace(/-/g, '.')} ~ ${end.replace(/-/g, '.')}`;

/** A statement's payment state as the operator reads it. */
export function statementState(s: Pick<AdminStatement, 'status' | 'payout' | 'paidAt'>): string {
  if (s.status === 'PAID') return s.paidAt ? `${formatDate(s.paidAt)} 지급 완료` : '지급 완료';
  if (s.status === 'CARRIED') return '다음 정산서로 이월됨';
  return s.payout > 0 ? '지급 전' : '지급할 금액 없음';
}
