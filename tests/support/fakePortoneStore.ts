/**
 * The state and rules of the fake PortOne V2 server (tests/support/fakePortone.ts): payments with
 * their cancellations, pre-registered amounts, billing keys and pending card registrations, and the
 * JSON PortOne answers with. The rules are PortOne's as documented: over-cancelling, a stale
 * currentCancellableAmount, paying twice and charging a deleted key are refused with its error types.
 */
export type FakePaymentStatus =
  'READY' | 'PAY_PENDING' | 'VIRTUAL_ACCOUNT_ISSUED' | 'PAID' | 'FAILED' | 'PARTIAL_CANCELLED' | 'CANCELLED';

export type FakeCancellation = {
  id: string;
  status: 'SUCCEEDED' | 'REQUESTED' | 'FAILED';
  totalAmount: number;
  reason: string;
  requestedAt: string;
};

export type FakePayment = {
  id: string;
  status: FakePaymentStatus;
  transactionId: string;
  orderName: string;
  total: number;
  cancelled: number;
  currency: string;
  /** PortOne's method object, e.g. { type: 'PaymentMethodEasyPay', provider: 'NAVERPAY' }. */
  method: { type: string; provider?: string } | null;
  billingKey?: string;
  paidAt?: string;
  failure?: { reason?: string; pgCode?: string; pgMessage?: string };
  cancellations: FakeCancellation[];
};

export type FakeCard = { issuer?: string; publisher?: string; name?: string; number?: string };

export type FakeBillingKey = {
  billingKey: string;
  customerId: string;
  status: 'ISSUED' | 'DELETED';
  card: FakeCard;
  /** When set, charging this key fails at the "card company" with this message (PG_PROVIDER). */
  declineWith?: string;
};

export type FakeAnswer = { status: number; body: unknown };

const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): FakeAnswer => ({
  status,
  body: { type, message, ...extra },
});
const APPROVED: FakePaymentStatus[] = ['PAID', 'PARTIAL_CANCELLED', 'CANCELLED'];
const isWon = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

