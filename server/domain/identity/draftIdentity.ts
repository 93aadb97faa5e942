import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signupDrafts } from '../../db/schema';
import { createAccountFromDraft } from '../account/createAccount';
import type { SignupDraft } from '../account/signupDraft';
import { DomainError } from '@/lib/errors';
import { accountsOfPerson, type PersonAccount } from './personAccounts';
import { assertUsable, loadBoundVerification } from './verifications';

export type DraftIdentityResult =
  { kind: 'EXISTING'; existing: PersonAccount } | { kind: 'EMAIL_FORM' } | { kind: 'SOCIAL_ACCOUNT'; userId: number };

/**
 * The sign-up's phone step: attaches a finished SIGNUP check of this browser to its draft. A person
 * who already has an account is told which one (they just proved who they are) and goes no further:
 * one person, one account. An email sign-up continues to its form; a Kakao or Naver sign-up has
 * everything it needs, so its account is opened now, in the same transaction that checks the person.
 */
export async function attachIdentityToDraft(
  db: Db,
  draft: SignupDraft,
  verificationId: unknown,
  { bindingHash, now }: { bindingHash: string | null; now: Date }
): Promise<DraftIdentityResult> {
  if (!draft.agreedAt) throw new DomainError('INVALID_TRANSITION', '약관 동의를 먼저 해 주세요.');
  return db.transaction(async (tx): Promise<DraftIdentityResult> => {
    const row = await loadBoundVerification(tx, verificationId, bindingHash, { purpose: 'SIGNUP', lock: true });
    assertUsable(row, now);
    const [existing] = await accountsOfPerson(tx, row.personHash);
    if (existing) return { kind: 'EXISTING', existing };
    const [attached] = await tx
      .update(signupDrafts)
      .set({ identityVerificationId: row.id })
      .where(eq(signupDrafts.id, draft.id))
      .returning();
    if (draft.kind === 'EMAIL') return { kind: 'EMAIL_FORM' };
    const userId = await createAccountFromDraft(tx, attached, { email: null, passwordHash: null, nickname: null }, now);
    return { kind: 'SOCIAL_ACCOUNT', userId };
  });
}
