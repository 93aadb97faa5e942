import Link from '@/components/ui/AppLink';
import { MemberFrame } from '@/components/member/MemberFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  canPay,
  selectCheckoutError,
  selectCheckoutPage,
  selectCheckoutSelection,
  selectCheckoutStatus,
  selectPrepare,
  selectQuote,
} from '@/store/checkoutSlice';
import { loadCheckoutPage } from '@/store/checkoutThunks';
import { CheckoutProblems } from './CheckoutProblems';
import { CouponSection } from './CouponSection';
import { HoldNotice } from './HoldNotice';
import { DeliverySection, OrdererSection } from './DeliverySection';
import { OrderItemSection } from './OrderItemSection';
import { PaymentMethodSection } from './PaymentMethodSection';
import { InsuranceSection, PointSection } from './PointSection';
import { PriceBreakdown } from './PriceBreakdown';
import { TermsSection } from './TermsSection';
import { usePay } from './usePay';
import { useQuoteRefresh } from './useQuoteRefresh';
import styles from './Checkout.module.css';

/** The one sticky pay button, with the server's amount on it. */
function PayBar() {
  const quote = useAppSelector(selectQuote);
  const page = useAppSelector(selectCheckoutPage);
  const prepare = useAppSelector(selectPrepare);
  const ready = useAppSelector(canPay);
  const { pay, notice, leaving } = usePay();
  const amount = quote.value?.chargeNow;
  const busy = prepare.status === 'loading' || leaving;
  return (
    <div className={styles.payBar}>
      {notice ? (
        <p className={styles.error} role="alert" style={{ marginTop: 0 }}>
          {notice}
        </p>
      ) : null}
      {page ? <HoldNotice id="checkout-hold" dealType={page.dealType} /> : null}
      <button
        type="button"
        className={styles.payButton}
        disabled={!ready || busy}
        onClick={() => void pay()}
        aria-busy={busy}
        aria-describedby={page ? 'checkout-hold' : undefined}
      >
        {busy ? '결제창을 여는 중…' : amount !== undefined ? `${formatWon(amount)} 결제하기` : '결제 금액 계산 중…'}
      </button>
    </div>
  );
}

/**
 * /services/{id}/payment: the item and options, dates, how it is received, the orderer, coupons,
 * points, insurance, the way to pay, the server's price and the terms, then one pay button. A
 * selection that can no longer be paid shows why, with the way back to the item, and no button.
 */
export function CheckoutScreen({ itemId }: { itemId: number }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectCheckoutStatus);
  const error = useAppSelector(selectCheckoutError);
  const page = useAppSelector(selectCheckoutPage);
  const selection = useAppSelector(selectCheckoutSelection);
  useQuoteRefresh();

  let body;
  if (status === 'failed' || !page) {
    const invalid = error?.code === 'INVALID_INPUT';
    body = invalid ? (
      <CheckoutProblems itemId={itemId} messages={[error?.message ?? '선택한 옵션을 다시 확인해 주세요.']} />
    ) : (
      <>
        <ErrorState
          message={error?.message ?? '결제 정보를 불러오지 못했어요.'}
          onRetry={() => (selection ? void dispatch(loadCheckoutPage(selection)) : window.location.reload())}
        />
        <p className={styles.hint} style={{ textAlign: 'center' }}>
          <Link href={`/services/${itemId}`}>상품으로 돌아가기</Link>
        </p>
      </>
    );
  } else if (page.problems.length > 0) {
    body = <CheckoutProblems itemId={page.itemId} messages={page.problems.map((p) => p.message)} />;
  } else {
    body = (
      <div className={styles.page}>
        <OrderItemSection />
        <DeliverySection />
        <OrdererSection />
        <CouponSection />
        <PointSection />
        <InsuranceSection />
        <PaymentMethodSection />
        <PriceBreakdown />
        <TermsSection />
        <PayBar />
      </div>
    );
  }
  return (
    <MemberFrame title={page?.dealType === 'RENTAL' ? '예약 결제' : '주문 결제'} showTabBar={false}>
      {body}
    </MemberFrame>
  );
}
