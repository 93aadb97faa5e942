import Link from '@/components/ui/AppLink';
import type { SellerActionInput, SellerRequest } from '@/api/order/sellerOrders';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { deadlineText, isDeadlineNear, periodText } from '@/components/seller/today/todayText';
import { CustomerContact } from '@/components/seller/orders/CustomerContact';
import { formatWon } from '@/lib/money';
import styles from '@/components/seller/orders/SellerOrders.module.css';

type Props = {
  request: SellerRequest;
  busy: boolean;
  error: string | null;
  onAct(input: SellerActionInput): void;
  onRefuse(): void;
};

/** One request to answer: what, when, who (with a call link), how much, and the time left. */
export function RequestCard({ request, busy, error, onAct, onRefuse }: Props) {
  const { order, minutesLeft } = request;
  const titleId = `request-${order.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <Link href={`/seller/reservations/${order.id}`} className={styles.cardLink}>
          <h2 id={titleId} className={styles.cardTitle}>
            {order.itemName}
          </h2>
        </Link>
        <span className={isDeadlineNear(minutesLeft) ? styles.chipWarning : styles.chip}>
          {deadlineText(minutesLeft)}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>이용일</dt>
        <dd>{periodText(order.rentalStartDate, order.rentalEndDate) ?? '-'}</dd>
        <dt>예약자</dt>
        <CustomerContact name={order.ordererName} phone={order.ordererPhone} />
        <dt>결제 금액</dt>
        <dd className={styles.amount}>{formatWon(order.totalPrice)}</dd>
      </dl>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={styles.actions}>
        <SubmitButton type="button" tone="secondary" onClick={onRefuse} disabled={busy}>
          거절
        </SubmitButton>
        <SubmitButton type="button" busy={busy} onClick={() => onAct({ orderId: order.id, action: 'ACCEPT' })}>
          수락
        </SubmitButton>
      </div>
    </li>
  );
}
