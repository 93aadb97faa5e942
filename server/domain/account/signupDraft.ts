import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { signupDrafts } from '../../db/schema';
import { hashToken, isTokenShape, newToken } from '../../auth/tokens';
import { listCurrentProvisions } from '../provision/provisionQueries';
import { DomainError } from '@/lib/errors';
import { SIGNUP_DRAFT_MINUTES } from './draftCookie';

export type SignupDraft = typeof signupDrafts.$inferSelect;
export type SignupKind = SignupDraft['kind'];

/** The three consents of the terms step (docs/product.md §3 Provision agreement): two required, one optional. */
export const consentsSchema = z.object({
  service: z.boolean(),
  privacy: z.boolean(),
  marketing: z.boolean(),
});
export type Consents = z.infer<typeof consentsSchema>;

/** A social profile waiting for its account (the provider's id, and what it told us). */
export type SocialProfile = { providerUserId: string; email: string | null; nickname: string | null };

/** docs/product.md §4: sign-up continues only with the service and personal-information consents. */
export function assertRequiredConsents(consents: Consents): void {
  const details: Record<string, string> = {};
  if (!consents.service) details.service = '서비스 이용약관에 동의해 주세요.';
  if (!consents.privacy) details.privacy = '개인정보 수집 및 이용에 동의해 주세요.';
  if (Object.keys(details).length > 0) throw new DomainError('INVALID_INPUT', '필수 약관에 동의해 주세요.', details);
}

/** The versions in force now of the documents agreed to; marketing only when ticked. */
async function agreedVersions(db: Db, consents: Consents, now: Date) {
  const current = new Map((await listCurrentProvisions(db, now)).map((p) => [p.category, p.version]));
  const service = current.get('SERVICE');
  const privacy = current.get('PRIVACY');
  // Without terms in force nobody can agree to anything: an operator error, not the visitor's.
  if (!service || !privacy) throw new Error('no SERVICE or PRIVACY terms in effect');
  return {
    serviceVersion: service,
    privacyVersion: privacy,
    marketingVersion: consents.marketing ? (current.get('MARKETING') ?? null) : null,
    agreedAt: now,
  };
}

const expiry = (now: Date) => new Date(now.getTime() + SIGNUP_DRAFT_MINUTES * 60_000);

/** Starts an email sign-up at the terms step: answers the draft and the token for its cookie. */
export async function startEmailDraft(
  db: Db,
  { consents, friendCode }: { consents: Consents; friendCode?: string | null },
  now: Date = new Date()
): Promise<{ token: string; draft: SignupDraft }> {
  assertRequiredConsents(consents);
  const token = newToken();
  const [draft] = await db
    .insert(signupDrafts)
    .values({
      tokenHash: hashToken(token),
      kind: 'EMAIL',
      friendCode: friendCode ?? null,
      ...(await agreedVersions(db, consents, now)),
      createdAt: now,
      expiresAt: expiry(now),
    })
    .returning();
  return { token, draft };
}

/** A new Kakao or Naver user: the draft holds the profile until the terms and identity steps. */
export async function startSocialDraft(
  db: Db,
  kind: Exclude<SignupKind, 'EMAIL'>,
  profile: SocialProfile,
  now: Date = new Date()
): Promise<{ token: string; draft: SignupDraft }> {
  const token = newToken();
  const [draft] = await db
    .insert(signupDrafts)
    .values({
      tokenHash: hashToken(token),
      kind,
      socialProviderUserId: profile.providerUserId,
      socialEmail: profile.email,
      socialNickname: profile.nickname,
      createdAt: now,
      expiresAt: expiry(now),
    })
    .returning();
  return { token, draft };
}

/** The social draft's terms step. */
export async function agreeOnDraft(
  db: Db,
  draft: SignupDraft,
  consents: Consents,
  now: Date = new Date()
): Promise<SignupDraft> {
  assertRequiredConsents(consents);
  const [updated] = await db
    .update(signupDrafts)
    .set(await agreedVersions(db, consents, now))
    .where(eq(signupDrafts.id, draft.id))
    .returning();
  return updated;
}

/** The live draft of a cookie's token: not expired, not yet an account. */
export async function findDraft(
  db: Db,
  token: string | null | undefined,
  now: Date = new Date()
): Promise<SignupDraft | null> {
  if (!isTokenShape(token)) return null;
  const [draft] = await db
    .select()
    .from(signupDrafts)
    .where(
      and(
        eq(signupDrafts.tokenHash, hashToken(token)),
        gt(signupDrafts.expiresAt, now),
        isNull(signupDrafts.completedAt)
      )
    )
    .limit(1);
  return draft ?? null;
}

/** Where a draft stands, which is where its next screen is. */
export type DraftStep = 'PROVISION' | 'IDENTITY' | 'FORM' | 'EMAIL_SENT';

export function draftStep(draft: SignupDraft): DraftStep {
  if (!draft.agreedAt) return 'PROVISION';
  if (!draft.identityVerificationId) return 'IDENTITY';
  if (draft.kind === 'EMAIL' && !draft.emailSentAt) return 'FORM';
  return 'EMAIL_SENT';
}

export const DRAFT_STEP_PATHS: Record<DraftStep, string> = {
  PROVISION: '/registration/provision',
  IDENTITY: '/registration/phone_redirect',
  FORM: '/registration/user',
  EMAIL_SENT: '/registration/redirect/email',
};
