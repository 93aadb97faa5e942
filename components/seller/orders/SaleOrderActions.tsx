import { useState } from 'react';
import type { SellerOrderAction, SellerOrderDetail } from '@/api/order/sellerOrders';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { ReasonSheet } from '@/components/seller/requests/ReasonSheet';
import { formatWon } from '@/lib/money';
import { ACTION_LABELS } from './sellerOrderText';
import { ShipForm } from './ShipForm';
import { useSellerAction } from './useSellerAction';
import styles from './SellerOrders.module.css';

const CANCEL_REASONS = ['재고 부족', '상품 하자 발견', '배송할 수 없는 지역'] as const;

/** Steps that need nothing but a tap; 발송 and 취소 ask for more first. */
const SIMPLE: readonly SellerOrderAction[] = ['PREPARE', 'MARK_DELIVERED', 'READY_FOR_PICKUP', 'HAND_OVER'];

/**
 * The buttons of a sale (or lease) order: only the steps its tables allow now (the server's `actions`),
 * the shipping form when 발송 is one of them, and 취소 with a reason and the full refund it gives.
 */
export function SaleOrderActions({ detail, notify }: { detail: SellerOrderDetail; notify(message: string): void }) {
  const { order } = detail;
  const { act, busyOn, errorOn } = useSellerAction(notify);
  const [cancelling, setCancelling] = useState(false);
  const busy = busyOn(order.id);
  const simple = order.actions.filter((a) => SIMPLE.includes(a));
  if (order.actions.length === 0) return <p className={styles.note}>지금 처리할 단계가 없어요.</p>;
  return (
    <section className={styles.section} aria-label="주문 처리">
      {errorOn(order.id) && !cancelling ? <FormAlert>{errorOn(order.id)}</FormAlert> : null}
      {simple.length > 0 ? (
        <div className={styles.actions}>
          {simple.map((action) => (
            <SubmitButton
              key={action}
              type="button"
              busy={busy}
              onClick={() => {
                void act({ orderId: order.id, action });
              }}
            >
              {ACTION_LABELS[action]}
            </SubmitButton>
          ))}
        </div>
      ) : null}
      {order.actions.includes('SHIP') ? (
        <ShipForm
          carriers={detail.carriers}
          busy={busy}
          onShip={(carrier, invoiceNumber) => {
            void act({ orderId: order.id, action: 'SHIP', carrier, invoiceNumber });
          }}
        />
      ) : null}
      {order.actions.includes('SELLER_CANCEL') ? (
        <SubmitButton type="button" tone="secondary" onClick={() => setCancelling(true)} disabled={busy}>
          주문 취소
        </SubmitButton>
      ) : null}
      {cancelling ? (
        <ReasonSheet
          title="주문을 취소할까요?"
          reasons={CANCEL_REASONS}
          confirmLabel="취소하기"
          busy={busy}
          error={errorOn(order.id)}
          description={<>결제한 {formatWon(detail.paidAmount)}이 전액 환불되고, 고른 사유가 고객에게 전해져요.</>}
          onClose={() => setCancelling(false)}
          onSubmit={async (reason) => {
            if (await act({ orderId: order.id, action: 'SELLER_CANCEL', reason })) setCancelling(false);
          }}
        />
      ) : null}
    </section>
  );
}
