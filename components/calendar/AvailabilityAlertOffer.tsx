import { useState } from 'react';
import { useRouter } from 'next/router';
import { BellRing } from 'lucide-react';
import { loginHref } from '@/lib/account/returnUrl';
import { formatMonthDay } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { askAvailabilityAlert } from '@/store/availabilityAlertThunks';
import { selectIsLogin } from '@/store/userSlice';
import styles from './CalendarSheet.module.css';

type Props = { itemId: number; date: string };

/**
 * Shown after a tap on a fully booked day: a member can ask to be told when it frees up (a
 * cancellation or a refusal sends the alarm); a visitor is sent to log in and back.
 */
export function AvailabilityAlertOffer({ itemId, date }: Props) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const isMember = useAppSelector(selectIsLogin);
  const [answer, setAnswer] = useState<{ date: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = answer?.date === date ? answer.text : null;

  const ask = async () => {
    if (!isMember) {
      await router.push(loginHref(router.asPath));
      return;
    }
    setBusy(true);
    const result = await dispatch(askAvailabilityAlert({ itemId, startDate: date, endDate: date }));
    setBusy(false);
    setAnswer({
      date,
      text: askAvailabilityAlert.fulfilled.match(result)
        ? `${formatMonthDay(`${date}T00:00:00+09:00`)}에 빈자리가 생기면 알림으로 알려 드릴게요.`
        : (result.payload?.message ?? '알림을 신청하지 못했어요. 잠시 후 다시 시도해 주세요.'),
    });
  };

  return (
    <div className={styles.alertOffer} role="status">
      {shown ? (
        <p>{shown}</p>
      ) : (
        <>
          <p>{formatMonthDay(`${date}T00:00:00+09:00`)}은 예약이 모두 찼어요.</p>
          <button type="button" className={styles.alertButton} onClick={() => void ask()} disabled={busy}>
            <BellRing size={18} aria-hidden />
            빈자리 알림 받기
          </button>
        </>
      )}
    </div>
  );
}
