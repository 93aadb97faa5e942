import { useState } from 'react';
import type { OrderDetail } from '@/api/order/orders';
import type { OrderReturn } from '@/api/order/returns';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectOrderActionState } from '@/store/orderDetailSlice';
import { runReturnAction } from '@/store/orderThunks';
import { ReturnRequestForm } from './ReturnRequestForm';
import styles from './Returns.module.css';

const CUSTOMER_ACTION_LABELS = { dispute: '분쟁 조정 신청', withdraw: '신청 철회' } as const;
type CustomerReturnAction = keyof typeof CUSTOMER_ACTION_LABELS;
const isCustomerAction = (a: string): a is CustomerReturnAction => Object.hasOwn(CUSTOMER_ACTION_LABELS, a);

/** The return's facts and its timeline, as both the customer and the business read it. */
export function ReturnFacts({ ret }: { ret: OrderReturn }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>상태</dt>
        <dd>
          <strong>{ret.stateLabel}</strong>
        </dd>
        <dt>신청</dt>
        <dd>
          {ret.kindLabel} · {ret.reasonLabel}
        </dd>
        {ret.note ? (
          <>
            <dt>내용</dt>
            <dd>{ret.note}</dd>
          </>
        ) : null}
        {ret.pickupInvoice ? (
          <>
            <dt>회수 송장</dt>
            <dd>
              {ret.pickupCarrier} {ret.pickupInvoice}
            </dd>
          </>
        ) : null}
        {ret.exchangeInvoice ? (
          <>
            <dt>교환품 송장</dt>
            <dd>
              {ret.exchangeCarrier} {ret.exchangeInvoice}
            </dd>
          </>
        ) : null}
        {ret.rejectReason ? (
          <>
            <dt>거절 사유</dt>
            <dd>{ret.rejectReason}</dd>
          </>
        ) : null}
        {ret.kind === 'RETURN' || ret.state === 'REFUNDED' ? (
          <>
            <dt>{ret.state === 'REFUNDED' ? '환불 금액' : '예상 환불 금액'}</dt>
            <dd>
              {formatWon(ret.refundAmount)}
              {ret.feeAmount > 0 ? ` (반품 배송비 ${formatWon(ret.feeAmount)} 차감)` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {ret.photos.length > 0 ? (
        <ul className={styles.photos} aria-label="신청 사진">
          {ret.photos.map((p, i) => (
            <li key={p.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served sized by our own image route */}
              <img src={p.thumbUrl} alt={`반품 사진 ${i + 1}/${ret.photos.length}`} width={96} height={96} />
            </li>
          ))}
        </ul>
      ) : null}
      <ol className={styles.steps} aria-label="반품·교환 진행">
        {ret.steps.map((s, i) => (
          <li key={`${s.state}-${i}`} className={i === ret.steps.length - 1 ? styles.stepCurrent : styles.step}>
            <span>{s.label}</span>
            <time dateTime={s.at} className={styles.time}>
              {formatDateTime(s.at)}
            </time>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The order detail's return (docs/product.md §4 Returns and exchanges): the return and its timeline
 * when there is one, with the customer's steps the table allows (신청 철회, 분쟁 조정 신청); otherwise,
 * while the window is open, 반품·교환 신청 and its form.
 */
export function ReturnSection({ order }: { order: OrderDetail }) {
  const dispatch = useAppDispatch();
  const action = useAppSelector(selectOrderActionState);
  const [open, setOpen] = useState(false);
  const ret = order.orderReturn;
  const busy = action.status === 'loading';
  if (!ret && !order.returnOffer) return null;
  if (!ret && order.returnOffer) {
    return (
      <section className={styles.section} aria-label="반품·교환">
        {open ? (
          <ReturnRequestForm
            orderId={order.id}
            offer={order.returnOffer}
            onDone={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <>
            <p className={styles.hint}>상품을 받은 날부터 7일 이내에 반품·교환을 신청할 수 있어요.</p>
            <SubmitButton type="button" tone="secondary" onClick={() => setOpen(true)}>
              반품·교환 신청
            </SubmitButton>
          </>
        )}
      </section>
    );
  }
  if (!ret) return null;
  const actions = ret.actions.filter(isCustomerAction);
  return (
    <section className={styles.section} aria-labelledby="return-title">
      <h2 id="return-title" className={styles.title}>
        반품·교환
      </h2>
      {action.status === 'failed' && action.error && actions.length > 0 ? (
        <FormAlert>{action.error.message}</FormAlert>
      ) : null}
      <ReturnFacts ret={ret} />
      {actions.length > 0 ? (
        <div className={styles.buttons}>
          {actions.map((a) => (
            <SubmitButton
              key={a}
              type="button"
              tone="secondary"
              busy={busy}
              onClick={() => void dispatch(runReturnAction({ orderId: order.id, action: a }))}
            >
              {CUSTOMER_ACTION_LABELS[a]}
            </SubmitButton>
          ))}
        </div>
      ) : null}
    </section>
  );
}
