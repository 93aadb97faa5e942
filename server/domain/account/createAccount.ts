import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications, signupDrafts, socialAccounts, userAgreements, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { DomainError } from '@/lib/errors';
import { autoNickname } from '@/lib/account/autoNickname';
import { nicknameProblem } from '@/lib/account/nickname';
import { addAlarm } from '../alarm/addAlarm';
import { newReferralCode } from './referralCode';
import type { SignupDraft } from './signupDraft';

export type NewAccount = {
  /** Email accounts: the verified address and the password hash kept on the draft. */
  email: string | null;
  passwordHash: string | null;
  /** A nickname the member chose (email form); social accounts get the provider's or a generated one. */
  nickname: string | null;
};

export const PERSON_ALREADY_REGISTERED = '이미 가입된 회원이에요. 아이디 찾기에서 가입한 계정을 확인해 주세요.';
export const EMAIL_ALREADY_REGISTERED = '이미 가입된 이메일이에요. 로그인하거나 비밀번호 찾기를 이용해 주세요.';

/** The verified identity behind the draft, locked so that one check can open one account only. */
async function lockIdentity(tx: Db, draft: SignupDraft) {
  if (!draft.identityVerificationId) throw new DomainError('INVALID_INPUT', '휴대폰 본인인증을 먼저 해 주세요.');
  const [identity] = await tx
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.id, draft.identityVerificationId), eq(identityVerifications.purpose, 'SIGNUP')))
    .for('update')
    .limit(1);
  if (!identity || identity.status !== 'VERIFIED' || !identity.personHash) {
    throw new DomainError('INVALID_INPUT', '본인인증 정보가 만료되었어요. 다시 인증해 주세요.');
  }
  return identity;
}

/** The provider's nickname when it is usable and free, else a generated one that is free. */
async function pickNickname(tx: Db, wanted: string | null): Promise<{ nickname: string; nickType: 'AUTO' | 'CUSTOM' }> {
  const candidates = [
    ...(wanted && !nicknameProblem(wanted) ? [wanted.trim()] : []),
    ...Array.from({ length: 6 }, () => autoNickname()),
  ];
  const taken = new Set(
    (await tx.select({ nickname: users.nickname }).from(users).where(inArray(users.nickname, candidates))).map(
      (r) => r.nickname
    )
  );
  const free = candidates.find((c) => !taken.has(c));
  if (!free) throw new DomainError('CONFLICT', '닉네임을 만들지 못했어요. 다시 시도해 주세요.');
  return { nickname: free, nickType: 'AUTO' };
}

/**
 * Turns a completed draft into an account, inside the caller's transaction: the user with the
 * verified name, phone and person hash; the consents with their versions; the social login; the
 * identity check and the draft marked used; a welcome alarm. The unique indexes (email, nickname,
 * person) decide races: the loser gets a clear CONFLICT and nothing of it is written.
 */
export async function createAccountFromDraft(
  tx: Db,
  draft: SignupDraft,
  account: NewAccount,
  now: Date
): Promise<number> {
  if (!draft.agreedAt || !draft.serviceVersion || !draft.privacyVersion)
    throw new DomainError('INVALID_INPUT', '약관 동의를 먼저 해 주세요.');
  const identity = await lockIdentity(tx, draft);
  const [holder] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.personHash, identity.personHash as string), isNull(users.deletedAt)))
    .limit(1);
  if (holder) throw new DomainError('CONFLICT', PERSON_ALREADY_REGISTERED);

  const nick = account.nickname
    ? { nickname: account.nickname, nickType: 'CUSTOM' as const }
    : await pickNickname(tx, draft.socialNickname);
  let userId: number;
  try {
    const [row] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        ...nick,
        name: identity.name,
        phone: identity.phone,
        personHash: identity.personHash,
        phoneVerifiedAt: identity.verifiedAt,
        emailVerifiedAt: draft.kind === 'EMAIL' ? now : null,
        registKeyType: draft.kind,
        referralCode: newReferralCode(),
        marketingConsentAt: draft.marketingVersion ? now : null,
        createdAt: now,
      })
      .returning({ id: users.id });
    userId = row.id;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_uq')) throw new DomainError('CONFLICT', EMAIL_ALREADY_REGISTERED);
    if (isUniqueViolation(error, 'users_person_uq')) throw new DomainError('CONFLICT', PERSON_ALREADY_REGISTERED);
    if (isUniqueViolation(error, 'users_nickname_uq'))
      throw new DomainError('CONFLICT', '이미 사용 중인 닉네임이에요.', { nickname: '이미 사용 중인 닉네임이에요.' });
    throw error;
  }

  await tx
    .insert(userAgreements)
    .values([
      { userId, category: 'SERVICE' as const, version: draft.serviceVersion, agreed: true, createdAt: now },
      { userId, category: 'PRIVACY' as const, version: draft.privacyVersion, agreed: true, createdAt: now },
      ...(draft.marketingVersion
        ? [{ userId, category: 'MARKETING' as const, version: draft.marketingVersion, agreed: true, createdAt: now }]
        : []),
    ]);
  if (draft.kind !== 'EMAIL' && draft.socialProviderUserId) {
    await tx.insert(socialAccounts).values({
      userId,
      provider: draft.kind,
      providerUserId: draft.socialProviderUserId,
      email: draft.socialEmail,
      createdAt: now,
    });
  }
  await tx
    .update(identityVerifications)
    .set({ status: 'CONSUMED', consumedAt: now })
    .where(eq(identityVerifications.id, identity.id));
  await tx
    .update(signupDrafts)
    .set({ completedAt: now, completedUserId: userId, passwordHash: null })
    .where(eq(signupDrafts.id, draft.id));
  await addAlarm(
    tx,
    {
      userId,
      kind: 'ACCOUNT',
      title: '라이드마켓에 오신 걸 환영해요',
      body: '관심 있는 자전거와 스키를 찜하고 최저가 알림을 켜 두면, 가격이 내려갈 때 바로 알려 드려요.',
      linkUrl: '/user/my_page',
      dedupeKey: 'welcome',
    },
    now
  );
  return userId;
}
