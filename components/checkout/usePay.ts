import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { chargeLease, prepareOrder, refreshQuote } from '@/store/checkoutThunks';
import { selectCheckoutChoices } from '@/store/checkoutSlice';
import { openPortoneCheckout } from './portoneCheckout';
import { rememberCheckoutPage } from './retryLink';

/**
 * 결제하기: prepare the order at the amount on the button with a key new to this press, then open
 * the provider's checkout: the sandbox's page (demo mode) or PortOne's window. A changed price
 * (CONFLICT) is explained and the quote refreshed, so the next press pays the new amount knowingly.
 */
export function usePay(): { pay: () => Promise<void>; notice: string | null; leaving: boolean } {
  const dispatch = useAppDispatch();
  const choices = useAppSelector(selectCheckoutChoices);
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const pay = async () => {
    setNotice(null);
    const result = await dispatch(prepareOrder(crypto.randomUUID()));
    if (prepareOrder.rejected.match(result)) {
      if (result.meta.condition) return;
      setNotice(result.payload?.message ?? '결제를 시작하지 못했어요. 잠시 후 다시 시도해 주세요.');
      if (result.payload?.code === 'CONFLICT' || result.payload?.code === 'UNAVAILABLE_DATES')
        void dispatch(refreshQuote());
      return;
    }
    const prepared = result.payload;
    setLeaving(true);
    rememberCheckoutPage(prepared.paymentKey, `${window.location.pathname}${window.location.search}`);
    if (choices.method === 'RENTAL_PAY' && choices.billingKeyId !== null) {
      // The lease's first month goes on the registered card; /pay/rental_temp settles and routes the outcome.
      await dispatch(chargeLease({ paymentKey: prepared.paymentKey, cardId: choices.billingKeyId }));
      window.location.assign(`/pay/rental_temp?paymentId=${encodeURIComponent(prepared.paymentKey)}`);
      return;
    }
    if (prepared.checkoutUrl) {
      window.location.assign(prepared.checkoutUrl);
      return;
    }
    try {
      window.location.assign(await openPortoneCheckout(prepared.sdkParams));
    } catch {
      setLeaving(false);
      setNotice('결제창을 열지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };

  return { pay, notice, leaving };
}
