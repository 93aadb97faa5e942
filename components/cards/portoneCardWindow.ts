import type { CardRegistration } from '@/api/order/cards';

/**
 * Opens PortOne's card registration window (browser SDK, loaded only when pressed). On a phone the
 * window redirects back to this page with `billingKey` in the query (handled by the screen); on a
 * wide screen it answers here. Answers the billing key, or null when the person closed the window.
 */
export async function openPortoneCardWindow(
  registration: CardRegistration,
  customerId: string
): Promise<string | null> {
  const { default: PortOne } = await import('@portone/browser-sdk/v2');
  const answer = await PortOne.requestIssueBillingKey({
    storeId: registration.storeId ?? '',
    channelKey: registration.channelKey ?? undefined,
    billingKeyMethod: 'CARD',
    issueName: '라이드마켓 결제 카드 등록',
    customer: { customerId },
    redirectUrl: `${window.location.origin}/user/card_regist`,
  });
  if (!answer || answer.code) {
    if (answer?.code && answer.code !== 'FAILURE_TYPE_PG')
      throw new Error(answer.message ?? '카드를 등록하지 못했어요.');
    return null;
  }
  return answer.billingKey;
}
