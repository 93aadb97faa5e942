import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signupDrafts, users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { enqueueMail } from '../../mail/outbox';
import { alreadyRegisteredMail, verifyEmailMail } from '../../mail/templates';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';
import { createAccountFromDraft } from './createAccount';
import { findLinkToken, issueLinkToken, LINK_MINUTES, useLinkToken } from './oneTimeTokens';
import type { SignupDraft } from './signupDraft';

export type EmailSignupForm = { email: string; password: string; nickname: string };

type Links = { siteUrl: string; now: Date; ip: string };

const link = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${path}`;

export const NICKNAME_TAKEN = '이미 사용 중인 닉네임이에요.';

async function assertNicknameFree(db: Db, nickname: string): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.nickname, nickname)).limit(1);
  if (taken) throw new DomainError('CONFLICT', NICKNAME_TAKEN, { nickname: NICKNAME_TAKEN });
}

async function queueMailFor(db: Db, draft: SignupDraft, email: string, { siteUrl, now }: Links): Promise<void> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (member) {
    await enqueueMail(db, alreadyRegisteredMail(email, link(siteUrl, '/login/account'), link(siteUrl, '/find_pwd')));
    return;
  }
  const token = await issueLinkToken(db, 'VERIFY_EMAIL', { draftId: draft.id }, now);
  await enqueueMail(
    db,
    verifyEmailMail(email, link(siteUrl, `/registration/redirect/email?token=${token}`), LINK_MINUTES)
  );
}

/**
 * The email form of a sign-up. The answer is the same whether or not the address already has an
 * account: either way a mail goes to that inbox (a verification link, or "you already have an
 * account"), so only the inbox's owner learns which. The password is hashed in both cases, which
 * also keeps the time taken alike. Nothing becomes an account before the link is clicked.
 */
export async function submitEmailSignup(
  db: Db,
  draft: SignupDraft,
  form: EmailSignupForm,
  links: Links
): Promise<SignupDraft> {
  if (draft.kind !== 'EMAIL')
    throw new DomainError('INVALID_INPUT', '이메일 가입 절차가 아니에요. 처음부터 다시 시작해 주세요.');
  if (!draft.agreedAt) throw new DomainError('INVALID_INPUT', '약관 동의를 먼저 해 주세요.');
  if (!draft.identityVerificationId) throw new DomainError('INVALID_INPUT', '휴대폰 본인인증을 먼저 해 주세요.');
  await enforceRateLimits(db, [
    { rule: RATE_RULES.signupPerIp, subject: links.ip },
    { rule: RATE_RULES.signupMailPerAddress, subject: form.email },
  ]);
  await assertNicknameFree(db, form.nickname);
  const passwordHash = await hashPassword(form.password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(signupDrafts)
      .set({ email: form.email, passwordHash, nickname: form.nickname, emailSentAt: links.now })
      .where(eq(signupDrafts.id, draft.id))
      .returning();
    await queueMailFor(tx, updated, form.email, links);
    return updated;
  });
}

/** 메일 다시 보내기: a fresh link (the older ones stop working), within the same per-address limit. */
export async function resendSignupMail(db: Db, draft: SignupDraft, links: Links): Promise<void> {
  if (draft.kind !== 'EMAIL' || !draft.email || !draft.emailSentAt)
    throw new DomainError('INVALID_INPUT', '가입 정보를 먼저 입력해 주세요.');
  const email = draft.email;
  await enforceRateLimits(db, [
    { rule: RATE_RULES.signupPerIp, subject: links.ip },
    { rule: RATE_RULES.signupMailPerAddress, subject: email },
  ]);
  await db.transaction(async (tx) => {
    await tx.update(signupDrafts).set({ emailSentAt: links.now }).where(eq(signupDrafts.id, draft.id));
    await queueMailFor(tx, draft, email, links);
  });
}

export const LINK_EXPIRED = '인증 링크가 만료되었거나 이미 사용되었어요. 메일을 다시 받아 주세요.';

/**
 * The address a live sign-up link is for, or null when the link is unknown, expired, used or its
 * draft already finished. Only reads: opening the link (a person, or a mail scanner fetching every
 * link in the mail) must never use it up; the page's button does that (completeEmailSignup).
 */
export async function findPendingEmailSignup(db: Db, token: unknown, now: Date): Promise<{ email: string } | null> {
  const row = await findLinkToken(db, 'VERIFY_EMAIL', token, now);
  if (!row || row.draftId === null) return null;
  const [draft] = await db
    .select({
      email: signupDrafts.email,
      passwordHash: signupDrafts.passwordHash,
      completedAt: signupDrafts.completedAt,
    })
    .from(signupDrafts)
    .where(eq(signupDrafts.id, row.draftId))
    .limit(1);
  if (!draft || draft.completedAt || !draft.email || !draft.passwordHash) return null;
  return { email: draft.email };
}

/**
 * The link page's button (a same-origin POST, never the GET of the link): the token is used, the
 * draft becomes the account, all in one transaction with the token row locked, so a double press
 * makes one account and the second press sees the link used.
 */
export async function completeEmailSignup(db: Db, token: unknown, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await findLinkToken(tx, 'VERIFY_EMAIL', token, now, true);
    if (!row || row.draftId === null) throw new DomainError('NOT_FOUND', LINK_EXPIRED);
    const [draft] = await tx.select().from(signupDrafts).where(eq(signupDrafts.id, row.draftId)).limit(1);
    if (!draft || draft.completedAt || !draft.email || !draft.passwordHash)
      throw new DomainError('NOT_FOUND', LINK_EXPIRED);
    await useLinkToken(tx, row.id, now);
    return createAccountFromDraft(
      tx,
      draft,
      { email: draft.email, passwordHash: draft.passwordHash, nickname: draft.nickname },
      now
    );
  });
}
