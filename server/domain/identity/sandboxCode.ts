import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications } from '../../db/schema';
import { enforceRateLimits } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { DomainError } from '@/lib/errors';
import { isUnder14, UNDER_14_MESSAGE } from './age';
import { sandboxPersonKey } from './sandboxProvider';
import {
  assertPending,
  loadBoundVerification,
  NOT_FOUND_MESSAGE,
  recordFailed,
  recordVerified,
  type IdentityVerification,
} from './verifications';

/** A carrier's SMS code is good for 3 minutes and forgives 4 typos; the 5th ends the check. */
export const CODE_MINUTES = 3;
export const MAX_CODE_ATTEMPTS = 5;

type Caller = { bindingHash: string | null; now: Date };

const sha256 = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest('hex');

/** A check started with another provider (the configuration changed meanwhile) can't be finished here. */
function assertSandboxRow(row: IdentityVerification): void {
  if (row.provider !== 'sandbox') throw new DomainError('NOT_FOUND', NOT_FOUND_MESSAGE);
}

export type SandboxSendInput = {
  verificationId: string;
  name: string;
  birthDate: string;
  carrier: string;
  phone: string;
};

/**
 * "Sends" a 6-digit code for the person typed on the sandbox page. Only the code's SHA-256 is kept;
 * the code itself is answered once, for the page to show as the simulated SMS. Sending is limited
 * per phone (an SMS costs money and bothers the phone's owner) and per address.
 */
export async function sendSandboxCode(
  db: Db,
  input: SandboxSendInput,
  { bindingHash, ip, now }: Caller & { ip: string }
) {
  const row = await loadBoundVerification(db, input.verificationId, bindingHash);
  assertSandboxRow(row);
  assertPending(row, now);
  // Refused before any code goes out: the carrier check would only end in the same refusal.
  if (row.purpose === 'SIGNUP' && isUnder14(input.birthDate, now)) {
    throw new DomainError('INVALID_INPUT', UNDER_14_MESSAGE, { birthDate: UNDER_14_MESSAGE });
  }
  await enforceRateLimits(db, [
    { rule: RATE_RULES.identityCodePerPhone, subject: input.phone },
    { rule: RATE_RULES.identitySendPerIp, subject: ip },
  ]);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(identityVerifications)
    .set({
      codeHash: sha256(code),
      codeSentAt: now,
      sendCount: row.sendCount + 1,
      attempts: 0,
      name: input.name,
      birthDate: input.birthDate,
      carrier: input.carrier,
      phone: input.phone,
    })
    .where(eq(identityVerifications.id, row.id));
  return { code, expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString() };
}

/**
 * Checks the typed code. The row is locked, so two quick submits can't both spend the last try.
 * Failures that change the row (a wrong code counted, the 5th wrong code ending the check, an
 * under-14 refusal) are committed before the refusal is answered.
 */
export async function confirmSandboxCode(
  db: Db,
  input: { verificationId: string; code: string },
  { bindingHash, secret, now }: Caller & { secret: string }
) {
  const refusal = await db.transaction(async (tx) => {
    const row = await loadBoundVerification(tx, input.verificationId, bindingHash, { lock: true });
    assertSandboxRow(row);
    assertPending(row, now);
    if (!row.codeHash || !row.codeSentAt || !row.name || !row.birthDate) {
      return new DomainError('INVALID_TRANSITION', '인증번호를 먼저 받아 주세요.');
    }
    if (now.getTime() - row.codeSentAt.getTime() > CODE_MINUTES * 60_000) {
      return new DomainError('INVALID_INPUT', '인증번호 입력 시간이 지났어요. 인증번호를 다시 받아 주세요.', {
        code: '입력 시간이 지났어요.',
      });
    }
    if (!crypto.timingSafeEqual(Buffer.from(sha256(input.code)), Buffer.from(row.codeHash))) {
      const attempts = row.attempts + 1;
      if (attempts >= MAX_CODE_ATTEMPTS) {
        await recordFailed(tx, row);
        await tx.update(identityVerifications).set({ attempts }).where(eq(identityVerifications.id, row.id));
        return new DomainError(
          'INVALID_TRANSITION',
          `인증번호를 ${MAX_CODE_ATTEMPTS}번 틀렸어요. 처음부터 다시 인증해 주세요.`
        );
      }
      await tx.update(identityVerifications).set({ attempts }).where(eq(identityVerifications.id, row.id));
      const message = `인증번호가 맞지 않아요. (남은 횟수 ${MAX_CODE_ATTEMPTS - attempts}회)`;
      return new DomainError('INVALID_INPUT', message, { code: message });
    }
    return recordVerified(
      tx,
      row,
      {
        name: row.name,
        phone: row.phone,
        birthDate: row.birthDate,
        personKey: sandboxPersonKey(row.name, row.birthDate),
      },
      { secret, now }
    );
  });
  if (refusal) throw refusal;
  return { verified: true as const };
}
