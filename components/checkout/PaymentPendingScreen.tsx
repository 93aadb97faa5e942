import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { MemberFrame } from '@/components/member/MemberFrame';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCompletion } from '@/store/checkoutSlice';
import { completePayment } from '@/store/checkoutThunks';
import { PaymentFailure } from './PaymentFailure';
import styles from './Checkout.module.css';

/** How often the waiting page asks again. */
export const PENDING_POLL_MS = 3_000;

/**
 * /result_pending: the provider has not settled the payment yet (a slow answer, a bank transfer's
 * wait). The page asks the server every 3 seconds and moves on by itself: to the order when paid,
 * to the reason when it failed. Leaving the page stops the asking; the webhook and the
 * reconciliation job settle the order either way.
 */
export function PaymentPendingScreen({ paymentId }: { paymentId: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const completion = useAppSelector(selectCompletion);
  const status = completion.value?.status ?? 'PENDING';

  useEffect(() => {
    if (status !== 'PENDING') return undefined;
    const timer = setTimeout(() => void dispatch(completePayment({ paymentKey: paymentId })), PENDING_POLL_MS);
    return () => clearTimeout(timer);
    // completion.value changes on every answer, so each answer schedules the next question.
  }, [dispatch, paymentId, status, completion.value, completion.error]);

  useEffect(() => {
    if (completion.value?.status === 'PAID') void router.replace(`/order/complete/${completion.value.orderId}`);
  }, [completion.value, router]);

  if (status === 'FAILED') {
    return (
      <MemberFrame title="결제 결과" showTabBar={false} showBack={false}>
        <PaymentFailure paymentKey={paymentId} reason={completion.value?.message ?? '결제가 승인되지 않았어요.'} />
      </MemberFrame>
    );
  }
  return (
    <MemberFrame title="결제 확인 중" showTabBar={false} showBack={false}>
      <div className={styles.result} aria-live="polite" aria-busy="true">
        <Icon name="loader-circle" size={48} className={styles.pendingIcon} />
        <h2 className={styles.resultTitle}>결제 확인 중</h2>
        <p className={styles.muted}>
          결제사에서 결제를 확인하고 있어요. 이 화면에서 기다리시면 확인되는 대로 넘어가요.
        </p>
        <p className={styles.hint}>
          창을 닫아도 결제가 확인되면 주문이 완료되고 알림으로 알려 드려요. 같은 결제를 다시 하지 마세요.
        </p>
      </div>
    </MemberFrame>
  );
}
