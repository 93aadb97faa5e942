import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import type { SellerTodayData } from '@/api/order/sellerToday';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { addDays, formatShortDay } from '@/lib/calendar/dateKeys';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import { selectSellerToday, selectSellerTodayError } from '@/store/sellerTodaySlice';
import { loadSellerTodayPage } from '@/store/sellerTodayThunks';
import { LeaveBusinessSection } from './LeaveBusinessSection';
import { TodayGroup } from './TodayGroup';
import styles from './SellerTodayScreen.module.css';

const dayHref = (day: SellerTodayData, date: string) => (date === day.today ? '/seller' : `/seller?date=${date}`);

/** The day shown, with the days before and after (a business plans tomorrow's pick-ups today). */
function DayNav({ day }: { day: SellerTodayData }) {
  const isToday = day.date === day.today;
  return (
    <nav className={styles.dayNav} aria-label="날짜 이동">
      <Link href={dayHref(day, addDays(day.date, -1))} className={styles.dayStep} aria-label="전날 보기">
        <Icon name="chevron-left" size={20} />
      </Link>
      <h2 className={styles.day}>
        {formatShortDay(day.date)}
        {isToday ? <span className={styles.todayMark}>오늘</span> : null}
      </h2>
      <Link href={dayHref(day, addDays(day.date, 1))} className={styles.dayStep} aria-label="다음 날 보기">
        <Icon name="chevron-right" size={20} />
      </Link>
      {isToday ? null : (
        <Link href="/seller" className={styles.backToday}>
          오늘로
        </Link>
      )}
    </nav>
  );
}

function Summary({ day }: { day: SellerTodayData }) {
  const items = [
    { label: '픽업', value: day.counts.pickups },
    { label: '반납', value: day.counts.returns + day.counts.overdue },
    { label: '예약 요청', value: day.counts.requests },
    { label: '발송', value: day.counts.toShip },
  ];
  return (
    <dl className={styles.summary}>
      {items.map((item) => (
        <div key={item.label} className={styles.summaryItem}>
          <dt>{item.label}</dt>
          <dd>
            <strong>{item.value}</strong>건
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Agenda({ day }: { day: SellerTodayData }) {
  const isToday = day.date === day.today;
  return (
    <>
      <DayNav day={day} />
      <Summary day={day} />
      <TodayGroup
        id="today-requests"
        title="새 예약 요청"
        count={day.counts.requests}
        entries={day.requests}
        empty="답을 기다리는 예약 요청이 없어요."
        more={{ href: '/seller/requests', label: '요청 전체' }}
        note={
          day.counts.requests > 0 ? (
            <p className={styles.groupNote}>
              접수 후 3일(72시간) 안에 답하지 않으면 무응답으로 취소되고 전액 환불돼요.
            </p>
          ) : null
        }
      />
      <TodayGroup
        id="today-pickups"
        title={isToday ? '오늘 픽업' : '이날 픽업'}
        count={day.counts.pickups}
        entries={day.pickups}
        empty={isToday ? '오늘 건넬 장비나 수령 대기 주문이 없어요.' : '이날 시작하는 렌탈이 없어요.'}
      />
      <TodayGroup
        id="today-returns"
        title={isToday ? '오늘 반납' : '이날 반납'}
        count={day.counts.returns + day.counts.overdue}
        entries={day.returns}
        empty={isToday ? '오늘 돌아올 장비가 없어요.' : '이날 끝나는 렌탈이 없어요.'}
      />
      <TodayGroup
        id="today-ship"
        title="발송할 주문"
        count={day.counts.toShip}
        entries={day.toShip}
        empty="발송을 기다리는 택배·배송 주문이 없어요."
        more={{ href: '/seller/orders', label: '주문 전체' }}
      />
    </>
  );
}

/**
 * /seller, the console's 오늘 (issue 17 §1): new requests with the time left to answer, the day's
 * pick-ups and returns, and the orders to ship; every row opens the order in the console.
 */
export function SellerTodayScreen() {
  const dispatch = useAppDispatch();
  const { query } = useRouter();
  const date = typeof query.date === 'string' ? query.date : null;
  const businessName = useAppSelector(selectBusinessName);
  const day = useAppSelector(selectSellerToday);
  const error = useAppSelector(selectSellerTodayError);
  return (
    <SellerFrame title="오늘" section="today" businessName={businessName}>
      <div className={styles.page}>
        {day ? (
          <Agenda day={day} />
        ) : (
          <ErrorState
            message={error?.message ?? '오늘 일정을 불러오지 못했어요.'}
            onRetry={() => {
              void dispatch(loadSellerTodayPage(date));
            }}
          />
        )}
        <LeaveBusinessSection businessName={businessName} />
      </div>
    </SellerFrame>
  );
}
