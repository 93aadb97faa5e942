/**
 * The payment provider interface (issue 16 §3). Checkout code talks only to this; the sandbox
 * (DEMO_MODE=on only) and PortOne V2 implement it. Every amount is integer won. A provider never
 * decides an order's fate: checkout fetches the payment and compares it with what the server priced.
 */

export type ProviderName = 'SANDBOX' | 'PORTONE';

/** How the customer pays: a card (with instalment months), an easy-pay wallet, or the lease's billing key. */
export type PayMethodCode = 'CARD' | 'EASY_PAY' | 'RENTAL_PAY';

export type EasyPayProvider = 'NAVERPAY' | 'KAKAOPAY' | 'TOSSPAY';

/** What the browser needs to open the provider's checkout for one payment. */
export type CheckoutRequest = {
  /** Our payment id (orders.payment_key): unique, sent to the provider, echoed back on return. */
  paymentId: string;
  orderName: string;
  amount: number;
  method: PayMethodCode;
  instalmentMonths: number;
  easyPayProvider: EasyPayProvider | null;
  customer: { id: string; name: string; phone: string };
  /** Absolute URL the provider sends the browser back to (mobile redirect flow). */
  redirectUrl: string;
};

/** Public parameters for the browser SDK or the sandbox popup; never a secret. */
export type CheckoutSession = {
  provider: ProviderName;
  /** Where the browser goes (sandbox popup page) or null when the browser SDK opens the checkout. */
  checkoutUrl: string | null;
  /** PortOne browser SDK parameters (storeId, channelKey, …); empty for the sandbox. */
  sdkParams: Record<string, string | number | boolean>;
};

/**
 * A payment as the provider reports it. `PENDING` means the provider has not settled yet (virtual
 * wait, slow card network): checkout keeps the order in 결제 대기 and reconciles later.
 */
export type ProviderPaymentStatus = 'READY' | 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'PARTIAL_CANCELLED';

export type ProviderPayment = {
  paymentId: string;
  /** The provider's own transaction id, when it has one. */
  transactionId: string | null;
  status: ProviderPaymentStatus;
  /** Total approved amount (won); 0 before approval. */
  amount: number;
  cancelledAmount: number;
  currency: 'KRW';
  method: string | null;
  paidAt: string | null;
  failureReason: string | null;
  /** The provider's fee on this payment in won, when it reports one (booked as the marketplace's cost). */
  fee?: number | null;
};

export type CancelRequest = {
  paymentId: string;
  /** Won to cancel; null cancels whatever is left (full cancel). */
  amount: number | null;
  reason: string;
  /** The remaining cancellable amount we believe the payment has; providers reject a stale one. */
  currentCancellableAmount?: number;
  /** Our idempotency key for this cancellation, so a retried refund never refunds twice. */
  idempotencyKey: string;
};

export type CancelResult = {
  cancellationId: string;
  cancelledAmount: number;
  totalCancelledAmount: number;
  status: ProviderPaymentStatus;
};

/** A card registered for later charges; the number itself never reaches us. */
export type BillingKeyInfo = { billingKey: string; cardCompany: string; maskedNumber: string };

export type ChargeBillingKeyRequest = {
  paymentId: string;
  billingKey: string;
  orderName: string;
  amount: number;
  customer: { id: string; name: string; phone: string };
};

/** A verified webhook: only which payment changed; checkout fetches the payment itself. */
export type WebhookEvent = { type: string; paymentId: string | null; billingKey: string | null };

export type WebhookInput = { body: string; headers: Record<string, string | undefined> };

/** Thrown by adapters; checkout maps it to PAYMENT_FAILED (declined) or retries later (unavailable). */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'DECLINED' | 'UNAVAILABLE' | 'NOT_FOUND' | 'INVALID',
    message: string
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A damage deposit held on the customer's card (docs/product.md §4 Damage deposits). */
export type DepositHoldRequest = {
  /** Our id for the hold (rental_deposits.provider_key): unique, stable across retries. */
  depositKey: string;
  /** The rental's own payment: the card the hold is placed on. */
  paymentId: string;
  orderName: string;
  amount: number;
};

export type DepositCaptureRequest = {
  depositKey: string;
  /** Won to capture, at most what was held; the rest of the hold is let go with it. */
  amount: number;
};

/**
 * The stable code of a provider that cannot hold a deposit (PortOne V2 has no hold captured days
 * later): the deposit fails closed with it rather than pretending money is held.
 */
export const DEPOSIT_UNSUPPORTED = 'DEPOSIT_UNSUPPORTED';

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Registers the payment's expected amount with the provider (when it supports it) and returns what the browser needs. */
  prepare(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The payment as the provider knows it now; ProviderError NOT_FOUND when it has never seen the id. */
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Full (amount null) or partial cancellation of an approved payment. */
  cancel(request: CancelRequest): Promise<CancelResult>;
  /**
   * Exchanges what the browser got from the provider's card-registration window (an issue token or
   * the sandbox's form result) for a billing key and its masked card number.
   */
  issueBillingKey(input: { customerId: string; issueToken: string }): Promise<BillingKeyInfo>;
  /** Charges a registered card now (the lease's first and monthly payments). */
  chargeBillingKey(request: ChargeBillingKeyRequest): Promise<ProviderPayment>;
  deleteBillingKey(billingKey: string): Promise<void>;
  /** Verifies the webhook's signature and freshness; throws ProviderError INVALID otherwise. */
  verifyWebhook(input: WebhookInput): Promise<WebhookEvent>;
  /** Holds a deposit on the rental's card (an authorisation, nothing charged). Idempotent by depositKey. */
  authoriseDeposit(request: DepositHoldRequest): Promise<void>;
  /** Captures part or all of a hold, once; a retry of the same capture answers the same amount. */
  captureDeposit(request: DepositCaptureRequest): Promise<{ capturedAmount: number }>;
  /** Lets a hold go, once; releasing a released hold is done, not an error. */
  releaseDeposit(depositKey: string): Promise<void>;
}
