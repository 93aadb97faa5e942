import { useState } from 'react';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { loginHref } from '@/lib/account/returnUrl';
import { formatMonthDay } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { askAvailabilityAlert } from '@/store/availabilityAlertThunks';
import { selectIsLogin } from '@/store/userSlice';
import styles from './CalendarSheet.module.css';

/** One fully booked day (a tap in the calendar) or a whole range (a dated link that could not be chosen). */
type Props = { itemId: number; startDate: string; endDate: string };

const dayLabel = (date: string) => formatMonthDay(`${date}T00:00:00+09:00`);
const periodLabel = (startDate: string, endDate: string) =>
  startDate === endDate ? dayLabel(startDate) : `${dayLabel(startDate)} ~ ${dayLabel(endDate)}`;

/**
 * Shown after a tap on a fully booked day, or under a dated link's range that bookings fill (issue 31
 * §1): a member can ask to be told when all of it frees up (a cancellation or a refusal sends the
 * alarm); a visitor is sent to log in and back.
 */
export function AvailabilityAlertOffer({ itemId, startDate, endDate }: Props) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const isMember = useAppSelector(selectIsLogin);
  const [answer, setAnswer] = useState<{ key: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = `${startDate}/${endDate}`;
  const shown = answer?.key === key ? answer.text : null;
  const period = periodLabel(startDate, endDate);

  const ask = async () => {
    if (!isMember) {
      await router.push(loginHref(router.asPath));
      return;
    }
    setBusy(true);
    const result = await dispatch(askAvailabilityAlert({ itemId, startDate, endDate }));
    setBusy(false);
    setAnswer({
      key,
      text: askAvailabilityAlert.fulfilled.match(result)
        ? `${period}에 빈자리가 생기면 알림으로 알려 드릴게요.`
        : (result.payload?.message ?? '알림을 신청하지 못했어요. 잠시 후 다시 시도해 주세요.'),
    });
  };

  return (
    <div className={styles.alertOffer} role="status">
      {shown ? (
        <p>{shown}</p>
      ) : (
        <>
          <p>
            {startDate === endDate ? `${period}은 예약이 모두 찼어요.` : `${period}에는 예약이 차 있는 날이 있어요.`}
          </p>
          <button type="button" className={styles.alertButton} onClick={() => void ask()} disabled={busy}>
            <Icon name="bell-ring" size={18} />
            빈자리 알림 받기
          </button>
        </>
      )}
    </div>
  );
}
