import type { ReactNode } from 'react';
import Link from '@/components/ui/AppLink';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { AdminFrame } from '../AdminFrame';
import { AUDIT_ACTION_LABELS } from '../AdminAuditScreen';
import { OrderActionsPanel } from './OrderActionsPanel';
import styles from '../Admin.module.css';

/** A signed journal amount: debit positive (차변), credit negative (대변). */
const signed = (amount: number) => (amount >= 0 ? `차변 ${formatWon(amount)}` : `대변 ${formatWon(-amount)}`);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * /admin/orders/{id}: the order with its parties, payment, rental period or delivery, its full
 * timeline, its money (ledger and journal), the operator's steps and their audit rows
 * (docs/product.md §10 Orders).
 */
export function AdminOrderScreen() {
  const { order } = useAppSelector(selectAdminConsole);
  if (!order) return null;
  return (
    <AdminFrame title={`주문 ${order.id}`} section="orders">
      <p>
        <Link href="/admin/orders" className={styles.link}>
          주문 검색으로
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="order-title">
        <h2 id="order-title" className={styles.sectionTitle}>
          {order.itemName} <span className={styles.tag}>{order.stateLabel}</span>
        </h2>
        <dl className={styles.facts}>
          <Fact term="종류">{order.processLabel}</Fact>
          <Fact term="결제 상태">{order.paymentStateLabel}</Fact>
          <Fact term="주문 금액">{formatWon(order.totalPrice)}</Fact>
          <Fact term="주문일시">{formatDateTime(order.createdAt)}</Fact>
          {order.rentalStartDate && order.rentalEndDate ? (
            <Fact term="이용 기간">
              {formatDate(order.rentalStartDate)} ~ {formatDate(order.rentalEndDate)}
            </Fact>
          ) : null}
          <Fact term="받는 방법">{order.deliveryName}</Fact>
          {order.shippingAddress ? <Fact term="배송지">{order.shippingAddress}</Fact> : null}
          {order.invoiceNumber ? (
            <Fact term="송장">
              {order.carrier} {order.invoiceNumber}
            </Fact>
          ) : null}
          {order.deadline ? (
            <Fact term={order.deadline.label}>
              {order.deadline.at ? formatDateTime(order.deadline.at) : '멈춤'}
              {order.deadline.extensionDays > 0 ? ` (운영자 ${order.deadline.extensionDays}일 연장)` : ''}
            </Fact>
          ) : null}
          {order.cancelReason ? <Fact term="취소 사유">{order.cancelReason}</Fact> : null}
          {order.orderReturn ? (
            <Fact term="반품·교환">
              {order.orderReturn.kindLabel} · {order.orderReturn.reasonLabel} · {order.orderReturn.stateLabel}
            </Fact>
          ) : null}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="parties-title">
        <h2 id="parties-title" className={styles.sectionTitle}>
          당사자
        </h2>
        <dl className={styles.facts}>
          <Fact term="회원">
            <Link href={`/admin/members/${order.member.id}`} className={styles.link}>
              {order.member.nickname}
            </Link>
            <span className={styles.hintBlock}>
              {order.member.email ?? '이메일 없음'} · {order.member.phone ?? '전화번호 없음'}
            </span>
          </Fact>
          <Fact term="주문자">
            {order.ordererName} · {order.ordererPhone}
          </Fact>
          <Fact term="매장">
            <Link href={`/admin/businesses/${order.business.id}`} className={styles.link}>
              {order.business.name}
            </Link>
            <span className={styles.hintBlock}>{order.business.phone}</span>
          </Fact>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="payment-title">
        <h2 id="payment-title" className={styles.sectionTitle}>
          결제와 환불
        </h2>
        <dl className={styles.facts}>
          <Fact term="결제 수단">{order.paymentName}</Fact>
          <Fact term="결제일시">{order.paidAt ? formatDateTime(order.paidAt) : '결제 전'}</Fact>
          <Fact term="결제된 금액">{formatWon(order.chargedAmount)}</Fact>
          <Fact term="쿠폰 할인">{formatWon(order.couponDiscount)}</Fact>
          <Fact term="사용한 포인트">{formatWon(order.pointsUsed)}</Fact>
          <Fact term="배송비">{formatWon(order.shippingFee)}</Fact>
          <Fact term="환불할 금액">{formatWon(order.refundDue)}</Fact>
          <Fact term="환불된 금액">{formatWon(order.refundedAmount)}</Fact>
          <Fact term="더 환불할 수 있는 금액">{formatWon(order.refundableAmount)}</Fact>
        </dl>
      </section>
      <OrderActionsPanel order={order} />
      <section className={styles.section} aria-labelledby="timeline-title">
        <h2 id="timeline-title" className={styles.sectionTitle}>
          타임라인
        </h2>
        <ol className={styles.timeline}>
          {order.events.map((e) => (
            <li key={e.id}>
              <strong>
                {e.processLabel} · {e.actionLabel}
              </strong>{' '}
              {e.fromLabel ? `${e.fromLabel} → ` : ''}
              {e.toLabel}
              <span className={styles.hintBlock}>
                {formatDateTime(e.createdAt)} · {e.actorLabel}
                {e.actorNickname ? ` ${e.actorNickname}` : ''}
                {e.note ? ` · ${e.note}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="ledger-title">
        <h2 id="ledger-title" className={styles.sectionTitle}>
          원장
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.wideTable}>
            <thead>
              <tr>
                <th scope="col">구분</th>
                <th scope="col">금액</th>
                <th scope="col">일시</th>
                <th scope="col">분개</th>
                <th scope="col">정산서</th>
              </tr>
            </thead>
            <tbody>
              {order.ledger.map((l) => (
                <tr key={l.id}>
                  <td>{l.kindLabel}</td>
                  <td className={styles.amount}>{formatWon(l.amount)}</td>
                  <td>{formatDateTime(l.createdAt)}</td>
                  <td>
                    <ul className={styles.plainList}>
                      {l.postings.map((p) => (
                        <li key={p.account}>
                          {p.accountLabel} {signed(p.amount)}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{l.statementId ? `정산서 ${l.statementId}` : '정산 전'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {order.ledger.length === 0 ? <p className={styles.hint}>결제나 환불 기록이 없어요.</p> : null}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="audit-title">
        <h2 id="audit-title" className={styles.sectionTitle}>
          운영 기록
        </h2>
        {order.audit.length === 0 ? (
          <p className={styles.hint}>이 주문에 대한 운영자 처리가 없어요.</p>
        ) : (
          <ul className={styles.timeline}>
            {order.audit.map((a) => (
              <li key={a.id}>
                <strong>{AUDIT_ACTION_LABELS[a.action] ?? a.action}</strong> · {a.reason ?? '사유 없음'}
                <span className={styles.hintBlock}>
                  {formatDateTime(a.createdAt)} · {a.operatorNickname}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminFrame>
  );
}
