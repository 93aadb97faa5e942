/**
 * The sandbox checkout page's server side (/pay/sandbox, demo mode only): the payment the tester is
 * deciding, read from the sandbox's own books, and the one place it may send the browser back to.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, sandboxPayments } from '../db/schema';
import { safeReturnUrl } from '@/lib/account/returnUrl';

export type SandboxCheckoutView = {
  paymentId: string;
  orderName: string;
  amount: number;
  method: string;
  /** READY until the tester chooses; then the outcome stands (a second choice changes nothing). */
  status: string;
  /** When the order's held dates or stock go back unless it is paid (ISO 8601), or null once settled. */
  holdExpiresAt: string | null;
};

/** The member's own sandbox payment, or null (someone else's payment is as absent as a made-up id). */
export async function sandboxCheckoutView(
  db: Db,
  paymentId: string,
  userId: number
): Promise<SandboxCheckoutView | null> {
  const [row] = await db
    .select({
      paymentId: sandboxPayments.paymentId,
      orderName: sandboxPayments.orderName,
      amount: sandboxPayments.amount,
      method: sandboxPayments.method,
      status: sandboxPayments.status,
      holdExpiresAt: orders.holdExpiresAt,
    })
    .from(sandboxPayments)
    .innerJoin(orders, eq(orders.paymentKey, sandboxPayments.paymentId))
    .where(and(eq(sandboxPayments.paymentId, paymentId), eq(orders.userId, userId)))
    .limit(1);
  return row ? { ...row, holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null } : null;
}

/**
 * Where the sandbox returns to: the provider's return route of this site only (`/pay/…`), given as
 * a path or as an absolute URL on SITE_URL's origin (what prepare hands the provider). Anything else
 * is refused, so the page cannot be made into an open redirect.
 */
export function sandboxReturnPath(raw: unknown, siteUrl: string): string | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  let candidate = raw;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (url.origin !== new URL(siteUrl).origin) return null;
    candidate = `${url.pathname}${url.search}`;
  }
  const path = safeReturnUrl(candidate, '');
  return path.startsWith('/pay/') && !path.startsWith('/pay/sandbox') ? path : null;
}
