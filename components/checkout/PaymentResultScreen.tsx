import { MemberFrame } from '@/components/member/MemberFrame';
import { useAppSelector } from '@/store/hooks';
import { selectCompletion } from '@/store/checkoutSlice';
import { PaymentFailure } from './PaymentFailure';

type Props = { paymentId: string; providerMessage: string | null };

/**
 * The provider's return (/pay/card, /pay/portal, /pay/rental, /pay/rental_temp). A paid or pending
 * payment never renders here: the server already sent the customer on. What remains is a failure.
 */
export function PaymentResultScreen({ paymentId, providerMessage }: Props) {
  const completion = useAppSelector(selectCompletion);
  const reason =
    completion.value?.message ?? completion.error?.message ?? providerMessage ?? '결제가 승인되지 않았어요.';
  return (
    <MemberFrame title="결제 결과" showTabBar={false} showBack={false}>
      <PaymentFailure paymentKey={paymentId} reason={reason} />
    </MemberFrame>
  );
}
