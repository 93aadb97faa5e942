/**
 * The client of /app/v4/payments (REST: what providers call back and the demo sandbox's window).
 * Same-origin JSON POSTs (the server's CSRF rule); a failure throws with the server's Korean message.
 */
import { errorMessages, type ErrorCode } from '@/lib/errors';
import { NETWORK_ERROR_MESSAGE } from './errors';

export const PAYMENTS_BASE = '/app/v4/payments';

export type SandboxOutcome = 'APPROVE' | 'DECLINE' | 'PENDING' | 'SLOW';

export class PaymentRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number | null
  ) {
    super(message);
    this.name = 'PaymentRequestError';
  }
}

/** The sandbox checkout's choice for one of my payments (demo mode only; elsewhere the route is a 404). */
export async function decideSandboxPayment(
  paymentId: string,
  outcome: SandboxOutcome,
  fetchImpl: typeof fetch = fetch
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(`${PAYMENTS_BASE}/sandbox/decide`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ paymentId, outcome }),
    });
  } catch {
    throw new PaymentRequestError('NETWORK', NETWORK_ERROR_MESSAGE, null);
  }
  if (response.ok) return;
  const payload = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const code = typeof payload.code === 'string' && payload.code in errorMessages ? payload.code : 'INTERNAL';
  const message =
    typeof payload.message === 'string' && payload.message ? payload.message : errorMessages[code as ErrorCode];
  throw new PaymentRequestError(code, message, response.status);
}
