/**
 * /app/v4/payments: the providers' webhooks and the demo sandbox's checkout window (issue 16 §3).
 *
 * Webhooks are server-to-server: the body is read raw and its signature checked by the provider's
 * own verifyWebhook before anything else; then the payment is completed exactly as the return URL
 * would (completeCheckout is idempotent, so any number of deliveries, in any order, settle one
 * order once). The answer is quick: the provider is asked for the payment with a short wait, and a
 * payment it cannot confirm yet stays 결제 대기 for the return page or the reconciliation job.
 */
import { parseInput } from '../../domain/parseInput';
import { requireMember } from '../../domain/member/requireMember';
import { completeCheckout } from '../../domain/checkout/completeCheckout';
import { orderProviderName } from '../../domain/checkout/orderProvider';
import { isDemoMode } from '../../env';
import { logger } from '../../logger';
import { providerByName } from '../../payments/providers';
import { decideSandboxPayment, sandboxDecisionInput } from '../../payments/sandbox/sandboxDecide';
import { ProviderError, type ProviderName, type WebhookEvent } from '../../payments/types';
import { DomainError, isDomainError } from '@/lib/errors';
import type { RestContext, RestRoute } from '../rest/restTypes';

/** How long a webhook waits for the provider's record before answering (it must answer quickly). */
export const WEBHOOK_PROVIDER_WAIT_MS = 3_000;
/** Provider webhooks are small JSON; anything bigger is not theirs. */
const WEBHOOK_MAX_BYTES = 64 * 1024;

const notFound = () => new DomainError('NOT_FOUND', '찾으시는 주소가 없어요.');

async function verified(
  ctx: RestContext,
  name: ProviderName
): Promise<{ event: WebhookEvent; complete: (paymentId: string) => Promise<unknown> }> {
  const provider = providerByName(ctx.db, name);
  // A provider this server does not run (PortOne unconfigured, the sandbox outside demo mode) has no webhook.
  if (!provider) throw notFound();
  const headers = Object.fromEntries(ctx.request.headers.entries());
  try {
    const event = await provider.verifyWebhook({ body: String(ctx.body ?? ''), headers });
    return {
      event,
      complete: (paymentId) => completeCheckout(ctx.db, provider, paymentId, { waitMs: WEBHOOK_PROVIDER_WAIT_MS }),
    };
  } catch (error) {
    if (error instanceof ProviderError) {
      logger.warn('payment webhook refused', { provider: name, reason: error.message });
      throw new DomainError('BAD_REQUEST', '웹훅 서명이 올바르지 않아요.');
    }
    throw error;
  }
}

function webhook(name: ProviderName, path: string): RestRoute {
  return {
    method: 'POST',
    path,
    rawBody: true,
    maxBodyBytes: WEBHOOK_MAX_BYTES,
    async handle(ctx) {
      const { event, complete } = await verified(ctx, name);
      // Billing-key events and others without a payment need nothing from checkout.
      if (!event.paymentId) return { json: { ok: true, handled: false } };
      try {
        const completion = (await complete(event.paymentId)) as { status: string };
        return { json: { ok: true, handled: true, status: completion.status } };
      } catch (error) {
        // Not one of our orders, or a payment we refused (amount differs, already cancelled): the
        // delivery is done with; answering an error would only make the provider send it again.
        if (isDomainError(error) && (error.code === 'NOT_FOUND' || error.code === 'PAYMENT_FAILED')) {
          logger.warn('payment webhook settled without an order change', {
            provider: name,
            code: error.code,
            paymentId: event.paymentId,
          });
          return { json: { ok: true, handled: false } };
        }
        throw error;
      }
    },
  };
}

/**
 * POST /app/v4/payments/sandbox/decide: the tester's choice in the sandbox checkout window. Demo
 * mode only (a 404 otherwise, as if it did not exist), members only, and only for their own order.
 */
const sandboxDecide: RestRoute = {
  method: 'POST',
  path: '/sandbox/decide',
  async handle(ctx) {
    if (!isDemoMode()) throw notFound();
    const viewer = requireMember(ctx.identity.viewer);
    const input = parseInput(sandboxDecisionInput, ctx.body);
    if ((await orderProviderName(ctx.db, input.paymentId, viewer.userId)) !== 'SANDBOX')
      throw new DomainError('NOT_FOUND', '샌드박스에 없는 결제예요.');
    const decided = await decideSandboxPayment(ctx.db, input);
    return { json: { ok: true, status: decided.status } };
  },
};

export const paymentRoutes: RestRoute[] = [
  sandboxDecide,
  webhook('PORTONE', '/webhook/portone'),
  webhook('SANDBOX', '/webhook/sandbox'),
];
