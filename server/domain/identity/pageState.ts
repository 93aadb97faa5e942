import type { IncomingMessage } from 'node:http';
import { getDb } from '../../db';
import { resolveIdentityOptions } from '../../auth/identityOptions';
import { requestCookies } from '../../auth/requestState';
import { isDomainError } from '@/lib/errors';
import { bindingHashOf } from './bindingCookie';
import { isExpired, loadBoundVerification, type IdentityPurpose } from './verifications';

export type VerificationPageState = 'PENDING' | 'VERIFIED' | 'FAILED' | 'EXPIRED' | 'MISSING';

/**
 * What a check's own page (the sandbox popup, the PortOne launcher) may show this browser: its
 * state and purpose, nothing of the person. Another browser's check reads as MISSING.
 */
export async function verificationPageState(
  req: IncomingMessage,
  id: string,
  provider: 'sandbox' | 'portone'
): Promise<{ state: VerificationPageState; purpose: IdentityPurpose }> {
  const options = resolveIdentityOptions();
  try {
    const row = await loadBoundVerification(
      await getDb(),
      id,
      bindingHashOf(requestCookies(req, options), options.secret)
    );
    if (row.provider !== provider) return { state: 'MISSING', purpose: row.purpose };
    if (row.status === 'CONSUMED') return { state: 'VERIFIED', purpose: row.purpose };
    if (row.status === 'PENDING' && isExpired(row, options.now)) return { state: 'EXPIRED', purpose: row.purpose };
    return { state: row.status, purpose: row.purpose };
  } catch (error) {
    if (isDomainError(error)) return { state: 'MISSING', purpose: 'SIGNUP' };
    throw error;
  }
}