export function createFakePortoneStore(storeId: string) {
  const payments = new Map<string, FakePayment>();
  const preRegistered = new Map<string, { totalAmount: number; currency: string }>();
  const billingKeys = new Map<string, FakeBillingKey>();
  const issueTokens = new Map<string, Omit<FakeBillingKey, 'status'>>();
  let sequence = 0;
  const next = (prefix: string) => `${prefix}-${String(++sequence).padStart(6, '0')}`;
  const now = () => new Date().toISOString();

  function setPayment(id: string, init: Partial<Omit<FakePayment, 'id'>> & { status: FakePaymentStatus }): FakePayment {
    const payment: FakePayment = {
      transactionId: next('tx'),
      orderName: '테스트 주문',
      total: 0,
      cancelled: 0,
      currency: 'KRW',
      method: { type: 'PaymentMethodCard' },
      cancellations: [],
      ...(APPROVED.includes(init.status) ? { paidAt: now() } : {}),
      ...init,
      id,
    };
    payments.set(id, payment);
    return payment;
  }

  function paymentJson(p: FakePayment): Record<string, unknown> {
    const approved = APPROVED.includes(p.status);
    return {
      status: p.status,
      id: p.id,
      transactionId: p.transactionId,
      merchantId: 'merchant-fake',
      storeId,
      ...(p.method ? { method: p.method } : {}),
      channel: {
        type: 'TEST',
        id: 'channel-fake',
        key: 'channel-key-fake',
        name: '테스트 채널',
        pgProvider: 'NICEPAY_V2',
        pgMerchantId: 'nictest00m',
      },
      version: 'V2',
      requestedAt: now(),
      updatedAt: now(),
      statusChangedAt: now(),
      orderName: p.orderName,
      amount: {
        total: p.total,
        taxFree: 0,
        vat: Math.floor(p.total / 11),
        supply: p.total - Math.floor(p.total / 11),
        discount: 0,
        paid: approved ? p.total : 0,
        cancelled: p.cancelled,
        cancelledTaxFree: 0,
      },
      currency: p.currency,
      customer: {},
      origin: { url: 'https://www.ridemarket.kr', platformType: 'MOBILE' },
      disputes: [],
      ...(p.billingKey ? { billingKey: p.billingKey } : {}),
      ...(approved && p.paidAt
        ? { paidAt: p.paidAt, pgTxId: `pg-${p.transactionId}`, receiptUrl: 'https://example.invalid/receipt' }
        : {}),
      ...(p.status === 'FAILED' ? { failedAt: now(), failure: p.failure ?? { reason: '결제에 실패했습니다' } } : {}),
      ...(p.cancellations.length
        ? {
            cancellations: p.cancellations.map((c) => ({
              ...c,
              taxFreeAmount: 0,
              vatAmount: Math.floor(c.totalAmount / 11),
              cancelledAt: c.requestedAt,
            })),
          }
        : {}),
      ...(p.status === 'PARTIAL_CANCELLED' || p.status === 'CANCELLED' ? { cancelledAt: now() } : {}),
    };
  }

  function getPayment(id: string): FakeAnswer {
    const p = payments.get(id);
    return p ? { status: 200, body: paymentJson(p) } : error(404, 'PAYMENT_NOT_FOUND', '결제 건이 존재하지 않습니다.');
  }

  function preRegister(id: string, body: Record<string, unknown>): FakeAnswer {
    if (!isWon(body.totalAmount) || body.currency !== 'KRW')
      return error(400, 'INVALID_REQUEST', 'totalAmount/currency가 올바르지 않습니다.');
    const existing = payments.get(id);
    if (existing && APPROVED.includes(existing.status))
      return error(409, 'ALREADY_PAID', '이미 결제가 완료되었습니다.');
    preRegistered.set(id, { totalAmount: body.totalAmount, currency: body.currency });
    return { status: 200, body: {} };
  }

  /** What PortOne does when the customer completes the payment window: it honours the pre-registered amount. */
  function payInBrowser(id: string, paid: { amount: number; method?: FakePayment['method'] }): FakePayment {
    const registered = preRegistered.get(id);
    if (registered && registered.totalAmount !== paid.amount) {
      return setPayment(id, {
        status: 'FAILED',
        total: paid.amount,
        method: paid.method ?? null,
        failure: { reason: '사전 등록된 결제 금액과 다릅니다.' },
      });
    }
    return setPayment(id, { status: 'PAID', total: paid.amount, method: paid.method ?? { type: 'PaymentMethodCard' } });
  }

  function cancel(id: string, body: Record<string, unknown>): FakeAnswer {
    const p = payments.get(id);
    if (!p) return error(404, 'PAYMENT_NOT_FOUND', '결제 건이 존재하지 않습니다.');
    if (typeof body.reason !== 'string' || !body.reason)
      return error(400, 'INVALID_REQUEST', '취소 사유가 필요합니다.');
    if (p.status === 'CANCELLED') return error(409, 'PAYMENT_ALREADY_CANCELLED', '이미 취소된 결제입니다.');
    if (p.status !== 'PAID' && p.status !== 'PARTIAL_CANCELLED')
      return error(409, 'PAYMENT_NOT_PAID', '결제가 완료되지 않았습니다.');
    const cancellable = p.total - p.cancelled;
    if (body.currentCancellableAmount !== undefined && body.currentCancellableAmount !== cancellable) {
      return error(409, 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN', '취소 가능 잔액 검증에 실패했습니다.');
    }
    if (body.amount !== undefined && !isWon(body.amount))
      return error(400, 'INVALID_REQUEST', '취소 금액이 올바르지 않습니다.');
    const amount = (body.amount as number | undefined) ?? cancellable;
    if (amount > cancellable)
      return error(409, 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', '결제 취소 금액이 취소 가능 금액을 초과했습니다.');
    const cancellation: FakeCancellation = {
      id: next('cancel'),
      status: 'SUCCEEDED',
      totalAmount: amount,
      reason: body.reason,
      requestedAt: now(),
    };
    p.cancellations.push(cancellation);
    p.cancelled += amount;
    p.status = p.cancelled === p.total ? 'CANCELLED' : 'PARTIAL_CANCELLED';
    return {
      status: 200,
      body: {
        cancellation: {
          ...cancellation,
          taxFreeAmount: 0,
          vatAmount: Math.floor(amount / 11),
          cancelledAt: cancellation.requestedAt,
        },
      },
    };
  }

  function payWithBillingKey(id: string, body: Record<string, unknown>): FakeAnswer {
    const amount = (body.amount as { total?: unknown } | undefined)?.total;
    if (
      typeof body.billingKey !== 'string' ||
      typeof body.orderName !== 'string' ||
      !isWon(amount) ||
      body.currency !== 'KRW'
    ) {
      return error(400, 'INVALID_REQUEST', '요청 값이 올바르지 않습니다.');
    }
    const key = billingKeys.get(body.billingKey);
    if (!key) return error(404, 'BILLING_KEY_NOT_FOUND', '빌링키가 존재하지 않습니다.');
    if (key.status === 'DELETED') return error(409, 'BILLING_KEY_ALREADY_DELETED', '빌링키가 이미 삭제되었습니다.');
    const existing = payments.get(id);
    if (existing && APPROVED.includes(existing.status))
      return error(409, 'ALREADY_PAID', '이미 결제가 완료되었습니다.');
    const common = {
      total: amount,
      orderName: body.orderName,
      billingKey: key.billingKey,
      method: { type: 'PaymentMethodCard' },
    };
    if (key.declineWith) {
      setPayment(id, {
        ...common,
        status: 'FAILED',
        failure: { reason: key.declineWith, pgCode: 'E051', pgMessage: key.declineWith },
      });
      return error(502, 'PG_PROVIDER', 'PG사에서 오류가 발생했습니다.', { pgCode: 'E051', pgMessage: key.declineWith });
    }
    const p = setPayment(id, { ...common, status: 'PAID' });
    return { status: 200, body: { payment: { pgTxId: `pg-${p.transactionId}`, paidAt: p.paidAt } } };
  }

  function addBillingKey(
    init: Omit<FakeBillingKey, 'status' | 'billingKey'> & { billingKey?: string }
  ): FakeBillingKey {
    const key: FakeBillingKey = { ...init, billingKey: init.billingKey ?? next('billing-key'), status: 'ISSUED' };
    billingKeys.set(key.billingKey, key);
    return key;
  }

  function billingKeyJson(k: FakeBillingKey): Record<string, unknown> {
    return {
      status: k.status,
      billingKey: k.billingKey,
      merchantId: 'merchant-fake',
      storeId,
      methods: [
        {
          type: 'BillingKeyPaymentMethodCard',
          card: { brand: 'LOCAL', type: 'CREDIT', ownerType: 'PERSONAL', bin: '12345678', ...k.card },
        },
      ],
      channels: [],
      customer: { id: k.customerId },
      issuedAt: now(),
      ...(k.status === 'DELETED' ? { deletedAt: now() } : {}),
    };
  }

  function getBillingKey(billingKey: string): FakeAnswer {
    const k = billingKeys.get(billingKey);
    return k
      ? { status: 200, body: billingKeyJson(k) }
      : error(404, 'BILLING_KEY_NOT_FOUND', '빌링키가 존재하지 않습니다.');
  }

  function confirmBillingKey(body: Record<string, unknown>): FakeAnswer {
    const token = typeof body.billingIssueToken === 'string' ? body.billingIssueToken : '';
    const pending = issueTokens.get(token);
    if (!pending) return error(400, 'INVALID_REQUEST', '빌링키 발급 토큰이 올바르지 않습니다.');
    issueTokens.delete(token);
    return { status: 200, body: { billingKey: addBillingKey(pending).billingKey } };
  }

  function deleteBillingKey(billingKey: string): FakeAnswer {
    const k = billingKeys.get(billingKey);
    if (!k) return error(404, 'BILLING_KEY_NOT_FOUND', '빌링키가 존재하지 않습니다.');
    if (k.status === 'DELETED') return error(409, 'BILLING_KEY_ALREADY_DELETED', '빌링키가 이미 삭제되었습니다.');
    k.status = 'DELETED';
    return { status: 200, body: { deletedAt: now() } };
  }

  /** A card registration waiting for our server to confirm it with the token the browser got. */
  function addIssueToken(
    token: string,
    init: Omit<FakeBillingKey, 'status' | 'billingKey'> & { billingKey?: string }
  ): void {
    issueTokens.set(token, { ...init, billingKey: init.billingKey ?? next('billing-key') });
  }

  return {
    payments,
    preRegistered,
    billingKeys,
    issueTokens,
    setPayment,
    payInBrowser,
    addBillingKey,
    addIssueToken,
    getPayment,
    preRegister,
    cancel,
    payWithBillingKey,
    getBillingKey,
    confirmBillingKey,
    deleteBillingKey,
  };
}

export type FakePortoneStore = ReturnType<typeof createFakePortoneStore>;
