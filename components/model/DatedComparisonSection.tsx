import type { DatedComparison } from '@/api/item/modelDetail';
import { formatDistance } from '@/lib/nearbyMap/distance';
import { rangeLabel } from '@/lib/rentalRange/rentalRange';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { RentalRangePicker } from '../calendar/RentalRangePicker';
import { hrefWithRange } from '../calendar/useRentalRangeQuery';
import { RangeTotal } from '../item/RangeTotal';
import { SectionHeader } from '../ui/SectionHeader';
import { PriceComparisonRow } from './PriceComparisonRow';
import styles from './DatedComparisonSection.module.css';

type Props = {
  range: RentalRange | null;
  comparison: DatedComparison | null;
  onRange: (range: RentalRange | null) => void;
  /** Why the link's range was not used (its days have passed …), by the range rule. */
  rangeError: string | null;
};

/**
 * "이 날짜에 빌릴 수 있는 매장" (issue 31 §1): the date picker (its choice goes to the URL) and, with a range, only the rental
 * offers free on every day of it, cheapest total first, 최저 총액 marked; each row opens the item
 * with the range chosen. With none free, the nearest ranges that have offers, as chips.
 */
export function DatedComparisonSection({ range, comparison, onRange, rangeError }: Props) {
  const dated = range && comparison ? comparison : null;
  const subtitle = dated
    ? `${rangeLabel(dated)} · ${dated.itemCount}곳`
    : '날짜를 고르면 그 기간 내내 빌릴 수 있는 매장과 총액을 보여드려요';
  return (
    <section className={styles.section} aria-labelledby="dated-comparison" data-testid="dated-comparison">
      <SectionHeader id="dated-comparison" title="이 날짜에 빌릴 수 있는 매장" subtitle={subtitle} />
      <div className={styles.picker}>
        <RentalRangePicker value={range} onChange={onRange} />
      </div>
      {rangeError && !range ? (
        <p className={styles.note} role="status">
          {rangeError}
        </p>
      ) : null}
      {dated && dated.items.length > 0 ? (
        <ol className={styles.list}>
          {dated.items.map((row) => (
            <li key={row.offer.item.itemId}>
              <PriceComparisonRow
                offer={row.offer}
                isLowest={row.isCheapest}
                lowestLabel="최저 총액"
                href={hrefWithRange(`/services/${row.offer.item.itemId}`, range)}
                leadMeta={row.distanceKm === null ? null : formatDistance(row.distanceKm)}
                price={
                  <RangeTotal
                    total={row.rangeTotal}
                    days={dated.rangeDays}
                    unitsLeft={row.unitsLeft}
                    perDay={row.offer.item.price}
                  />
                }
              />
            </li>
          ))}
        </ol>
      ) : null}
      {dated && dated.items.length === 0 ? (
        <div className={styles.empty}>
          <p>이 날짜에 빌릴 수 있는 매장이 없어요.</p>
          <p className={styles.hint}>
            아래 가격 비교에서 렌탈 매장을 고르면 이 날짜로 열려요. 예약이 차서 안 되는 날짜라면 빈자리 알림을 받을 수
            있어요.
          </p>
          {dated.nearbyRanges.length > 0 ? (
            <>
              <p className={styles.hint}>가까운 날짜에는 빌릴 수 있어요.</p>
              <ul className={styles.chips} aria-label="가까운 날짜">
                {dated.nearbyRanges.map((near) => (
                  <li key={near.start}>
                    <button
                      type="button"
                      className={styles.chip}
                      onClick={() => onRange({ start: near.start, end: near.end })}
                    >
                      {rangeLabel(near)} · {near.count}곳
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
