import { inSeoul, type DateInput } from '@/lib/dates';

/**
 * Campaign and benefit periods end at an exclusive instant (the first moment after the last day),
 * so the last day a shopper reads is the Seoul date one millisecond before it.
 */
const lastDay = (endsAt: DateInput) => inSeoul(new Date(inSeoul(endsAt).valueOf() - 1));

/** `12월 31일까지` */
export function untilText(endsAt: DateInput): string {
  return `${lastDay(endsAt).format('M월 D일')}까지`;
}

/** `11월 16일(월) ~ 12월 31일(목)` */
export function periodText(startsAt: DateInput, endsAt: DateInput): string {
  return `${inSeoul(startsAt).format('M월 D일(dd)')} ~ ${lastDay(endsAt).format('M월 D일(dd)')}`;
}

/** Whole days left including today, in Seoul (`D-3`); 0 on the last day. */
export function daysLeft(endsAt: DateInput, now: DateInput = Date.now()): number {
  const end = lastDay(endsAt).startOf('day');
  const today = inSeoul(now).startOf('day');
  return Math.max(0, Math.round((end.valueOf() - today.valueOf()) / 86_400_000));
}
