import type { LeaseExample } from '@/api/item/promotions';
import { formatWon } from '@/lib/money';
import styles from './LeaseExampleTable.module.css';
import { groupDigits } from '@/lib/digits';

/** Per-mille per year as Korean shops write a rate: `4.9%`. */
const perMilleText = (perMille: number) => `${(perMille / 10).toFixed(1).replace(/\.0$/, '')}%`;

/**
 * The worked example of a lease, every figure as the server's lease pricing computed it (the same
 * code the item page and the order use); nothing is recomputed here. One card per term, side by
 * side, so a phone shows all three without scrolling sideways.
 */
export function LeaseExampleTable({ example }: { example: LeaseExample }) {
  return (
    <section className={styles.box} aria-labelledby="lease-example">
      <h2 id="lease-example" className={styles.title}>
        {formatWon(example.price)} 자전거라면 이렇게 내요
      </h2>
      <p className={styles.sub}>
        리스 수수료 연 {perMilleText(example.feePerMillePerYear)} · 월 납입금은 100원 단위 올림
      </p>
      <ul className={styles.terms}>
        {example.rows.map((row) => (
          <li key={row.months} className={styles.term} data-months={row.months} aria-label={`${row.months}개월`}>
            <h3 className={styles.months}>{row.months}개월</h3>
            <p className={styles.monthlyLabel}>월 납입금</p>
            <p className={styles.monthly} data-field="monthly">
              {formatWon(row.monthlyPrice)}
            </p>
            <dl className={styles.figures}>
              <dt>총 납입금</dt>
              <dd data-field="total">{formatWon(row.totalPrice)}</dd>
              <dt>수수료</dt>
              <dd data-field="fee">{formatWon(row.fee)}</dd>
              <dt>적립 포인트</dt>
              <dd data-field="points">{groupDigits(row.rewardPoint)}P</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        수수료는 총 납입금에서 상품 가격을 뺀 금액이에요. 포인트는 상품 가격의 {example.rewardRatePercent}%가 적립돼요.
      </p>
    </section>
  );
}
