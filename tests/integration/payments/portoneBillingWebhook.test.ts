import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { transactionEvent } from '../../support/fakePortone';
import { customer, newPaymentId, providerError, useFakePortone, STORE_ID } from './portoneHarness';

// Billing keys (the lease's registered card) and webhook verification against the fake PortOne.
describe('PortOne payment adapter: billing keys and webhooks', () => {
  const { fake, provider } = useFakePortone();
  const shinhan = {
    issuer: 'SHINHAN_CARD',
    publisher: 'SHINHAN_CARD',
    name: '신한카드 Deep Dream',
    number: '5164-53**-****-1234',
  };

  describe('billing keys', () => {
    it('confirms a card registration held for our approval and reads the masked card', async () => {
      fake.addIssueToken('issue-token-1', { customerId: customer.id, card: shinhan });
      const info = await provider().issueBillingKey({ customerId: customer.id, issueToken: 'issue-token-1' });
      expect(info).toEqual({
        billingKey: expect.stringMatching(/^billing-key-/),
        cardCompany: '신한카드',
        maskedNumber: '5164-53**-****-1234',
      });
      expect(fake.billingKeys.get(info.billingKey)?.status).toBe('ISSUED');
      const confirm = fake.requests.find((r) => r.path === '/billing-keys/confirm');
      expect(confirm?.body).toEqual({ storeId: STORE_ID, billingIssueToken: 'issue-token-1' });
      // The token is spent: a second exchange fails.
      expect(
        (await providerError(provider().issueBillingKey({ customerId: customer.id, issueToken: 'issue-token-1' }))).kind
      ).toBe('INVALID');
    });

    it('accepts a key the channel issued automatically, but only to the customer it was issued to', async () => {
      const key = fake.addBillingKey({
        customerId: customer.id,
        card: { issuer: 'UNKNOWN_BANK', name: '토스뱅크 체크카드', number: '1234-****-****-5678' },
      });
      expect(await provider().issueBillingKey({ customerId: customer.id, issueToken: key.billingKey })).toEqual({
        billingKey: key.billingKey,
        cardCompany: '토스뱅크 체크카드',
        maskedNumber: '1234-****-****-5678',
      });
      const theirs = fake.addBillingKey({ customerId: 'user_other', card: shinhan });
      expect(
        (await providerError(provider().issueBillingKey({ customerId: customer.id, issueToken: theirs.billingKey })))
          .kind
      ).toBe('INVALID');
      expect(
        (await providerError(provider().issueBillingKey({ customerId: customer.id, issueToken: '  ' }))).kind
      ).toBe('INVALID');
    });

    it('charges a registered card, and a retried charge returns the same payment', async () => {
      const key = fake.addBillingKey({ customerId: customer.id, card: shinhan });
      const paymentId = newPaymentId();
      const charge = {
        paymentId,
        billingKey: key.billingKey,
        orderName: '살로몬 스키 세트 렌탈 1회차',
        amount: 39_000,
        customer,
      };
      const payment = await provider().chargeBillingKey(charge);
      expect(payment).toMatchObject({
        paymentId,
        status: 'PAID',
        amount: 39_000,
        cancelledAmount: 0,
        currency: 'KRW',
        method: 'CARD',
        failureReason: null,
      });
      expect(payment.transactionId).toBe(fake.payments.get(paymentId)?.transactionId);
      expect(fake.requests.find((r) => r.path === `/payments/${paymentId}/billing-key`)?.body).toEqual({
        storeId: STORE_ID,
        billingKey: key.billingKey,
        orderName: '살로몬 스키 세트 렌탈 1회차',
        amount: { total: 39_000 },
        currency: 'KRW',
        customer: { id: customer.id, name: { full: customer.name }, phoneNumber: customer.phone },
      });
      expect(await provider().chargeBillingKey(charge)).toEqual(payment);
      expect([...fake.payments.values()].filter((p) => p.id === paymentId)).toHaveLength(1);
    });

    it('reports an approved charge even when re-reading the payment fails', async () => {
      const key = fake.addBillingKey({ customerId: customer.id, card: shinhan });
      const paymentId = newPaymentId();
      fake.behave('getPayment', { failStatus: 502, times: 1 });
      expect(
        await provider().chargeBillingKey({
          paymentId,
          billingKey: key.billingKey,
          orderName: '렌탈 2회차',
          amount: 39_000,
          customer,
        })
      ).toMatchObject({
        paymentId,
        status: 'PAID',
        amount: 39_000,
        transactionId: null,
        paidAt: fake.payments.get(paymentId)?.paidAt,
      });
    });

    it('reports a card the card company refuses as DECLINED, and a deleted key as unusable', async () => {
      const key = fake.addBillingKey({ customerId: customer.id, card: shinhan, declineWith: '잔액이 부족합니다' });
      const paymentId = newPaymentId();
      const error = await providerError(
        provider().chargeBillingKey({
          paymentId,
          billingKey: key.billingKey,
          orderName: '렌탈 3회차',
          amount: 39_000,
          customer,
        })
      );
      expect(error).toMatchObject({
        kind: 'DECLINED',
        type: 'PG_PROVIDER',
        message: expect.stringContaining('잔액이 부족합니다'),
      });
      expect(await provider().fetchPayment(paymentId)).toMatchObject({
        status: 'FAILED',
        failureReason: '잔액이 부족합니다',
      });

      const gone = fake.addBillingKey({ customerId: customer.id, card: shinhan });
      await provider().deleteBillingKey(gone.billingKey);
      const charge = {
        paymentId: newPaymentId(),
        billingKey: gone.billingKey,
        orderName: '렌탈 4회차',
        amount: 39_000,
        customer,
      };
      expect(await providerError(provider().chargeBillingKey(charge))).toMatchObject({
        kind: 'INVALID',
        type: 'BILLING_KEY_ALREADY_DELETED',
      });
      expect(
        (await providerError(provider().chargeBillingKey({ ...charge, billingKey: 'billing-key-unknown' }))).kind
      ).toBe('NOT_FOUND');
      expect((await providerError(provider().chargeBillingKey({ ...charge, amount: 0 }))).kind).toBe('INVALID');
    });

    it('deletes a key once, a second delete is already done, an unknown key is NOT_FOUND', async () => {
      const key = fake.addBillingKey({ customerId: customer.id, card: shinhan });
      await provider().deleteBillingKey(key.billingKey);
      expect(fake.billingKeys.get(key.billingKey)?.status).toBe('DELETED');
      expect(fake.requests.at(-1)).toMatchObject({
        method: 'DELETE',
        path: `/billing-keys/${key.billingKey}`,
        query: { storeId: STORE_ID },
      });
      await expect(provider().deleteBillingKey(key.billingKey)).resolves.toBeUndefined();
      expect((await providerError(provider().deleteBillingKey('billing-key-unknown'))).kind).toBe('NOT_FOUND');
    });
  });

  describe('webhooks', () => {
    const verify = (input: { body: string; headers: Record<string, string | undefined> }) =>
      provider().verifyWebhook(input);

    it('accepts a well-signed, fresh delivery and reports only which payment or key changed', async () => {
      expect(await verify(fake.webhook(transactionEvent('Transaction.Paid', 'order_42', STORE_ID)))).toEqual({
        type: 'Transaction.Paid',
        paymentId: 'order_42',
        billingKey: null,
      });
      expect(
        await verify(
          fake.webhook({
            type: 'BillingKey.Deleted',
            timestamp: new Date().toISOString(),
            data: { storeId: STORE_ID, billingKey: 'billing-key-9' },
          })
        )
      ).toEqual({ type: 'BillingKey.Deleted', paymentId: null, billingKey: 'billing-key-9' });
    });

    it('refuses a tampered body, another secret, an old timestamp and missing headers', async () => {
      const delivery = fake.webhook(transactionEvent('Transaction.Paid', 'order_43', STORE_ID));
      const refused = async (input: { body: string; headers: Record<string, string | undefined> }) =>
        (await providerError(verify(input))).kind;
      expect(await refused({ ...delivery, body: delivery.body.replace('order_43', 'order_44') })).toBe('INVALID');
      const forged = `whsec_${Buffer.from('not-the-portone-secret').toString('base64')}`;
      expect(await refused(fake.webhook(transactionEvent('Transaction.Paid', 'order_43'), { secret: forged }))).toBe(
        'INVALID'
      );
      const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
      expect(
        await refused(fake.webhook(transactionEvent('Transaction.Paid', 'order_43'), { timestamp: anHourAgo }))
      ).toBe('INVALID');
      for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) {
        expect(await refused({ body: delivery.body, headers: { ...delivery.headers, [name]: undefined } })).toBe(
          'INVALID'
        );
      }
      expect(await verify(delivery)).toMatchObject({ paymentId: 'order_43' });
    });

    it('refuses every delivery without a configured secret, and a signed body that is no event', async () => {
      const delivery = fake.webhook(transactionEvent('Transaction.Paid', 'order_45'));
      expect((await providerError(provider({ webhookSecret: null }).verifyWebhook(delivery))).kind).toBe('INVALID');
      expect((await providerError(provider({ webhookSecret: 'whsec_***' }).verifyWebhook(delivery))).kind).toBe(
        'INVALID'
      );
      expect((await providerError(verify(fake.webhook('not json')))).kind).toBe('INVALID');
      expect((await providerError(verify(fake.webhook({ data: { paymentId: 'order_45' } })))).kind).toBe('INVALID');
    });

    it('verifies what the fake sends over HTTP, as our webhook route will receive it', async () => {
      const received: { type: string; paymentId: string | null }[] = [];
      const receiver = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', async () => {
          const headers = Object.fromEntries(
            Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v])
          );
          try {
            received.push(await provider().verifyWebhook({ body, headers }));
            res.writeHead(200).end();
          } catch {
            res.writeHead(400).end();
          }
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/app/v4/payments/portone/webhook`;
      try {
        expect(
          (await fake.sendWebhook(url, transactionEvent('Transaction.Cancelled', 'order_46', STORE_ID))).status
        ).toBe(200);
        expect(
          (
            await fake.sendWebhook(url, transactionEvent('Transaction.Paid', 'order_47'), {
              secret: `whsec_${Buffer.from('forged-secret').toString('base64')}`,
            })
          ).status
        ).toBe(400);
      } finally {
        await new Promise<void>((resolve) => receiver.close(() => resolve()));
      }
      expect(received).toEqual([{ type: 'Transaction.Cancelled', paymentId: 'order_46', billingKey: null }]);
    });
  });
});
