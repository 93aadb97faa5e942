import { useState } from 'react';
import type { SellerOrderDetail } from '@/api/order/sellerOrders';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { ConditionReports } from '@/components/order/ConditionReports';
import { ReasonSheet } from '@/components/seller/requests/ReasonSheet';
import { deadlineText, isDeadlineNear } from '@/components/seller/today/todayText';
import { REFUSE_REASONS } from '@/components/seller/orders/sellerOrderText';
import { useSellerAction } from '@/components/seller/orders/useSellerAction';
import { formatWon } from '@/lib/money';
import { ConditionReportForm } from './ConditionReportForm';
import { DepositClaimPanel } from './DepositClaimPanel';
import styles from '@/components/seller/orders/SellerOrders.module.css';

const CANCEL_REASONS = ['장비 고장·파손', '재고 부족', '매장 사정으로 영업 중단'] as const;

type Sheet = 'REFUSE' | 'SELLER_CANCEL' | null;

/**
 * A rental in the console: 수락/거절 while it waits (with the time left), then the hand-over and
 * return reports while it is 예약 완료 (the return also closes it as 이용 완료), and the reports so far.
 */
export function ReservationPanel({ detail, notify }: { detail: SellerOrderDetail; notify(message: string): void }) {
  const { order } = detail;
  const { act, busyOn, errorOn } = useSellerAction(notify);
  const [sheet, setSheet] = useState<Sheet>(null);
  const busy = busyOn(order.id);
  const waiting = order.actions.includes('ACCEPT');

  const answer = async (reason: string) => {
    if (sheet && (await act({ orderId: order.id, action: sheet, reason }))) setSheet(null);
  };

  return (
    <>
      {waiting ? (
        <section className={styles.card} aria-labelledby="answer-title">
          <div className={styles.cardHead}>
            <h2 id="answer-title" className={styles.sectionTitle}>
              예약 요청에 답해 주세요
            </h2>
            {detail.minutesLeft !== null ? (
              <span className={isDeadlineNear(detail.minutesLeft) ? styles.chipWarning : styles.chip}>
                {deadlineText(detail.minutesLeft)}
              </span>
            ) : null}
          </div>
          <p className={styles.note}>3일(4,320분) 안에 답하지 않으면 무응답으로 취소되고 전액 환불돼요.</p>
          {errorOn(order.id) && !sheet ? <FormAlert>{errorOn(order.id)}</FormAlert> : null}
          <div className={styles.actions}>
            <SubmitButton type="button" tone="secondary" onClick={() => setSheet('REFUSE')} disabled={busy}>
              거절
            </SubmitButton>
            <SubmitButton
              type="button"
              busy={busy}
              onClick={() => {
                void act({ orderId: order.id, action: 'ACCEPT' });
              }}
            >
              수락
            </SubmitButton>
          </div>
        </section>
      ) : null}
      {detail.canRecordHandOver ? <ConditionReportForm orderId={order.id} stage="CHECK_OUT" notify={notify} /> : null}
      {detail.canRecordReturn ? <ConditionReportForm orderId={order.id} stage="CHECK_IN" notify={notify} /> : null}
      <DepositClaimPanel detail={detail} notify={notify} />
      <ConditionReports
        reports={detail.conditionReports}
        emptyText={
          order.state === 'RESERVED'
            ? '아직 남긴 기록이 없어요. 장비를 건널 때 인수인계 기록을 남겨 주세요.'
            : undefined
        }
      />
      {order.actions.includes('SELLER_CANCEL') ? (
        <SubmitButton type="button" tone="secondary" onClick={() => setSheet('SELLER_CANCEL')} disabled={busy}>
          예약 취소
        </SubmitButton>
      ) : null}
      {sheet ? (
        <ReasonSheet
          title={sheet === 'REFUSE' ? '예약을 거절할까요?' : '예약을 취소할까요?'}
          reasons={sheet === 'REFUSE' ? REFUSE_REASONS : CANCEL_REASONS}
          confirmLabel={sheet === 'REFUSE' ? '거절하기' : '취소하기'}
          description={<>결제한 {formatWon(detail.paidAmount)}이 전액 환불되고, 고른 사유가 고객에게 전해져요.</>}
          busy={busy}
          error={errorOn(order.id)}
          onClose={() => setSheet(null)}
          onSubmit={(reason) => {
            void answer(reason);
          }}
        />
      ) : null}
    </>
  );
}
