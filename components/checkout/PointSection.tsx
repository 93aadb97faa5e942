import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  insuranceToggled,
  pointsChanged,
  selectCheckoutChoices,
  selectCheckoutPage,
  selectQuote,
} from '@/store/checkoutSlice';
import styles from './Checkout.module.css';
import { groupDigits } from '@/lib/digits';

const points = (n: number) => `${groupDigits(n)}P`;

/**
 * 포인트: the balance, an input and 전액 사용. The rules (from 1,000P, in 10P units, at most what is
 * left to pay) are the server's: the hint states them and the quote's refusal says which one failed.
 */
export function PointSection() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCheckoutPage);
  const choices = useAppSelector(selectCheckoutChoices);
  const quote = useAppSelector(selectQuote);
  const [text, setText] = useState(choices.points ? String(choices.points) : '');
  // Points changed elsewhere (전액 사용, a new quote) show in the field: reset while rendering, as React advises.
  const [shownPoints, setShownPoints] = useState(choices.points);
  if (shownPoints !== choices.points) {
    setShownPoints(choices.points);
    setText(choices.points ? String(choices.points) : '');
  }
  if (!page) return null;
  const lease = choices.method === 'RENTAL_PAY';
  const usable = page.maxUsablePoints;
  const commit = (raw: string) => dispatch(pointsChanged(Number(raw.replace(/[^\d]/g, '')) || 0));
  const pointError =
    quote.status === 'failed' && choices.points > 0 && quote.error?.message.includes('포인트')
      ? quote.error.message
      : null;
  return (
    <section className={styles.section} aria-labelledby="checkout-points">
      <h2 id="checkout-points" className={styles.sectionTitle}>
        포인트
      </h2>
      <div className={styles.row}>
        <span className={styles.muted}>보유 포인트</span>
        <span>{points(page.pointBalance)}</span>
      </div>
      <div className={styles.inline}>
        <input
          className={styles.input}
          inputMode="numeric"
          aria-label="사용할 포인트"
          placeholder="0"
          value={text}
          disabled={lease || usable === 0}
          onChange={(e) => setText(e.target.value.replace(/[^\d]/g, ''))}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
        <button
          type="button"
          className={styles.small}
          disabled={lease || usable === 0}
          onClick={() => dispatch(pointsChanged(choices.points === usable ? 0 : usable))}
        >
          {choices.points === usable && usable > 0 ? '사용 취소' : '전액 사용'}
        </button>
      </div>
      <p className={styles.hint}>
        {lease
          ? '렌탈페이에는 포인트를 쓸 수 없어요.'
          : usable === 0
            ? `포인트는 ${points(page.pointMinUse)} 이상 모이면 ${points(page.pointUnit)} 단위로 쓸 수 있어요.`
            : `${points(page.pointMinUse)}부터 ${points(page.pointUnit)} 단위로, 이번 주문에는 최대 ${points(usable)}까지 쓸 수 있어요.`}
      </p>
      {pointError ? (
        <p className={styles.error} role="alert">
          {pointError}
        </p>
      ) : null}
    </section>
  );
}

/** 렌탈 보험: shown when the item offers one; a toggle the quote prices. */
export function InsuranceSection() {
  const page = useAppSelector(selectCheckoutPage);
  const { withInsurance } = useAppSelector(selectCheckoutChoices);
  const dispatch = useAppDispatch();
  if (!page?.insurance) return null;
  const { name, price } = page.insurance;
  return (
    <section className={styles.section} aria-labelledby="checkout-insurance">
      <h2 id="checkout-insurance" className={styles.sectionTitle}>
        렌탈 보험
      </h2>
      <label className={styles.toggle}>
        <input type="checkbox" checked={withInsurance} onChange={(e) => dispatch(insuranceToggled(e.target.checked))} />
        {name} 가입 ({groupDigits(price)}원)
      </label>
      <p className={styles.hint}>이용 중 파손되면 보험 범위 안에서 수리비를 내지 않아요.</p>
    </section>
  );
}
