import Link from '@/components/ui/AppLink';
import { useEffect, useId, useRef, useState } from 'react';
import type { OrderDetail } from '@/api/order/orders';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectOrderActionState } from '@/store/orderDetailSlice';
import { runOrderAction } from '@/store/orderThunks';
import styles from './OrderActions.module.css';
import { customerActionsOf } from './orderTables';
import { openReturnStates } from '@/lib/orders/orderReturn';

type Action = OrderDetail['actions'][number];

/** What the confirm dialog says before an action that cannot be undone. */
function confirmText(action: Action): string {
  if (action.refund) {
    const back =
      action.refund.refundAmount > 0
        ? `${formatWon(action.refund.refundAmount)}을 돌려받아요`
        : '돌려받는 금액이 없어요';
    return `${action.refund.condition}: ${action.refund.outcome}. 지금 취소하면 ${back}.${action.refund.restoreBenefits ? ' 사용한 쿠폰과 포인트도 돌려드려요.' : ''}`;
  }
  if (action.action === 'confirmPurchase') return '구매를 확정하면 취소·반품을 요청할 수 없고, 적립 포인트가 지급돼요.';
  return `${action.label}을(를) 진행할까요?`;
}

/**
 * The buttons of an order: exactly the actions the process table allows the customer now (read from
 * the table, which the server applies too), each confirmed in a dialog that says what will happen (a 취소 shows the refund of the rule
 * table), and 리뷰 쓰기 once the rental is used or the purchase confirmed.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const dispatch = useAppDispatch();
  const actionState = useAppSelector(selectOrderActionState);
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (asking) dialogRef.current?.querySelector<HTMLElement>('button, textarea')?.focus();
  }, [asking]);

  const run = async () => {
    if (!asking) return;
    const result = await dispatch(
      runOrderAction({ orderId: order.id, action: asking.action, reason: asking.refund ? reason.trim() || null : null })
    );
    if (runOrderAction.fulfilled.match(result)) {
      setAsking(null);
      setReason('');
    }
  };

  // While a return runs the server refuses 구매 확정 (docs/product.md §4 Returns and exchanges), so it is not offered.
  const returning = order.orderReturn !== null && openReturnStates.some((s) => s === order.orderReturn?.state);
  const actions = customerActionsOf(order).filter((a) => !(returning && a.action === 'confirmPurchase'));
  if (actions.length === 0 && !order.canReview) return null;
  const busy = actionState.status === 'loading';
  return (
    <section className={styles.bar} aria-label="주문 처리">
      {actionState.status === 'failed' && !asking ? (
        <p role="alert" className={styles.error}>
          {actionState.error?.message}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {actions.map((action) => (
          <button
            key={action.action}
            type="button"
            className={action.refund ? styles.secondary : styles.primary}
            disabled={busy}
            onClick={() => setAsking(action)}
          >
            {action.label}
          </button>
        ))}
        {/* The write page opens the order's review for editing when it was written already. */}
        {order.canReview ? (
          <Link href={`/user/write_review/${order.id}`} className={styles.primary}>
            리뷰 쓰기
          </Link>
        ) : null}
      </div>
      {asking ? (
        <div
          className={styles.backdrop}
          role="presentation"
          onClick={(event) => {
            if (event.target === event.currentTarget && !busy) setAsking(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !busy) setAsking(null);
          }}
        >
          <div ref={dialogRef} className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {asking.label}할까요?
            </h2>
            <p className={styles.dialogText}>{confirmText(asking)}</p>
            {asking.refund ? (
              <label className={styles.reason}>
                <span>취소 사유 (선택)</span>
                <textarea value={reason} maxLength={200} rows={2} onChange={(event) => setReason(event.target.value)} />
              </label>
            ) : null}
            {actionState.status === 'failed' ? (
              <p role="alert" className={styles.error}>
                {actionState.error?.message}
              </p>
            ) : null}
            <div className={styles.dialogButtons}>
              <button type="button" className={styles.secondary} disabled={busy} onClick={() => setAsking(null)}>
                닫기
              </button>
              <button type="button" className={styles.primary} disabled={busy} onClick={() => void run()}>
                {busy ? '처리 중…' : asking.label}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
