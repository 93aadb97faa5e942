import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import type { ModelPriceHistory } from '@/api/item/modelDetail';
import { formatWon } from '@/lib/money';
import { formatDayKey } from '@/lib/dates';
import { PRICE_RANGES, parsePriceRange } from '@/lib/priceHistory/ranges';
import { lowestVerdict } from '@/lib/priceHistory/verdict';
import { PriceHistoryChart } from './PriceHistoryChart';
import { PriceHistoryTable } from './PriceHistoryTable';
import styles from './PriceHistorySection.module.css';

type Line = { key: 'sale' | 'rental'; title: string; current: number | null; lowest: number | null };

/**
 * 가격 변동 on the model page (docs/product.md §3 Price history): the chosen range (in the URL, so
 * the server renders it and a shared link shows the same), one chart per line the model has, its
 * 역대 최저가 (the kept year) and the current lowest against it, and the numbers behind 표로 보기.
 */
export function PriceHistorySection({ modelId, history }: { modelId: number; history: ModelPriceHistory }) {
  const router = useRouter();
  const range = parsePriceRange(router.query.range);
  const points = history.points.slice(-range);
  const lines: Line[] = [
    { key: 'sale' as const, title: '구매가', current: history.currentSale, lowest: history.saleLowest },
    { key: 'rental' as const, title: '렌탈 1일', current: history.currentRental, lowest: history.rentalLowest },
  ].filter((line) => points.some((point) => point[line.key] !== null) || line.current !== null);
  if (lines.length === 0) return null;
  const rangeLabel = PRICE_RANGES.find((choice) => choice.days === range)?.label ?? '';
  return (
    <section className={styles.section} aria-labelledby="price-history-title">
      <h2 id="price-history-title" className={styles.title}>
        가격 변동
      </h2>
      <nav className={styles.ranges} aria-label="기간">
        {PRICE_RANGES.map((choice) => (
          <Link
            key={choice.days}
            className={choice.days === range ? styles.rangeActive : styles.range}
            aria-current={choice.days === range ? 'true' : undefined}
            href={{ pathname: `/models/${modelId}`, query: { range: choice.days } }}
            shallow
            scroll={false}
            replace
          >
            {choice.label}
          </Link>
        ))}
      </nav>
      {lines.map((line) => {
        const verdict = lowestVerdict(line.current, line.lowest);
        return (
          <div key={line.key} className={styles.line}>
            <h3 className={styles.lineTitle}>{line.title}</h3>
            <dl className={styles.facts}>
              <div>
                <dt>역대 최저가</dt>
                <dd className="tabular">{line.lowest === null ? '-' : formatWon(line.lowest)}</dd>
              </div>
              <div>
                <dt>지금 최저가</dt>
                <dd className="tabular">{line.current === null ? '판매 매장 없음' : formatWon(line.current)}</dd>
              </div>
            </dl>
            {verdict && (
              <p
                className={
                  line.current !== null && line.lowest !== null && line.current <= line.lowest
                    ? styles.best
                    : styles.verdict
                }
              >
                {verdict}
              </p>
            )}
            <PriceHistoryChart
              values={points.map((point) => point[line.key])}
              label={`최근 ${rangeLabel} ${line.title}`}
              tone={line.key}
            />
            {points.length > 0 && (
              <p className={styles.dates}>
                <span>{formatDayKey(points[0].day)}</span>
                <span>{formatDayKey(points[points.length - 1].day)}</span>
              </p>
            )}
          </div>
        );
      })}
      {points.length > 0 && (
        <details className={styles.details}>
          <summary className={styles.summary}>표로 보기</summary>
          <PriceHistoryTable points={points} lines={lines.map((line) => line.key)} />
        </details>
      )}
      <p className={styles.note}>매장들의 하루 최저가예요. 배송비와 할인은 빠져 있어요.</p>
    </section>
  );
}
