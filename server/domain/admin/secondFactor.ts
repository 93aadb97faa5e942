import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { operatorRecoveryCodes, operatorSessions, operators, users } from '../../db/schema';
import { retryTransaction } from '../../db/retryTransaction';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';
import type { Viewer } from '../viewer';
import { OPERATOR_SESSION_HOURS, operatorState, type OperatorState } from './operatorAccess';
import { sealTotpSecret, unsealTotpSecret } from './operatorSecret';
import { newTotpSecret, totpUri, verifyTotp } from './totp';
import { writeAudit } from './audit';

/**
 * Enrolment and use of the operator's second factor (docs/product.md §10 Operator sign-in). Passing it
 * opens an operator session on this device for 8 hours; passing it again refreshes only the moment of
 * the last pass, which money actions need to be recent (MONEY_FACTOR_MINUTES), never the 8 hours.
 */
export const RECOVERY_CODE_COUNT = 10;
export const MONEY_FACTOR_MINUTES = 5;

export const FACTOR_MESSAGES = {
  wrongCode: '인증 코드가 맞지 않아요. 앱에 보이는 새 코드를 입력해 주세요.',
  alreadyEnrolled: '이미 인증 앱을 등록했어요.',
  notEnrolled: '먼저 인증 앱을 등록해 주세요.',
  moneyFactor: '금액과 정산에 관한 처리는 인증 코드를 다시 입력한 뒤 5분 안에 할 수 있어요.',
} as const;

const wrongCode = () =>
  new DomainError('INVALID_INPUT', FACTOR_MESSAGES.wrongCode, { code: FACTOR_MESSAGES.wrongCode });

export type Enrolment = { secret: string; otpauthUri: string; qrSvg: string };

/** Starts (or restarts) enrolment: a new secret, sealed at rest, and its QR code as SVG. */
export async function startEnrolment(db: Db, viewer: Viewer | null): Promise<Enrolment> {
  const state = await operatorState(db, viewer);
  if (state.enrolled) throw new DomainError('CONFLICT', FACTOR_MESSAGES.alreadyEnrolled);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, state.userId));
  const secret = newTotpSecret();
  await db
    .update(operators)
    .set({ totpSecretSealed: sealTotpSecret(secret), totpLastStep: null })
    .where(and(eq(operators.userId, state.userId), isNull(operators.totpEnrolledAt)));
  const otpauthUri = totpUri(secret, user?.email ?? `operator-${state.userId}`);
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/** Spends a TOTP code: atomically moves the last accepted step forward, so two uses of one code make one pass. */
async function spendTotp(tx: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ sealed: operators.totpSecretSealed, lastStep: operators.totpLastStep })
    .from(operators)
    .where(eq(operators.userId, userId));
  if (!row?.sealed) return false;
  const step = verifyTotp(unsealTotpSecret(row.sealed), code, row.lastStep, now);
  if (step === null) return false;
  const moved = await tx
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.userId, userId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ userId: operators.userId });
  return moved.length === 1;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Opens (or refreshes the last pass of) this device's operator session, capped at 8 hours from its start. */
async function passFactor(tx: Db, state: OperatorState, now: Date): Promise<Date> {
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
  const [row] = await tx
    .insert(operatorSessions)
    .values({ familyId: state.familyId, userId: state.userId, verifiedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: operatorSessions.familyId,
      set: {
        verifiedAt: now,
        // A lapsed session starts a new 8 hours; a live one keeps its end.
        expiresAt: sql`CASE WHEN ${operatorSessions.expiresAt} > ${now} THEN ${operatorSessions.expiresAt} ELSE ${expiresAt} END`,
      },
    })
    .returning({ expiresAt: operatorSessions.expiresAt });
  return row.expiresAt;
}

const checkAttempts = (db: Db, userId: number) =>
  enforceRateLimits(db, [{ rule: RATE_RULES.operatorFactorPerAccount, subject: `operator:${userId}` }]);

