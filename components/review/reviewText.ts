import { formatDate, formatMonthDay } from '@/lib/dates';

type OrderDates = {
  dealType: 'RENTAL' | 'SELL';
  rentalStartDate: string | null;
  rentalEndDate: string | null;
  finishedDatetime: string;
};

/** "1월 7일 (수) - 1월 8일 (목) 대여 · 2026.01.10 반납", or "2026.01.10 구매 확정". */
export function orderWhenText(order: OrderDates): string {
  const finished = formatDate(order.finishedDatetime);
  if (order.dealType === 'RENTAL' && order.rentalStartDate && order.rentalEndDate) {
    return `${formatMonthDay(order.rentalStartDate)} - ${formatMonthDay(order.rentalEndDate)} 대여 · ${finished} 반납`;
  }
  return `${finished} 구매 확정`;
}
