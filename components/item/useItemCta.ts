import { useState } from 'react';
import { useRouter } from 'next/router';
import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { useAppSelector } from '@/store/hooks';
import { selectCalendarRange, selectRangeFreeUnits, selectRentalDayCount } from '@/store/calendarSlice';
import { selectItemChoices } from '@/store/itemDetailSlice';
import { selectIsLogin } from '@/store/userSlice';
import { checkSelection, selectionPreview, type SelectionProblem } from '@/store/itemSelection';
import { loginHref } from '@/lib/account/returnUrl';
import { rangeLabel } from '../calendar/rangeLabel';
import { ITEM_CTA_ACTION } from './useItemVisitCapture';

type Options = {
  detail: ItemDetailAnswer;
  /** 'B' guides the shopper through the option sheet first; A (and no variant) is the control. */
  variant: string | null;
  record: (action: string, value1: string) => void;
  openCalendar: () => void;
  openOptionSheet: () => void;
};

export type Attention = 'DATES' | 'OPTIONS' | 'DELIVERY' | null;

const attentionOf = (problem: SelectionProblem): Attention =>
  problem === 'DATES' ? 'DATES' : problem === 'DELIVERY' ? 'DELIVERY' : problem === 'SOLD_OUT' ? null : 'OPTIONS';

/**
 * The call to action of the item page (issue 4, item detail experiment): the label, the summary and
 * total of the sticky bar, and what a press does. Variant A "바로 예약" checks the selection and
 * says in Korean what is missing, pointing at it; variant B "옵션 먼저 선택" opens the option sheet
 * (or the calendar) until the selection is complete, then reads "예약하기". A complete selection
 * goes to the payment page; a visitor goes to log in first and comes back to it.
 */
export function useItemCta({ detail, variant, record, openCalendar, openOptionSheet }: Options) {
  const router = useRouter();
  const isMember = useAppSelector(selectIsLogin);
  const choices = useAppSelector(selectItemChoices);
  const range = useAppSelector(selectCalendarRange);
  const days = useAppSelector(selectRentalDayCount);
  const rangeFreeUnits = useAppSelector(selectRangeFreeUnits);
  const [message, setMessage] = useState<string | null>(null);
  const [attention, setAttention] = useState<Attention>(null);
  const [busy, setBusy] = useState(false);

  const rental = detail.item.dealType === 'RENTAL';
  const check = checkSelection({ detail, choices, range, rangeFreeUnits });
  const guided = variant === 'B';
  const soldOut = detail.dealInfo.isSoldOut;
  let label = rental ? '바로 예약' : '바로 구매';
  if (soldOut) label = '품절';
  else if (guided) label = check.ok ? (rental ? '예약하기' : '구매하기') : '옵션 먼저 선택';

  const parts = [
    rental ? (days > 0 ? rangeLabel(range) : '대여 기간 미선택') : null,
    `필수 옵션 ${choices.currentRequireOptionCount}개`,
  ];
  const summary = parts.filter(Boolean).join(' · ');
  const preview =
    choices.bucket.length > 0 && (!rental || days > 0) ? selectionPreview({ detail, choices, range }) : null;

  // The message answers the last press; once the shopper fixes that part, it goes away.
  const shownMessage = message && !check.ok && attentionOf(check.problem) === attention ? message : null;

  const press = async () => {
    record(ITEM_CTA_ACTION, `${variant ?? 'control'}:${check.ok ? 'ok' : check.problem}`);
    if (!check.ok) {
      setMessage(check.message);
      setAttention(attentionOf(check.problem));
      if (check.problem === 'DATES') openCalendar();
      else if (guided && check.problem !== 'SOLD_OUT') openOptionSheet();
      else document.getElementById('item-options-section')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      return;
    }
    setMessage(null);
    setAttention(null);
    setBusy(true);
    try {
      await router.push(isMember ? check.paymentUrl : loginHref(check.paymentUrl));
    } finally {
      setBusy(false);
    }
  };

  return {
    label,
    summary,
    total: preview?.total ?? null,
    longRentalDiscount: preview?.longRentalDiscount ?? 0,
    message: shownMessage,
    attention: shownMessage ? attention : null,
    busy,
    disabled: soldOut,
    press,
  };
}
