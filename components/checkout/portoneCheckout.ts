/**
 * The PortOne V2 branch of 결제하기: prepare answered no checkoutUrl, only the SDK's parameters
 * (server/payments/portone/checkoutSession.ts: scalars, `sdkMethod` names the call). The SDK is
 * loaded only now, in the browser, so the page's bundle does not carry it. On phones PortOne leaves
 * the page and comes back to `redirectUrl` (/pay/{card|portal|rental}?paymentId=…[&code&message]);
 * where it answers in place instead (a desktop popup), we go to the same address with its outcome,
 * so the result route always does the completion, on the server, against PortOne's own record.
 */
type SdkParams = Record<string, string | number | undefined> & { sdkMethod?: string; redirectUrl?: string };

type SdkOutcome = { code?: string; message?: string } | undefined;

/** The same-origin path of PortOne's return address, with the outcome PortOne gave in place. */
export function returnPath(redirectUrl: string, outcome: SdkOutcome, origin: string): string {
  const url = new URL(redirectUrl, origin);
  if (outcome?.code) {
    url.searchParams.set('code', outcome.code);
    url.searchParams.set('message', outcome.message ?? '');
  }
  return url.origin === origin ? `${url.pathname}${url.search}` : '/';
}

export async function openPortoneCheckout(sdkParamsJson: string): Promise<string> {
  const { sdkMethod, redirectUrl, easyPayProvider, installmentMonths, customerId, fullName, phoneNumber, ...rest } =
    JSON.parse(sdkParamsJson) as SdkParams;
  const PortOne = await import('@portone/browser-sdk/v2');
  const customer = { customerId, fullName, phoneNumber };
  let outcome: SdkOutcome;
  if (sdkMethod === 'requestIssueBillingKey') {
    outcome = await PortOne.requestIssueBillingKey({ ...rest, redirectUrl, customer } as unknown as Parameters<
      typeof PortOne.requestIssueBillingKey
    >[0]);
  } else {
    outcome = await PortOne.requestPayment({
      ...rest,
      redirectUrl,
      customer,
      ...(easyPayProvider ? { easyPay: { easyPayProvider } } : {}),
      ...(installmentMonths ? { card: { installment: { monthOption: { fixedMonth: installmentMonths } } } } : {}),
    } as unknown as Parameters<typeof PortOne.requestPayment>[0]);
  }
  return returnPath(String(redirectUrl ?? '/'), outcome, window.location.origin);
}
