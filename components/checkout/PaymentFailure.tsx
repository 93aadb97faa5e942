import Link from '@/components/ui/AppLink';
import { useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/Icon';
import { checkoutPageOf } from './retryLink';
import styles from './Checkout.module.css';

const noSubscription = () => () => {};

type Props = { paymentKey: string; reason: string };

/** 결제 실패: the reason in Korean, and the way back to the payment page (or the item list when it is not known). */
export function PaymentFailure({ paymentKey, reason }: Props) {
  // Session storage exists only in the browser: read after hydration so server and client render the same first.
  const retry = useSyncExternalStore(
    noSubscription,
    () => checkoutPageOf(paymentKey),
    () => null
  );
  const itemPage = retry ? retry.replace(/\/payment(\?.*)?$/, '') : null;
  return (
    <div className={styles.result} role="alert">
      <Icon name="circle-exclamation-point" size={48} className={styles.failedIcon} />
      <h2 className={styles.resultTitle}>결제가 완료되지 않았어요</h2>
      <p className={styles.muted}>{reason}</p>
      <p className={styles.hint}>결제된 금액은 없어요. 잡아 두었던 날짜·재고와 쿠폰, 포인트는 돌려 드렸어요.</p>
      <div className={styles.actions}>
        {retry ? (
          <Link href={retry} className={styles.primary}>
            다시 결제하기
          </Link>
        ) : null}
        <Link href={itemPage ?? '/'} className={styles.secondary}>
          {itemPage ? '상품으로 돌아가기' : '홈으로 가기'}
        </Link>
      </div>
    </div>
  );
}