/** Confirms enrolment with the first code: answers the recovery codes, shown this once. */
export async function confirmEnrolment(
  db: Db,
  viewer: Viewer | null,
  code: string,
  now: Date = new Date()
): Promise<{ recoveryCodes: string[]; verifiedUntil: Date }> {
  const state = await operatorState(db, viewer, now);
  if (state.enrolled) throw new DomainError('CONFLICT', FACTOR_MESSAGES.alreadyEnrolled);
  await checkAttempts(db, state.userId);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(recoveryCodes.map((c) => hashPassword(c)));
  const verifiedUntil = await retryTransaction(db, async (tx) => {
    const [locked] = await tx
      .select({ enrolledAt: operators.totpEnrolledAt })
      .from(operators)
      .where(eq(operators.userId, state.userId))
      .for('update');
    if (locked?.enrolledAt) throw new DomainError('CONFLICT', FACTOR_MESSAGES.alreadyEnrolled);
    if (!(await spendTotp(tx, state.userId, code, now))) throw wrongCode();
    await tx.update(operators).set({ totpEnrolledAt: now }).where(eq(operators.userId, state.userId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, state.userId));
    await tx.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ userId: state.userId, codeHash })));
    await writeAudit(tx, {
      operatorId: state.userId,
      action: 'operator.enrol',
      targetType: 'operator',
      targetId: state.userId,
      before: { enrolled: false },
      after: { enrolled: true, recoveryCodes: RECOVERY_CODE_COUNT },
      at: now,
    });
    return passFactor(tx, state, now);
  });
  return { recoveryCodes, verifiedUntil };
}

const RECOVERY_SHAPE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** Uses one unused recovery code (each once): the argon2id hashes are tried in turn. */
async function spendRecoveryCode(tx: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const normalized = code.trim().toLowerCase();
  if (!RECOVERY_SHAPE.test(normalized)) return false;
  const unused = await tx
    .select({ id: operatorRecoveryCodes.id, codeHash: operatorRecoveryCodes.codeHash })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, normalized))) continue;
    const used = await tx
      .update(operatorRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(operatorRecoveryCodes.id, row.id), isNull(operatorRecoveryCodes.usedAt)))
      .returning({ id: operatorRecoveryCodes.id });
    return used.length === 1;
  }
  return false;
}

/** Passes the second factor with an app code (6 digits) or a recovery code (xxxxx-xxxxx). */
export async function verifySecondFactor(
  db: Db,
  viewer: Viewer | null,
  code: string,
  now: Date = new Date()
): Promise<{ verifiedUntil: Date; usedRecoveryCode: boolean }> {
  const state = await operatorState(db, viewer, now);
  if (!state.enrolled) throw new DomainError('INVALID_INPUT', FACTOR_MESSAGES.notEnrolled);
  await checkAttempts(db, state.userId);
  const isAppCode = /^\d{6}$/.test(code.trim());
  return retryTransaction(db, async (tx) => {
    const ok = isAppCode
      ? await spendTotp(tx, state.userId, code.trim(), now)
      : await spendRecoveryCode(tx, state.userId, code, now);
    if (!ok) throw wrongCode();
    if (!isAppCode) {
      await writeAudit(tx, {
        operatorId: state.userId,
        action: 'operator.recoveryCodeUsed',
        targetType: 'operator',
        targetId: state.userId,
        before: null,
        after: null,
        at: now,
      });
    }
    return { verifiedUntil: await passFactor(tx, state, now), usedRecoveryCode: !isAppCode };
  });
}

/** Money actions (commission, payout account, refunds) need a factor passed in the last few minutes. */
export async function requireRecentFactor(db: Db, state: OperatorState, now: Date = new Date()): Promise<void> {
  const [row] = await db
    .select({ verifiedAt: operatorSessions.verifiedAt })
    .from(operatorSessions)
    .where(eq(operatorSessions.familyId, state.familyId));
  if (!row || now.getTime() - row.verifiedAt.getTime() > MONEY_FACTOR_MINUTES * 60_000) {
    throw new DomainError('FORBIDDEN', FACTOR_MESSAGES.moneyFactor);
  }
}
