import { useState } from 'react';
import type { SellerOrderDetail } from '@/api/order/sellerOrders';
import type { SellerReturnInput } from '@/api/order/returns';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { ReturnFacts } from '@/components/order/returns/ReturnSection';
import { ReasonSheet } from '@/components/seller/requests/ReasonSheet';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectConditionReportSend } from '@/store/sellerOrderSlice';
import { actOnSellerReturn } from '@/store/sellerOrderThunks';
import { ShipForm } from './ShipForm';
import styles from './SellerOrders.module.css';

const REJECT_REASONS = ['사용 흔적이 있어요', '구성품이 빠졌어요', '고객 요청으로 맞춤 작업한 상품이에요'] as const;

const DONE: Record<SellerReturnInput['action'], string> = {
  accept: '반품을 접수했어요. 회수 송장이 고객에게 전해져요.',
  inspect: '검수 완료로 처리했어요.',
  refund: '환불했어요.',
  sendExchange: '교환품을 발송했어요.',
  reject: '반품을 거절했어요.',
};

/**
 * The business's side of a sale's return (docs/product.md §4 Returns and exchanges): the request
 * and its timeline, then only the steps the return table allows now: 접수 with the pick-up's carrier
 * and invoice, 검수 완료, 환불 (the amount the rule table gives), 교환품 발송, 거절 with a reason.
 */
export function ReturnActions({ detail, notify }: { detail: SellerOrderDetail; notify(message: string): void }) {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectConditionReportSend);
  const [rejecting, setRejecting] = useState(false);
  const ret = detail.orderReturn;
  if (!ret) return null;
  const busy = send.status === 'loading';
  const can = (a: SellerReturnInput['action']) => ret.actions.includes(a);
  const act = async (input: Omit<SellerReturnInput, 'orderId'>) => {
    const result = await dispatch(actOnSellerReturn({ orderId: detail.order.id, ...input }));
    if (!actOnSellerReturn.fulfilled.match(result)) return false;
    notify(DONE[input.action]);
    return true;
  };
  return (
    <section className={styles.section} aria-labelledby="seller-return-title">
      <h2 id="seller-return-title" className={styles.sectionTitle}>
        반품·교환 요청
      </h2>
      {send.status === 'failed' && send.error && !rejecting ? <FormAlert>{send.error.message}</FormAlert> : null}
      <ReturnFacts ret={ret} />
      {can('accept') ? (
        <ShipForm
          title="회수 접수"
          submitLabel="반품 접수"
          carriers={detail.carriers}
          busy={busy}
          onShip={(carrier, invoiceNumber) => void act({ action: 'accept', carrier, invoiceNumber })}
        />
      ) : null}
      {can('inspect') ? (
        <SubmitButton type="button" busy={busy} onClick={() => void act({ action: 'inspect' })}>
          검수 완료
        </SubmitButton>
      ) : null}
      {can('refund') ? (
        <SubmitButton type="button" busy={busy} onClick={() => void act({ action: 'refund' })}>
          {formatWon(ret.refundAmount)} 환불
        </SubmitButton>
      ) : null}
      {can('sendExchange') ? (
        <ShipForm
          title="교환품 발송"
          submitLabel="교환품 발송"
          carriers={detail.carriers}
          busy={busy}
          onShip={(carrier, invoiceNumber) => void act({ action: 'sendExchange', carrier, invoiceNumber })}
        />
      ) : null}
      {can('reject') ? (
        <SubmitButton type="button" tone="secondary" onClick={() => setRejecting(true)} disabled={busy}>
          반품 거절
        </SubmitButton>
      ) : null}
      {rejecting ? (
        <ReasonSheet
          title="반품을 거절할까요?"
          reasons={REJECT_REASONS}
          confirmLabel="거절하기"
          busy={busy}
          error={send.status === 'failed' ? (send.error?.message ?? null) : null}
          description={<>고른 사유가 고객에게 전해지고, 고객은 분쟁 조정을 신청할 수 있어요.</>}
          onClose={() => setRejecting(false)}
          onSubmit={async (reason) => {
            if (await act({ action: 'reject', reason })) setRejecting(false);
          }}
        />
      ) : null}
    </section>
  );
}
