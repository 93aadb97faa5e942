import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { formatWon } from '@/lib/money';
import { rentalDiscountText } from '@/lib/item/rentalDiscount';
import { PriceBlock } from '../ui/PriceBlock';
import styles from './ItemPriceSection.module.css';
import { groupDigits } from '@/lib/digits';

const points = (n: number) => `${groupDigits(n)}P`;

/** Normal price with its discount, the expected price with the best coupon, lease terms and points. */
export function ItemPriceSection({ detail }: { detail: ItemDetailAnswer }) {
  const { item, dealInfo, itemPrice, itemExpectedCouponDiscountedPrice: coupon } = detail;
  const normal = itemPrice.normalPriceInfo;
  const verb = item.dealType === 'RENTAL' ? '예약' : '구매';
  const longRental = item.dealType === 'RENTAL' ? rentalDiscountText(item) : null;
  return (
    <section className={styles.section} aria-labelledby="item-price">
      <h2 id="item-price" className="visually-hidden">
        가격
      </h2>
      <PriceBlock
        price={normal.discountedPrice}
        originPrice={normal.originPrice}
        discountRate={item.discountRate}
        unit={dealInfo.priceUnit ?? undefined}
        size="l"
      />
      {longRental ? (
        <p className={styles.longRental} data-testid="item-long-rental-terms">
          {longRental}
        </p>
      ) : null}
      <div className={styles.coupon}>
        {coupon.enableCouponDiscount ? (
          <p className={styles.expected}>
            <span>쿠폰 적용 시</span>
            <strong className={styles.expectedPrice}>{formatWon(normal.expectedPrice)}</strong>
          </p>
        ) : null}
        <p className={styles.couponText}>{coupon.applyCouponText}</p>
      </div>
      <p className={styles.points}>
        {verb}하면 <strong>{points(itemPrice.expectedNormalRewardPoint)}</strong> 적립돼요
      </p>
      {itemPrice.leasePriceInfoList.length > 0 ? (
        <div className={styles.lease}>
          <h3 className={styles.leaseTitle}>소유권 이전형 렌탈 (리스)</h3>
          <ul className={styles.leaseList}>
            {itemPrice.leasePriceInfoList.map((lease) => (
              <li key={lease.months} className={styles.leaseRow}>
                <span className={styles.leaseMonthly}>{lease.text}</span>
                <span className={styles.leaseTotal}>총 {formatWon(lease.totalPrice)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.points}>
            리스로 {verb}하면 <strong>{points(itemPrice.expectedLeaseRewardPoint)}</strong> 적립돼요
          </p>
        </div>
      ) : null}
    </section>
  );
}
