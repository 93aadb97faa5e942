import type { Db } from '../../db/client';
import { DomainError } from '@/lib/errors';
import type { IdentityProvider } from './identityProvider';
import {
  assertPending,
  loadBoundVerification,
  recordFailed,
  recordVerified,
  type IdentityVerification,
} from './verifications';

export type CompletionResult = {
  status: IdentityVerification['status'];
  purpose: IdentityVerification['purpose'];
  refusal: string | null;
};

/**
 * The browser is back from a redirect-based provider: ask the provider how the check ended and
 * record it. Asking twice is harmless (a finished row is answered as it is), so a reload of the
 * return page or a double redirect changes nothing. The provider is called outside the transaction
 * (a slow network must not hold a row lock); the row is re-read under lock before writing.
 */
export async function completeProviderVerification(
  db: Db,
  provider: IdentityProvider,
  verificationId: unknown,
  { bindingHash, secret, now }: { bindingHash: string | null; secret: string; now: Date }
): Promise<CompletionResult> {
  const first = await loadBoundVerification(db, verificationId, bindingHash);
  if (first.status !== 'PENDING') return { status: first.status, purpose: first.purpose, refusal: null };
  assertPending(first, now);
  if (!provider.fetchOutcome || first.provider !== provider.name)
    throw new DomainError('NOT_FOUND', '인증 요청을 찾을 수 없어요. 처음부터 다시 인증해 주세요.');
  const outcome = await provider.fetchOutcome(first.id);
  return db.transaction(async (tx) => {
    const row = await loadBoundVerification(tx, first.id, bindingHash, { lock: true });
    if (row.status !== 'PENDING' || outcome.status === 'PENDING')
      return { status: row.status, purpose: row.purpose, refusal: null };
    if (outcome.status === 'FAILED') {
      await recordFailed(tx, row);
      return { status: 'FAILED' as const, purpose: row.purpose, refusal: null };
    }
    const refusal = await recordVerified(tx, row, outcome.person, { secret, now });
    return {
      status: refusal ? ('FAILED' as const) : ('VERIFIED' as const),
      purpose: row.purpose,
      refusal: refusal?.message ?? null,
    };
  });
}
