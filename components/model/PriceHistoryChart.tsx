import { CHART_HEIGHT, CHART_WIDTH, chartGeometry } from '@/lib/priceHistory/chartGeometry';
import { formatWon } from '@/lib/money';
import styles from './PriceHistoryChart.module.css';

type Props = {
  /** One value a day, oldest first; null is a day without an offer. */
  values: readonly (number | null)[];
  /** What the line is, for screen readers: `최근 90일 구매가`. */
  label: string;
  tone: 'sale' | 'rental';
};

/**
 * A plain server-rendered SVG line (docs/product.md §3 Price history; no chart library reaches the
 * browser). The exact numbers are in the table behind 표로 보기; the picture only shows the shape,
 * with its highest and lowest written beside it.
 */
export function PriceHistoryChart({ values, label, tone }: Props) {
  const geometry = chartGeometry(values);
  if (!geometry) return <p className={styles.empty}>아직 가격 기록이 없어요.</p>;
  const { segments, min, max } = geometry;
  return (
    <figure className={styles.figure}>
      <p className={styles.axis}>
        <span className="tabular">{formatWon(max)}</span>
      </p>
      <svg
        className={tone === 'sale' ? styles.sale : styles.rental}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-label={`${label}: 최고 ${formatWon(max)}, 최저 ${formatWon(min)}`}
      >
        <line className={styles.grid} x1={0} x2={CHART_WIDTH} y1={CHART_HEIGHT - 1} y2={CHART_HEIGHT - 1} />
        {segments.map((segment) =>
          segment.length === 1 ? (
            <circle key={`${segment[0].x}`} className={styles.dot} cx={segment[0].x} cy={segment[0].y} r={4} />
          ) : (
            <polyline
              key={`${segment[0].x}`}
              className={styles.line}
              points={segment.map((point) => `${point.x},${point.y}`).join(' ')}
            />
          )
        )}
      </svg>
      <p className={styles.axis}>
        <span className="tabular">{formatWon(min)}</span>
      </p>
    </figure>
  );
}
