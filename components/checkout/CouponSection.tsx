import { formatWon } from '@/lib/money';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { couponChosen, selectCheckoutChoices, selectCheckoutPage } from '@/store/checkoutSlice';
import styles from './Checkout.module.css';

/**
 * 쿠폰: the applicable ones first (the best is preselected by the page), then the ones this order
 * cannot use, greyed with the server's reason. One coupon per order; 선택 안 함 clears it.
 */
export function CouponSection() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCheckoutPage);
  const { userCouponId, method } = useAppSelector(selectCheckoutChoices);
  if (!page) return null;
  const lease = method === 'RENTAL_PAY';
  const coupons = [...page.coupons].sort(
    (a, b) => Number(b.applicable) - Number(a.applicable) || b.discount - a.discount
  );
  return (
    <section className={styles.section} aria-labelledby="checkout-coupon">
      <h2 id="checkout-coupon" className={styles.sectionTitle}>
        쿠폰
      </h2>
      {lease ? <p className={styles.hint}>렌탈페이에는 쿠폰을 쓸 수 없어요.</p> : null}
      {coupons.length === 0 ? (
        <p className={styles.muted}>사용할 수 있는 쿠폰이 없어요.</p>
      ) : (
        <fieldset className={styles.choices} disabled={lease}>
          <legend className="visually-hidden">쿠폰 선택</legend>
          <label className={userCouponId === null ? styles.choiceOn : styles.choice}>
            <input
              type="radio"
              name="coupon"
              checked={userCouponId === null}
              onChange={() => dispatch(couponChosen(null))}
            />
            <span className={styles.choiceBody}>
              <span className={styles.choiceTitle}>쿠폰 사용 안 함</span>
            </span>
          </label>
          {coupons.map((coupon) => {
            const on = coupon.userCouponId === userCouponId;
            return (
              <label
                key={coupon.userCouponId}
                className={!coupon.applicable ? styles.choiceDisabled : on ? styles.choiceOn : styles.choice}
              >
                <input
                  type="radio"
                  name="coupon"
                  checked={on}
                  disabled={!coupon.applicable}
                  onChange={() => dispatch(couponChosen(coupon.userCouponId))}
                />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{coupon.name}</span>
                  <span className={styles.muted}>
                    {coupon.applicable
                      ? `${formatWon(coupon.discount)} 할인`
                      : (coupon.reason ?? '이 주문에는 쓸 수 없어요.')}{' '}
                    · {formatDate(coupon.endsAt)}까지
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
