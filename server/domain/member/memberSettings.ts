import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAgreements, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';
import { inSeoul } from '@/lib/dates';
import { addAlarm } from '../alarm/addAlarm';
import { listCurrentProvisions } from '../provision/provisionQueries';

export const NICKNAME_TAKEN = '이미 사용 중인 닉네임이에요.';

/**
 * A member's own nickname (/user/configuration/nickname). The rules are lib/account/nickname.ts's
 * (checked by the caller's schema); uniqueness is the unique index's, so two members asking for the
 * same name at once can't both get it. Every attempt counts toward nicknamePerAccount, failures
 * too: otherwise the form would be a free oracle of which nicknames exist.
 */
export async function updateNickname(db: Db, userId: number, nickname: string): Promise<void> {
  await enforceRateLimits(db, [{ rule: RATE_RULES.nicknamePerAccount, subject: `user:${userId}` }]);
  try {
    await db.update(users).set({ nickname, nickType: 'CUSTOM' }).where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error, 'users_nickname_uq'))
      throw new DomainError('CONFLICT', NICKNAME_TAKEN, { nickname: NICKNAME_TAKEN });
    throw error;
  }
}

export type MarketingConsent = { isMarketingAgreed: boolean; decidedAt: string; changed: boolean };

/** `2026년 5월 3일 14:05`: the date the law asks us to state, in Seoul time. */
const koreanDateTime = (at: Date) => inSeoul(at).format('YYYY년 M월 D일 HH:mm');

/**
 * Marketing consent on or off. Korean law (정보통신망법 제50조) asks that a consent change be
 * recorded with the terms it refers to and that the member be told who sends, the date and the
 * result: so the user row, a user_agreements row with the current MARKETING terms version and an
 * ACCOUNT alarm are written in one transaction. Asking for the state that already holds changes
 * nothing and sends no second notice.
 */
export async function setMarketingConsent(
  db: Db,
  userId: number,
  agree: boolean,
  now: Date = new Date()
): Promise<MarketingConsent> {
  const version = (await listCurrentProvisions(db, now)).find((p) => p.category === 'MARKETING')?.version;
  // No marketing terms in force is an operator's mistake, not the member's: nothing to agree to.
  if (!version) throw new Error('no MARKETING terms in effect');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ at: users.marketingConsentAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!row) throw new DomainError('NOT_FOUND', '회원 정보를 찾을 수 없어요.');
    if ((row.at !== null) === agree) {
      return { isMarketingAgreed: agree, decidedAt: (row.at ?? now).toISOString(), changed: false };
    }
    await tx
      .update(users)
      .set({ marketingConsentAt: agree ? now : null })
      .where(eq(users.id, userId));
    await tx.insert(userAgreements).values({ userId, category: 'MARKETING', version, agreed: agree, createdAt: now });
    const when = koreanDateTime(now);
    await addAlarm(
      tx,
      {
        userId,
        kind: 'ACCOUNT',
        title: agree ? '마케팅 정보 수신에 동의하셨어요' : '마케팅 정보 수신을 거부하셨어요',
        body: agree
          ? `라이드마켓의 이벤트·혜택 소식 수신 동의가 ${when}에 처리되었어요. 설정에서 언제든 끌 수 있어요.`
          : `라이드마켓의 이벤트·혜택 소식 수신 거부가 ${when}에 처리되었어요. 주문·계정 안내는 계속 보내 드려요.`,
        linkUrl: '/user/configuration',
        dedupeKey: `marketing:${agree ? 'on' : 'off'}:${now.getTime()}`,
      },
      now
    );
    return { isMarketingAgreed: agree, decidedAt: now.toISOString(), changed: true };
  });
}
