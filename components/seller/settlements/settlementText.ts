import { formatDate } from '@/lib/dates';

/** `2025.03.03 ~ 2025.03.09`: a period's first and last day (dates, no time). */
export function periodText(start: string, end: string): string {
  return `${start.replace(/-/g, '.')} ~ ${end.replace(/-/g, '.')}`;
}

/** The statement's payment state as a seller reads it. */
export function paidText(status: 'CLOSED' | 'PAID' | 'CARRIED', paidAt: string | null): string {
  if (status === 'CARRIED') return '다음 정산으로 이월';
  return status === 'PAID' && paidAt ? `${formatDate(paidAt)} 지급 완료` : '지급 예정';
}

export const statementHref = (id: number) => `/seller/settlements/${id}`;
