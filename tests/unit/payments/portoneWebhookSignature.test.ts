/** @jest-environment node */
import {
  signWebhook,
  verifyWebhookSignature,
  webhookHeaders,
  webhookKey,
} from '@/server/payments/portone/webhookSignature';

// The reference vector published with the Standard Webhooks spec, which PortOne V2 follows.
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const vectorHeaders = {
  'webhook-id': VECTOR.id,
  'webhook-timestamp': String(VECTOR.timestamp),
  'webhook-signature': VECTOR.signature,
};
const SECRET = `whsec_${Buffer.from('라이드마켓-웹훅-시크릿-32바이트').toString('base64')}`;

describe('PortOne webhook signature (Standard Webhooks)', () => {
  it('signs and verifies the published reference vector', () => {
    expect(signWebhook(VECTOR.secret, VECTOR)).toBe(VECTOR.signature);
    expect(
      verifyWebhookSignature(
        VECTOR.secret,
        { body: VECTOR.body, headers: vectorHeaders },
        { nowSeconds: VECTOR.timestamp + 10 }
      )
    ).toEqual({ ok: true, webhookId: VECTOR.id });
  });

  it('accepts the secret with or without its whsec_ prefix, and refuses one that is not base64', () => {
    const bare = VECTOR.secret.slice('whsec_'.length);
    expect(signWebhook(bare, VECTOR)).toBe(VECTOR.signature);
    expect(() => webhookKey('whsec_not base64!')).toThrow(/base64/);
    expect(() => webhookKey('whsec_')).toThrow();
  });

  it('refuses a tampered body, another secret, a changed id or timestamp', () => {
    const now = VECTOR.timestamp;
    const check = (body: string, headers: Record<string, string>, secret = VECTOR.secret) =>
      verifyWebhookSignature(secret, { body, headers }, { nowSeconds: now });
    expect(check('{"test": 2432232315}', vectorHeaders)).toEqual({ ok: false, reason: 'NO_MATCHING_SIGNATURE' });
    expect(check(VECTOR.body, vectorHeaders, SECRET)).toEqual({ ok: false, reason: 'NO_MATCHING_SIGNATURE' });
    expect(check(VECTOR.body, { ...vectorHeaders, 'webhook-id': 'msg_other' })).toEqual({
      ok: false,
      reason: 'NO_MATCHING_SIGNATURE',
    });
    expect(check(VECTOR.body, { ...vectorHeaders, 'webhook-timestamp': String(now - 1) })).toEqual({
      ok: false,
      reason: 'NO_MATCHING_SIGNATURE',
    });
  });

  it('refuses old (replayed) and future timestamps at the five-minute edge', () => {
    const at = (nowSeconds: number) =>
      verifyWebhookSignature(VECTOR.secret, { body: VECTOR.body, headers: vectorHeaders }, { nowSeconds });
    expect(at(VECTOR.timestamp + 300).ok).toBe(true);
    expect(at(VECTOR.timestamp + 301)).toEqual({ ok: false, reason: 'TIMESTAMP_TOO_OLD' });
    expect(at(VECTOR.timestamp - 300).ok).toBe(true);
    expect(at(VECTOR.timestamp - 301)).toEqual({ ok: false, reason: 'TIMESTAMP_TOO_NEW' });
  });

  it('refuses missing or empty headers and a malformed timestamp', () => {
    const check = (headers: Record<string, string | undefined>) =>
      verifyWebhookSignature(VECTOR.secret, { body: VECTOR.body, headers }, { nowSeconds: VECTOR.timestamp });
    for (const name of Object.keys(vectorHeaders)) {
      expect(check({ ...vectorHeaders, [name]: undefined })).toEqual({ ok: false, reason: 'MISSING_HEADERS' });
      expect(check({ ...vectorHeaders, [name]: '' })).toEqual({ ok: false, reason: 'MISSING_HEADERS' });
    }
    expect(check({ ...vectorHeaders, 'webhook-timestamp': '1614265330.5' })).toEqual({
      ok: false,
      reason: 'INVALID_TIMESTAMP',
    });
  });

  it('reads headers case-insensitively and finds the valid one among several signatures', () => {
    const headers = {
      'Webhook-Id': VECTOR.id,
      'WEBHOOK-TIMESTAMP': String(VECTOR.timestamp),
      'webhook-signature': `v2,${VECTOR.signature.slice(3)} v1,AAAA v1,***** ${VECTOR.signature}`,
    };
    expect(
      verifyWebhookSignature(VECTOR.secret, { body: VECTOR.body, headers }, { nowSeconds: VECTOR.timestamp }).ok
    ).toBe(true);
    // The same digest under another version label is not a v1 signature.
    expect(
      verifyWebhookSignature(
        VECTOR.secret,
        { body: VECTOR.body, headers: { ...headers, 'webhook-signature': `v2,${VECTOR.signature.slice(3)}` } },
        { nowSeconds: VECTOR.timestamp }
      )
    ).toEqual({ ok: false, reason: 'NO_MATCHING_SIGNATURE' });
  });

  it('makes fresh headers that verify now (what the fake PortOne server sends)', () => {
    const body = JSON.stringify({ type: 'Transaction.Paid', data: { paymentId: 'order_1' } });
    const headers = webhookHeaders(SECRET, body);
    expect(headers['webhook-id']).toMatch(/^msg_/);
    expect(verifyWebhookSignature(SECRET, { body, headers })).toEqual({ ok: true, webhookId: headers['webhook-id'] });
  });
});
