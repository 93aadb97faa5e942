import { formatWon } from '@/lib/money';
import { useAppSelector } from '@/store/hooks';
import { selectCheckoutPage, selectQuote } from '@/store/checkoutSlice';
import styles from './Checkout.module.css';
import { groupDigits } from '@/lib/digits';

const minus = (amount: number) => (amount > 0 ? `-${formatWon(amount)}` : formatWon(0));

/**
 * 결제 금액: the server's quote, line by line (docs/product.md §3 Order complete: purchasePriceInfo). While a new quote is on its
 * way the last one stays, marked busy; the page never adds anything up itself.
 */
export function PriceBreakdown() {
  const quote = useAppSelector(selectQuote);
  const deposit = useAppSelector(selectCheckoutPage)?.depositAmount ?? 0;
  const q = quote.value;
  return (
    <section className={styles.section} aria-labelledby="checkout-price" aria-busy={quote.status === 'loading'}>
      <h2 id="checkout-price" className={styles.sectionTitle}>
        결제 금액
      </h2>
      {!q ? (
        quote.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {quote.error?.message ?? '결제 금액을 계산하지 못했어요.'}
          </p>
        ) : (
          <p className={styles.muted}>결제 금액을 계산하고 있어요…</p>
        )
      ) : (
        <dl style={{ margin: 0 }}>
          <div className={styles.row}>
            <dt>상품 금액</dt>
            <dd>{formatWon(q.basicPrice)}</dd>
          </div>
          <div className={styles.row}>
            <dt>할인</dt>
            <dd className={q.basicDiscount > 0 ? styles.minus : undefined}>{minus(q.basicDiscount)}</dd>
          </div>
          {q.longRentalDiscount > 0 ? (
            <div className={styles.row}>
              <dt>장기 대여 할인</dt>
              <dd className={styles.minus} data-testid="quote-long-rental-discount">
                {minus(q.longRentalDiscount)}
              </dd>
            </div>
          ) : null}
          <div className={styles.row}>
            <dt>쿠폰</dt>
            <dd className={q.couponDiscount > 0 ? styles.minus : undefined}>{minus(q.couponDiscount)}</dd>
          </div>
          <div className={styles.row}>
            <dt>포인트</dt>
            <dd className={q.pointDiscount > 0 ? styles.minus : undefined}>{minus(q.pointDiscount)}</dd>
          </div>
          {q.insurancePrice > 0 ? (
            <div className={styles.row}>
              <dt>보험</dt>
              <dd>{formatWon(q.insurancePrice)}</dd>
            </div>
          ) : null}
          <div className={styles.row}>
            <dt>배송비</dt>
            <dd>{q.shippingFee > 0 ? formatWon(q.shippingFee) : '무료'}</dd>
          </div>
          {q.lease ? (
            <div className={styles.row}>
              <dt>렌탈페이 {q.lease.months}개월</dt>
              <dd>
                월 {formatWon(q.lease.monthlyPrice)} · 총 {formatWon(q.lease.totalPrice)}
              </dd>
            </div>
          ) : null}
          <div className={styles.rowStrong}>
            <dt>{q.lease ? '오늘 결제 금액' : '최종 결제 금액'}</dt>
            <dd data-testid="checkout-total">{formatWon(q.chargeNow)}</dd>
          </div>
          {deposit > 0 ? (
            <div className={styles.row}>
              <dt>보증금</dt>
              <dd data-testid="checkout-deposit">{formatWon(deposit)}</dd>
            </div>
          ) : null}
          {deposit > 0 ? (
            <p className={styles.muted}>
              보증금은 결제 금액과 별도로 카드 승인만 해요. 반납 후 48시간 안에 손상 청구가 없으면 자동으로 풀려요.
            </p>
          ) : null}
          <div className={styles.row}>
            <dt className={styles.muted}>적립 예정 포인트</dt>
            <dd className={styles.muted} data-testid="checkout-earn-points">
              {groupDigits(q.earnPoints)}P
            </dd>
          </div>
        </dl>
      )}
      {q && quote.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {quote.error?.message}
        </p>
      ) : null}
    </section>
  );
}
