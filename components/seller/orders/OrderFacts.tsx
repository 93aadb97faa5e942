import type { SellerOrderDetail } from '@/api/order/sellerOrders';
import { deliveryText, periodText } from '@/components/seller/today/todayText';
import { formatWon } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { CustomerContact } from './CustomerContact';
import styles from './SellerOrders.module.css';

const optionLine = (l: SellerOrderDetail['lines'][number]) => `${l.name} × ${l.amount}`;

/** What the business needs to serve the order: the item, the customer to call, when or where, and the money. */
export function OrderFacts({ detail }: { detail: SellerOrderDetail }) {
  const { order } = detail;
  const period = periodText(order.rentalStartDate, order.rentalEndDate);
  const address = order.shipping
    ? `(${order.shipping.postNum}) ${order.shipping.address1} ${order.shipping.address2}`.trim()
    : null;
  return (
    <section className={styles.card} aria-labelledby="order-title">
      <div className={styles.cardHead}>
        <h2 id="order-title" className={styles.cardTitle}>
          {order.itemName}
        </h2>
        <span className={styles.chipState}>{order.stateLabel}</span>
      </div>
      <dl className={styles.facts}>
        <dt>주문 번호</dt>
        <dd>{order.id}</dd>
        <dt>{order.process === 'rentalReservation' ? '예약자' : '주문자'}</dt>
        <CustomerContact name={order.ordererName} phone={order.ordererPhone} />
        {period ? (
          <>
            <dt>이용일</dt>
            <dd>{period}</dd>
          </>
        ) : (
          <>
            <dt>받는 방법</dt>
            <dd>{deliveryText(order.deliveryType)}</dd>
          </>
        )}
        {address && order.shipping ? (
          <>
            <dt>배송지</dt>
            <dd>
              {order.shipping.name} · {order.shipping.phone}
              <br />
              {address}
            </dd>
          </>
        ) : null}
        {detail.lines.length > 0 ? (
          <>
            <dt>옵션</dt>
            <dd>{detail.lines.map(optionLine).join(', ')}</dd>
          </>
        ) : null}
        <dt>결제 금액</dt>
        <dd className={styles.amount}>{formatWon(order.totalPrice)}</dd>
        <dt>결제 상태</dt>
        <dd>
          {order.paymentStateLabel}
          {order.paidAt ? ` · ${formatDateTime(order.paidAt)}` : ''}
        </dd>
        {order.carrier ? (
          <>
            <dt>송장</dt>
            <dd>
              {order.carrier} {order.invoiceNumber}
            </dd>
          </>
        ) : null}
        {order.cancelReason ? (
          <>
            <dt>사유</dt>
            <dd>{order.cancelReason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
