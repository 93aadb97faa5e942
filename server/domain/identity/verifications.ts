import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications } from '../../db/schema';
import { keyedHash } from '../../security/derivedKeys';
import { DomainError } from '@/lib/errors';
import { isUnder14, UNDER_14_MESSAGE } from './age';
import type { IdentityProviderName, VerifiedPerson } from './identityProvider';

export type IdentityVerification = typeof identityVerifications.$inferSelect;
export type IdentityPurpose = IdentityVerification['purpose'];

/** A check is usable for 15 minutes from its start: long enough to find the phone, short enough to go stale. */
export const VERIFICATION_MINUTES = 15;
const ID_SHAPE = /^iv_[A-Za-z0-9_-]{32}$/;

export const NOT_FOUND_MESSAGE = '인증 요청을 찾을 수 없어요. 처음부터 다시 인증해 주세요.';
export const EXPIRED_MESSAGE = '인증 시간이 지났어요. 처음부터 다시 인증해 주세요.';

/** 24 random bytes: the id travels in URLs, so it must not be guessable. */
export function newVerificationId(): string {
  return `iv_${crypto.randomBytes(24).toString('base64url')}`;
}

export function isVerificationId(value: unknown): value is string {
  return typeof value === 'string' && ID_SHAPE.test(value);
}

/** The person hash kept on the check and the account: an HMAC of the CI, never the CI itself. */
export function personHashOf(personKey: string, secret: string): string {
  return keyedHash('person', personKey, secret);
}

export async function startVerification(
  db: Db,
  { purpose, provider, bindingHash }: { purpose: IdentityPurpose; provider: IdentityProviderName; bindingHash: string },
  now: Date
): Promise<IdentityVerification> {
  const [row] = await db
    .insert(identityVerifications)
    .values({
      id: newVerificationId(),
      purpose,
      provider,
      bindingHash,
      status: 'PENDING',
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_MINUTES * 60_000),
    })
    .returning();
  return row;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The check `id` as this browser may see it. Another browser's check, an unknown id and a check of
 * another purpose all answer the same NOT_FOUND: a leaked id tells its finder nothing.
 */
export async function loadBoundVerification(
  db: Db,
  id: unknown,
  bindingHash: string | null,
  { purpose, lock = false }: { purpose?: IdentityPurpose; lock?: boolean } = {}
): Promise<IdentityVerification> {
  if (!isVerificationId(id) || !bindingHash) throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const query = db.select().from(identityVerifications).where(eq(identityVerifications.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !sameHash(row.bindingHash, bindingHash) || (purpose && row.purpose !== purpose)) {
    throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  return row;
}

export function isExpired(row: IdentityVerification, now: Date): boolean {
  return row.expiresAt.getTime() <= now.getTime();
}

/** A check still waiting for the person (the sandbox's code steps, a provider's answer). */
export function assertPending(row: IdentityVerification, now: Date): void {
  if (row.status === 'VERIFIED' || row.status === 'CONSUMED')
    throw new DomainError('INVALID_TRANSITION', '이미 완료된 인증이에요.');
  if (row.status === 'FAILED')
    throw new DomainError('INVALID_TRANSITION', '실패한 인증이에요. 처음부터 다시 인증해 주세요.');
  if (isExpired(row, now)) throw new DomainError('INVALID_TRANSITION', EXPIRED_MESSAGE);
}

/** A finished check whose result may be used once (sign-up, find id). */
export function assertUsable(
  row: IdentityVerification,
  now: Date
): asserts row is IdentityVerification & { personHash: string } {
  if (row.status === 'CONSUMED')
    throw new DomainError('INVALID_TRANSITION', '이미 사용한 인증이에요. 처음부터 다시 인증해 주세요.');
  if (row.status !== 'VERIFIED' || !row.personHash)
    throw new DomainError('INVALID_TRANSITION', '휴대폰 본인인증을 먼저 완료해 주세요.');
  if (isExpired(row, now)) throw new DomainError('INVALID_TRANSITION', EXPIRED_MESSAGE);
  if (row.purpose === 'SIGNUP' && row.birthDate && isUnder14(row.birthDate, now))
    throw new DomainError('INVALID_INPUT', UNDER_14_MESSAGE);
}

/**
 * Records a provider's successful check on the row, inside the caller's transaction. A sign-up
 * check of a child under 14 is recorded as FAILED instead, and answered with the Korean refusal
 * (returned, not thrown, so the caller commits the FAILED status before refusing).
 */
export async function recordVerified(
  tx: Db,
  row: IdentityVerification,
  person: VerifiedPerson,
  { secret, now }: { secret: string; now: Date }
): Promise<DomainError | null> {
  if (row.purpose === 'SIGNUP' && isUnder14(person.birthDate, now)) {
    await tx
      .update(identityVerifications)
      .set({ status: 'FAILED', codeHash: null })
      .where(eq(identityVerifications.id, row.id));
    return new DomainError('INVALID_INPUT', UNDER_14_MESSAGE);
  }
  await tx
    .update(identityVerifications)
    .set({
      status: 'VERIFIED',
      name: person.name,
      phone: person.phone,
      birthDate: person.birthDate,
      personHash: personHashOf(person.personKey, secret),
      verifiedAt: now,
      codeHash: null,
    })
    .where(eq(identityVerifications.id, row.id));
  return null;
}

export async function recordFailed(tx: Db, row: IdentityVerification): Promise<void> {
  await tx
    .update(identityVerifications)
    .set({ status: 'FAILED', codeHash: null })
    .where(eq(identityVerifications.id, row.id));
}

/** Marks a check used, so its result opens one account or answers one find-id (the caller holds the row lock). */
export async function consumeVerification(tx: Db, row: IdentityVerification, now: Date): Promise<void> {
  await tx
    .update(identityVerifications)
    .set({ status: 'CONSUMED', consumedAt: now })
    .where(eq(identityVerifications.id, row.id));
}
