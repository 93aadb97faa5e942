import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { operatorSessions, users } from '@/server/db/schema';
import { createSession } from '@/server/auth/sessionService';
import { runOperatorGrantCommand } from '@/server/domain/admin/operatorGrantCli';
import { confirmEnrolment, startEnrolment } from '@/server/domain/admin/secondFactor';
import { totpCodeAt } from '@/server/domain/admin/totp';
import { callService, type Caller } from '../../support/serviceCaller';

export type { Caller };

let seq = 0;

/** A member with an email address and a real session row (the operator checks read its family). */
export async function memberWithSession(db: Db): Promise<{ userId: number; sessionId: number; email: string }> {
  seq += 1;
  const tag = `${process.pid}${seq}${crypto.randomBytes(3).toString('hex')}`;
  const email = `m${tag}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, nickname: `회원${tag}`, phone: `010-${String(seq).padStart(4, '0')}-5678` })
    .returning({ id: users.id });
  const { session } = await createSession(db, row.id, 'jest');
  return { userId: row.id, sessionId: session.id, email };
}

export const quietIo = { out: () => {}, err: () => {} };

/** An operator granted through the CLI's function, not yet enrolled. */
export async function grantedOperator(db: Db) {
  const member = await memberWithSession(db);
  const exit = await runOperatorGrantCommand(db, ['--email', member.email], quietIo);
  if (exit !== 0) throw new Error(`grant failed: ${exit}`);
  return member;
}

/** An operator enrolled and verified on its session: its TOTP secret comes back for further codes. */
export async function verifiedOperator(db: Db) {
  const member = await grantedOperator(db);
  const viewer = { userId: member.userId, businessId: null, sessionId: member.sessionId };
  const { secret } = await startEnrolment(db, viewer);
  const { recoveryCodes } = await confirmEnrolment(db, viewer, totpCodeAt(secret, new Date()));
  return { ...member, secret, recoveryCodes, caller: { userId: member.userId, sessionId: member.sessionId } };
}

/** Moves the last pass of the operator's factor back, as if `minutes` had gone by. */
export async function ageFactor(db: Db, userId: number, minutes: number): Promise<void> {
  const [row] = await db.select().from(operatorSessions).where(eq(operatorSessions.userId, userId));
  await db
    .update(operatorSessions)
    .set({ verifiedAt: new Date(row.verifiedAt.getTime() - minutes * 60_000) })
    .where(eq(operatorSessions.familyId, row.familyId));
}

export const callAdmin = <T>(db: Db, caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
  callService<T>(db, 'admin', caller, query, variables);

export const BUSINESS_INPUT = {
  name: '설악 스키하우스',
  region: '강원',
  address: '강원 속초시 설악산로 1',
  lat: 38.17,
  lng: 128.49,
  phone: '033-123-4567',
  commissionRateBp: 1200,
  settlementBank: '국민은행',
  settlementAccountNumber: '123-456-789012',
  settlementAccountHolder: '김설악',
};

export const CREATE = `mutation createBusiness($input: AdminBusinessInput!) {
  createBusiness(input: $input) { id name commissionRateBp suspendedAt settlementAccountNumber }
}`;
