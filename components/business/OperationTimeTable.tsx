import type { BusinessProfile } from '@/api/item/businessProfile';
import { inSeoul } from '@/lib/dates';
import styles from './BusinessSections.module.css';

function formatClosedDate(ymd: string): string {
  const [, m, d] = ymd.split('-').map(Number);
  return `${m}월 ${d}일`;
}

/** The weekly hours table (Monday first); today's row is marked, closed days say 휴무. */
export function OperationTimeTable({ operationTime }: { operationTime: BusinessProfile['operationTime'] }) {
  // Today's weekday in Seoul (0 = Sunday, as the rows count); rendered the same on server and client
  // within a day. Not Intl.DateTimeFormat: its time-zone data costs a slowed phone 10–17 ms on first use.
  const today = inSeoul(new Date()).day();
  return (
    <div>
      <table className={styles.hours}>
        <caption className="visually-hidden">요일별 영업시간</caption>
        <tbody>
          {operationTime.days.map((day) => (
            <tr key={day.weekday} className={day.weekday === today ? styles.today : undefined}>
              <th scope="row">
                {day.label}
                {day.weekday === today ? <span className={styles.todayTag}>오늘</span> : null}
              </th>
              <td>
                {day.open && day.close ? `${day.open} ~ ${day.close}` : <span className={styles.closedDay}>휴무</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {operationTime.upcomingClosedDates.length > 0 ? (
        <p className={styles.note}>임시 휴무: {operationTime.upcomingClosedDates.map(formatClosedDate).join(', ')}</p>
      ) : null}
    </div>
  );
}
