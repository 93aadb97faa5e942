import { logger } from '../../logger';
import type { WebhookEvent, WebhookInput } from '../types';
import { PortoneApiError } from './portoneClient';
import { webhookBody } from './portoneSchemas';
import { type SignatureCheck, verifyWebhookSignature } from './webhookSignature';

/**
 * A PortOne webhook, believed only with a valid, fresh signature. It says which payment or billing
 * key changed and nothing more is taken from it: checkout fetches the payment itself. That also
 * makes a replay inside the freshness window harmless (it only causes one more fetch).
 */
export function verifyPortoneWebhook(secret: string | null, input: WebhookInput): WebhookEvent {
  if (!secret) {
    logger.error('payments.portone.webhook_secret_missing');
    throw new PortoneApiError('INVALID', 'PORTONE_WEBHOOK_SECRET is not configured: webhooks are refused', null, null);
  }
  let check: SignatureCheck;
  try {
    check = verifyWebhookSignature(secret, input);
  } catch (error) {
    logger.error('payments.portone.webhook_secret_malformed', { error: String(error) });
    throw new PortoneApiError('INVALID', 'PORTONE_WEBHOOK_SECRET is malformed: webhooks are refused', null, null);
  }
  if (!check.ok) {
    logger.warn('payments.portone.webhook_refused', { reason: check.reason });
    throw new PortoneApiError('INVALID', `PortOne webhook refused: ${check.reason}`, check.reason, null);
  }
  let json: unknown;
  try {
    json = JSON.parse(input.body);
  } catch {
    throw new PortoneApiError('INVALID', 'PortOne webhook body is not JSON', null, null);
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) throw new PortoneApiError('INVALID', 'PortOne webhook body has no event type', null, null);
  return {
    type: parsed.data.type,
    paymentId: parsed.data.data?.paymentId ?? null,
    billingKey: parsed.data.data?.billingKey ?? null,
  };
}
