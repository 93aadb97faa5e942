import type { OrderDetail } from '@/api/order/orders';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import styles from './OrderSections.module.css';
import { stateLabelOf } from './orderTables';

/** The parts of /user/reservations/{id}, each a titled section of the order as the server answered it. */

/** The progress line: the steps and their times as the server's events say, the words from the table. */
export function OrderTimeline({ process, steps }: { process: string; steps: OrderDetail['orderProcesses'] }) {
  return (
    <section className={styles.section} aria-labelledby="order-timeline">
      <h2 id="order-timeline" className={styles.title}>
        진행 상황
      </h2>
      <ol className={styles.timeline}>
        {steps.map((step) => (
          <li
            key={step.state}
            className={
              step.status === 'current' ? styles.stepCurrent : step.status === 'done' ? styles.stepDone : styles.step
            }
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepLabel}>{stateLabelOf(process, step.state, step.label)}</span>
            {step.datetime ? <span className={styles.stepTime}>{formatDateTime(step.datetime)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OrderOptions({ order }: { order: OrderDetail }) {
  return (
    <section className={styles.section} aria-labelledby="order-options">
      <h2 id="order-options" className={styles.title}>
        주문 정보
      </h2>
      <dl className={styles.rows}>
        {order.startDatetime && order.endDate ? (
          <div>
            <dt>이용 기간</dt>
            <dd>
              {order.startDatetime.replaceAll('-', '.')} ~ {order.endDate.replaceAll('-', '.')} ({order.rentalDays}일)
            </dd>
          </div>
        ) : null}
        <div>
          <dt>받는 방법</dt>
          <dd>{order.delivery}</dd>
        </div>
        {order.orderOptions.map((option) => (
          <div key={option.id}>
            <dt>{option.optionType === 1 ? '옵션' : '추가 옵션'}</dt>
            <dd>
              {option.name} × {option.amount}
            </dd>
          </div>
        ))}
        <div>
          <dt>주문 일시</dt>
          <dd>{formatDateTime(order.createdDatetime)}</dd>
        </div>
        <div>
          <dt>주문 번호</dt>
          <dd>{order.id}</dd>
        </div>
      </dl>
      {order.verificationProcess ? <p className={styles.note}>{order.verificationProcess}</p> : null}
    </section>
  );
}

export function OrderAddress({ order }: { order: OrderDetail }) {
  const address = order.shippingAddress;
  if (!address) return null;
  return (
    <section className={styles.section} aria-labelledby="order-address">
      <h2 id="order-address" className={styles.title}>
        배송지
      </h2>
      <p className={styles.lines}>
        <strong>{address.name}</strong> · {address.phone}
        <br />({address.postNum}) {address.address1} {address.address2}
      </p>
      {address.shippingInvoiceNumbers.length > 0 ? (
        <p className={styles.invoice}>
          {order.carrier ?? '택배'} 송장번호 {address.shippingInvoiceNumbers.join(', ')}
          {order.trackingUrl ? (
            <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
              배송 조회
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

export function OrderBusiness({ business }: { business: OrderDetail['orderBusiness'] }) {
  return (
    <section className={styles.section} aria-labelledby="order-business">
      <h2 id="order-business" className={styles.title}>
        매장 정보
      </h2>
      <p className={styles.lines}>
        <strong>{business.name}</strong>
        <br />
        {business.address}
        <br />
        {business.phone}
      </p>
      <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} className={styles.call}>
        전화하기
      </a>
    </section>
  );
}

export function OrderPrice({ order }: { order: OrderDetail }) {
  const p = order.price;
  const rows: [string, string][] = [['상품 금액', formatWon(p.basicPrice)]];
  if (p.basicDiscount > 0) rows.push(['할인 금액', `-${formatWon(p.basicDiscount)}`]);
  if (p.longRentalDiscount > 0) rows.push(['장기 대여 할인', `-${formatWon(p.longRentalDiscount)}`]);
  if (p.couponDiscount > 0) rows.push(['쿠폰 할인', `-${formatWon(p.couponDiscount)}`]);
  if (p.pointDiscount > 0) rows.push(['포인트 사용', `-${formatWon(p.pointDiscount)}`]);
  if (p.insurancePrice > 0) rows.push(['렌탈 보험', formatWon(p.insurancePrice)]);
  if (p.shippingFee > 0) rows.push(['배송비', formatWon(p.shippingFee)]);
  return (
    <section className={styles.section} aria-labelledby="order-price">
      <h2 id="order-price" className={styles.title}>
        결제 정보
      </h2>
      <dl className={styles.rows}>
        {rows.map(([title, value]) => (
          <div key={title}>
            <dt>{title}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>총 결제 금액</dt>
          <dd>{formatWon(p.totalPrice)}</dd>
        </div>
        <div>
          <dt>결제 수단</dt>
          <dd>{order.paymentName}</dd>
        </div>
        {order.leaseMonths && order.leaseMonthlyPrice ? (
          <div>
            <dt>월 납부</dt>
            <dd>
              {formatWon(order.leaseMonthlyPrice)} × {order.leaseMonths}개월
            </dd>
          </div>
        ) : null}
        <div>
          <dt>결제 상태</dt>
          <dd>{order.subStatus}</dd>
        </div>
      </dl>
      {order.refund ? (
        <dl className={styles.rows}>
          <div>
            <dt>환불 예정 금액</dt>
            <dd>{formatWon(order.refund.refundDue)}</dd>
          </div>
          <div>
            <dt>환불된 금액</dt>
            <dd>{formatWon(order.refund.refundedAmount)}</dd>
          </div>
          {order.refund.cancelReason ? (
            <div>
              <dt>취소 사유</dt>
              <dd>{order.refund.cancelReason}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
