import { ProviderError, type WebhookEvent, type WebhookInput } from '../types';
import { verifyWebhookSignature } from '../portone/webhookSignature';

/** The sandbox signs its webhooks as PortOne does (Standard Webhooks), with a secret derived from ours. */
export async function verifySandboxWebhook(input: WebhookInput, secret: string, now: Date): Promise<WebhookEvent> {
  const check = verifyWebhookSignature(secret, input, { nowSeconds: Math.floor(now.getTime() / 1000) });
  if (!check.ok) throw new ProviderError('INVALID', `웹훅 서명이 올바르지 않아요 (${check.reason}).`);
  let payload: { type?: unknown; data?: { paymentId?: unknown; billingKey?: unknown } };
  try {
    payload = JSON.parse(input.body) as typeof payload;
  } catch {
    throw new ProviderError('INVALID', '웹훅 본문을 읽을 수 없어요.');
  }
  return {
    type: typeof payload.type === 'string' ? payload.type : 'Unknown',
    paymentId: typeof payload.data?.paymentId === 'string' ? payload.data.paymentId : null,
    billingKey: typeof payload.data?.billingKey === 'string' ? payload.data.billingKey : null,
  };
}
