import type { PricePoint } from '@/lib/priceHistory/series';
import { formatWon } from '@/lib/money';
import { formatDayKey } from '@/lib/dates';
import styles from './PriceHistorySection.module.css';

const TITLES = { sale: '구매가', rental: '렌탈 1일' } as const;

/**
 * The chart's numbers for screen readers and careful shoppers: the first day of the range and each
 * day a price changed, newest first (a year of identical days would bury the changes).
 */
export function PriceHistoryTable({
  points,
  lines,
}: {
  points: readonly PricePoint[];
  lines: readonly ('sale' | 'rental')[];
}) {
  const changes = points.filter(
    (point, index) => index === 0 || lines.some((line) => point[line] !== points[index - 1][line])
  );
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>날짜별 매장 최저가 (바뀐 날만)</caption>
      <thead>
        <tr>
          <th scope="col">날짜</th>
          {lines.map((line) => (
            <th key={line} scope="col">
              {TITLES[line]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...changes].reverse().map((point) => (
          <tr key={point.day}>
            <th scope="row" className="tabular">
              {formatDayKey(point.day)}
            </th>
            {lines.map((line) => {
              const value = point[line];
              return (
                <td key={line} className="tabular">
                  {value === null ? '없음' : formatWon(value)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
