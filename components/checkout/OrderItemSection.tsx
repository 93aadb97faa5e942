import { Icon } from '@/components/ui/Icon';
import { ProductImage } from '@/components/ui/ProductImage';
import { formatWon } from '@/lib/money';
import { formatMonthDay } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  MAX_OPTION_AMOUNT,
  optionAmountChanged,
  selectCheckoutPage,
  selectCheckoutSelection,
} from '@/store/checkoutSlice';
import styles from './Checkout.module.css';

/** 주문 상품: the item, its chosen options with amount steppers (within stock and the cap of 99), and the rental dates. */
export function OrderItemSection() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCheckoutPage);
  const selection = useAppSelector(selectCheckoutSelection);
  if (!page || !selection) return null;
  const amountOf = (optionId: number) => selection.options.find((o) => o.optionId === optionId)?.amount ?? 0;
  const lines = page.lines.filter((l) => !l.isInsurance);
  return (
    <section className={styles.section} aria-labelledby="checkout-item">
      <h2 id="checkout-item" className={styles.sectionTitle}>
        주문 상품
      </h2>
      <div className={styles.item}>
        <ProductImage src={page.img} alt={page.itemName} width={72} height={72} />
        <div>
          <p className={styles.itemName}>{page.itemName}</p>
          <p className={styles.business}>{page.businessName}</p>
        </div>
      </div>
      {page.startDate && page.endDate ? (
        <p className={styles.hint} data-testid="checkout-dates">
          대여 기간 {formatMonthDay(page.startDate)} ~ {formatMonthDay(page.endDate)} ({page.days}일)
        </p>
      ) : null}
      <ul className={styles.lines} aria-label="선택한 옵션">
        {lines.map((line) => {
          const amount = amountOf(line.optionId);
          const max = Math.min(line.maxAmount, MAX_OPTION_AMOUNT);
          const set = (next: number) => dispatch(optionAmountChanged({ optionId: line.optionId, amount: next }));
          return (
            <li key={line.optionId} className={styles.line}>
              <div>
                <div>{line.name}</div>
                <div className={styles.muted}>
                  {formatWon(line.unitPrice)}
                  {page.days > 1 ? ' / 1일' : ''}
                </div>
              </div>
              <div className={styles.stepper}>
                <button
                  type="button"
                  aria-label={`${line.name} 수량 줄이기`}
                  disabled={amount <= 1}
                  onClick={() => set(amount - 1)}
                >
                  <Icon name="minus" size={18} />
                </button>
                <output aria-live="polite" aria-label={`${line.name} 수량`}>
                  {amount}
                </output>
                <button
                  type="button"
                  aria-label={`${line.name} 수량 늘리기`}
                  disabled={amount >= max}
                  onClick={() => set(amount + 1)}
                >
                  <Icon name="plus" size={18} />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
