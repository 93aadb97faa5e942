import { checkoutRequest, newPaymentId, providerError, useFakePortone, API_SECRET, STORE_ID } from './portoneHarness';

// The PortOne V2 adapter against the local fake PortOne (no database needed).
describe('PortOne payment adapter: checkout, payments and refunds', () => {
  const { fake, provider } = useFakePortone();

  describe('prepare', () => {
    it('pre-registers the amount and hands the browser SDK its public parameters', async () => {
      const request = checkoutRequest({ amount: 129_000, instalmentMonths: 3 });
      const session = await provider().prepare(request);
      expect(session).toEqual({
        provider: 'PORTONE',
        checkoutUrl: null,
        sdkParams: {
          sdkMethod: 'requestPayment',
          storeId: STORE_ID,
          channelKey: 'channel-key-card',
          paymentId: request.paymentId,
          orderName: request.orderName,
          totalAmount: 129_000,
          currency: 'KRW',
          payMethod: 'CARD',
          installmentMonths: 3,
          redirectUrl: request.redirectUrl,
          customerId: 'user_1024',
          fullName: '김라이더',
          phoneNumber: '01012345678',
        },
      });
      expect(JSON.stringify(session)).not.toContain(API_SECRET);
      expect(fake.preRegistered.get(request.paymentId)).toEqual({ totalAmount: 129_000, currency: 'KRW' });
      // What pre-registration buys: PortOne refuses a window that pays another amount.
      fake.payInBrowser(request.paymentId, { amount: 1_000 });
      expect(await provider().fetchPayment(request.paymentId)).toMatchObject({
        status: 'FAILED',
        amount: 0,
        failureReason: '사전 등록된 결제 금액과 다릅니다.',
      });
    });

    it('opens the wallet of an easy payment on its own channel, falling back to the default one', async () => {
      const naver = await provider().prepare(checkoutRequest({ method: 'EASY_PAY', easyPayProvider: 'NAVERPAY' }));
      expect(naver.sdkParams).toMatchObject({
        payMethod: 'EASY_PAY',
        easyPayProvider: 'NAVERPAY',
        channelKey: 'channel-key-naverpay',
      });
      expect(naver.sdkParams).not.toHaveProperty('installmentMonths');
      const kakao = await provider().prepare(checkoutRequest({ method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY' }));
      expect(kakao.sdkParams).toMatchObject({ easyPayProvider: 'KAKAOPAY', channelKey: 'channel-key-default' });
    });

    it('opens card registration for the lease without pre-registering a payment', async () => {
      const request = checkoutRequest({ method: 'RENTAL_PAY', orderName: '살로몬 스키 세트 12개월 렌탈' });
      const session = await provider().prepare(request);
      expect(session.sdkParams).toMatchObject({
        sdkMethod: 'requestIssueBillingKey',
        billingKeyMethod: 'CARD',
        channelKey: 'channel-key-billing',
        issueId: request.paymentId,
        issueName: '살로몬 스키 세트 12개월 렌탈',
        customerId: 'user_1024',
      });
      expect(fake.preRegistered.has(request.paymentId)).toBe(false);
    });

    it('refuses a bad amount, an easy payment without a wallet, and a payment already made', async () => {
      expect((await providerError(provider().prepare(checkoutRequest({ amount: 0 })))).kind).toBe('INVALID');
      expect((await providerError(provider().prepare(checkoutRequest({ amount: 1500.5 })))).kind).toBe('INVALID');
      expect((await providerError(provider().prepare(checkoutRequest({ method: 'EASY_PAY' })))).kind).toBe('INVALID');
      const paid = newPaymentId();
      fake.setPayment(paid, { status: 'PAID', total: 87_000 });
      const error = await providerError(provider().prepare(checkoutRequest({ paymentId: paid })));
      expect(error).toMatchObject({ kind: 'INVALID', type: 'ALREADY_PAID' });
    });
  });

  describe('fetchPayment', () => {
    it('maps every PortOne status; the amount counts only once approved', async () => {
      const cases = [
        ['READY', 'READY', 0],
        ['PAY_PENDING', 'PENDING', 0],
        ['VIRTUAL_ACCOUNT_ISSUED', 'PENDING', 0],
        ['FAILED', 'FAILED', 0],
        ['PAID', 'PAID', 54_000],
        ['PARTIAL_CANCELLED', 'PARTIAL_CANCELLED', 54_000],
        ['CANCELLED', 'CANCELLED', 54_000],
      ] as const;
      for (const [portone, ours, amount] of cases) {
        const id = newPaymentId();
        fake.setPayment(id, {
          status: portone,
          total: 54_000,
          cancelled: portone === 'CANCELLED' ? 54_000 : portone === 'PARTIAL_CANCELLED' ? 4_000 : 0,
        });
        expect(await provider().fetchPayment(id)).toMatchObject({
          paymentId: id,
          status: ours,
          amount,
          currency: 'KRW',
        });
      }
    });

    it('reads a paid payment in full', async () => {
      const id = newPaymentId();
      const stored = fake.setPayment(id, {
        status: 'PAID',
        total: 87_000,
        method: { type: 'PaymentMethodEasyPay', provider: 'NAVERPAY' },
      });
      expect(await provider().fetchPayment(id)).toEqual({
        paymentId: id,
        transactionId: stored.transactionId,
        status: 'PAID',
        amount: 87_000,
        cancelledAmount: 0,
        currency: 'KRW',
        method: 'EASY_PAY:NAVERPAY',
        paidAt: stored.paidAt,
        failureReason: null,
      });
      expect(fake.requests.at(-1)).toMatchObject({
        method: 'GET',
        path: `/payments/${id}`,
        query: { storeId: STORE_ID },
        authorization: `PortOne ${API_SECRET}`,
      });
    });

    it('reports a failure with its reason, an unknown id as NOT_FOUND, and refuses another currency', async () => {
      const failed = newPaymentId();
      fake.setPayment(failed, {
        status: 'FAILED',
        total: 87_000,
        failure: { reason: '카드 한도 초과', pgCode: 'E51' },
      });
      expect(await provider().fetchPayment(failed)).toMatchObject({
        status: 'FAILED',
        failureReason: '카드 한도 초과',
        paidAt: null,
      });
      expect((await providerError(provider().fetchPayment('order_never_seen'))).kind).toBe('NOT_FOUND');
      const dollars = newPaymentId();
      fake.setPayment(dollars, { status: 'PAID', total: 87_000, currency: 'USD' });
      expect((await providerError(provider().fetchPayment(dollars))).kind).toBe('INVALID');
    });

    it('never guesses a status it does not know', async () => {
      const id = newPaymentId();
      fake.setPayment(id, { status: 'REFUND_PENDING' as never, total: 87_000 });
      expect((await providerError(provider().fetchPayment(id))).kind).toBe('UNAVAILABLE');
    });
  });

  describe('cancel', () => {
    const paid = (total: number) => {
      const id = newPaymentId();
      fake.setPayment(id, { status: 'PAID', total });
      return id;
    };
    const cancel = (
      paymentId: string,
      amount: number | null,
      currentCancellableAmount?: number,
      reason = '고객 요청 취소'
    ) =>
      provider().cancel({
        paymentId,
        amount,
        reason,
        currentCancellableAmount,
        idempotencyKey: `refund-${paymentId}-${amount}-${currentCancellableAmount}`,
      });

    it('cancels part, then part again, then the rest', async () => {
      const id = paid(100_000);
      const first = await cancel(id, 30_000, 100_000);
      expect(first).toMatchObject({
        cancelledAmount: 30_000,
        totalCancelledAmount: 30_000,
        status: 'PARTIAL_CANCELLED',
      });
      expect(await cancel(id, 20_000, 70_000)).toMatchObject({
        cancelledAmount: 20_000,
        totalCancelledAmount: 50_000,
        status: 'PARTIAL_CANCELLED',
      });
      const rest = await cancel(id, null, 50_000);
      expect(rest).toMatchObject({ cancelledAmount: 50_000, totalCancelledAmount: 100_000, status: 'CANCELLED' });
      expect(new Set([first.cancellationId, rest.cancellationId]).size).toBe(2);
      expect(await provider().fetchPayment(id)).toMatchObject({
        status: 'CANCELLED',
        amount: 100_000,
        cancelledAmount: 100_000,
      });
      expect(fake.requests.filter((r) => r.path.endsWith('/cancel')).at(-1)?.body).toEqual({
        storeId: STORE_ID,
        reason: '고객 요청 취소',
        currentCancellableAmount: 50_000,
      });
    });

    it('cancels a whole payment without knowing the remaining amount', async () => {
      const id = paid(42_000);
      expect(await cancel(id, null)).toMatchObject({
        cancelledAmount: 42_000,
        totalCancelledAmount: 42_000,
        status: 'CANCELLED',
      });
    });

    it('refuses to cancel more than is left, or against a stale remaining amount, and changes nothing', async () => {
      const id = paid(50_000);
      await cancel(id, 10_000, 50_000);
      expect(await providerError(cancel(id, 45_000, 40_000))).toMatchObject({
        kind: 'INVALID',
        type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT',
      });
      expect(await providerError(cancel(id, 5_000, 50_000, '다른 사유'))).toMatchObject({
        kind: 'INVALID',
        type: 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN',
      });
      expect(fake.payments.get(id)).toMatchObject({ cancelled: 10_000, status: 'PARTIAL_CANCELLED' });
    });

    it('answers a retried refund with the cancellation already made, never refunding twice', async () => {
      const id = paid(60_000);
      const first = await cancel(id, 15_000, 60_000);
      expect(await cancel(id, 15_000, 60_000)).toEqual(first);
      const full = await cancel(id, null);
      expect(await cancel(id, null)).toEqual(full);
      expect(fake.payments.get(id)?.cancellations.map((c) => c.totalAmount)).toEqual([15_000, 45_000]);
    });

    it('refuses a partial cancel that could not be retried safely, before calling PortOne', async () => {
      const id = paid(30_000);
      const sent = fake.requests.length;
      expect((await providerError(cancel(id, 10_000))).kind).toBe('INVALID');
      expect((await providerError(cancel(id, -5, 30_000))).kind).toBe('INVALID');
      expect(fake.requests.length).toBe(sent);
    });

    it('refuses to cancel an unpaid or unknown payment', async () => {
      const ready = newPaymentId();
      fake.setPayment(ready, { status: 'READY', total: 30_000 });
      expect(await providerError(cancel(ready, null))).toMatchObject({ kind: 'INVALID', type: 'PAYMENT_NOT_PAID' });
      expect((await providerError(cancel('order_never_seen', null))).kind).toBe('NOT_FOUND');
    });
  });

  describe('when PortOne is slow, failing, unreachable or refuses our secret', () => {
    it('turns a timeout into UNAVAILABLE', async () => {
      const id = newPaymentId();
      fake.setPayment(id, { status: 'PAID', total: 10_000 });
      // The fake never answers this request: the call can only end by the adapter's own timeout.
      fake.behave('getPayment', { hold: true, times: 1 });
      expect(await providerError(provider({ timeoutMs: 200 }).fetchPayment(id))).toMatchObject({
        kind: 'UNAVAILABLE',
        message: expect.stringMatching(/timed out/),
      });
      expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/payments/${id}` });
      expect((await provider().fetchPayment(id)).status).toBe('PAID');
    });

    it('turns a 5xx and an unreadable answer into UNAVAILABLE', async () => {
      const id = newPaymentId();
      fake.setPayment(id, { status: 'PAID', total: 10_000 });
      fake.behave('getPayment', { failStatus: 500, times: 1 });
      expect((await providerError(provider().fetchPayment(id))).kind).toBe('UNAVAILABLE');
      fake.behave('cancel', { failStatus: 503, times: 1 });
      expect(
        (
          await providerError(
            provider().cancel({ paymentId: id, amount: null, reason: '재고 없음', idempotencyKey: 'k1' })
          )
        ).kind
      ).toBe('UNAVAILABLE');
      fake.behave('preRegister', { failStatus: 200, times: 1 });
      expect((await providerError(provider().prepare(checkoutRequest()))).kind).toBe('UNAVAILABLE');
    });

    it('turns a refused connection into UNAVAILABLE', async () => {
      const closed = 'http://127.0.0.1:9'; // the discard port: nothing listens there
      expect((await providerError(provider({ apiBase: closed }).fetchPayment('order_x'))).kind).toBe('UNAVAILABLE');
    });

    it('reports a wrong API secret as an error (the payment may be paid: never as declined or missing)', async () => {
      const id = newPaymentId();
      fake.setPayment(id, { status: 'PAID', total: 10_000 });
      const error = await providerError(provider({ apiSecret: 'wrong-secret' }).fetchPayment(id));
      expect(error).toMatchObject({ kind: 'UNAVAILABLE', type: 'UNAUTHORIZED', status: 401 });
      expect(fake.requests.at(-1)?.authorization).toBe('PortOne wrong-secret');
      expect(await providerError(provider({ storeId: 'store-someone-else' }).fetchPayment(id))).toMatchObject({
        kind: 'UNAVAILABLE',
        type: 'FORBIDDEN',
      });
    });
  });
});
