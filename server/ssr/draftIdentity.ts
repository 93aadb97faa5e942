import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityVerifications } from '../db/schema';
import type { SignupDraft } from '../domain/account/signupDraft';
import { maskName, maskPhone } from '@/lib/account/phone';

/** Who the draft's phone check verified, masked for the screen ("김**더", "010-****-5678"). */
export async function draftPerson(
  db: Db,
  draft: SignupDraft
): Promise<{ maskedName: string; maskedPhone: string } | null> {
  if (!draft.identityVerificationId) return null;
  const [row] = await db
    .select({ name: identityVerifications.name, phone: identityVerifications.phone })
    .from(identityVerifications)
    .where(eq(identityVerifications.id, draft.identityVerificationId))
    .limit(1);
  return row?.name && row.phone ? { maskedName: maskName(row.name), maskedPhone: maskPhone(row.phone) } : null;
}
