import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '@/server/db/schema';
import { authenticate, createSession, refresh } from '@/server/auth/sessionService';
import { signIn } from '@/server/auth/signIn';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { callAdmin, memberWithSession, verifiedOperator } from './adminHarness';

const SUSPEND =
  'mutation($id: Int!, $r: String!) { suspendMember(id: $id, reason: $r) { id suspendedAt suspendedReason } }';
const UNSUSPEND = 'mutation($id: Int!) { unsuspendMember(id: $id) { id suspendedAt } }';
const SEARCH = 'query($q: String!) { adminMembers(query: $q) { id email nickname } }';

describe.each(testDbKinds())('members in the operator console (%s)', (kind) => {
  const db = useTestDb(kind);

  it('finds a member by email, phone or nickname; a short query is INVALID_INPUT in Korean', async () => {
    const op = await verifiedOperator(db());
    const member = await memberWithSession(db());
    await db().update(users).set({ phone: '010-9876-1122' }).where(eq(users.id, member.userId));
    const [row] = await db().select().from(users).where(eq(users.id, member.userId));
    for (const q of [member.email.slice(0, 12), '98761122', row.nickname]) {
      const found = await callAdmin<{ adminMembers: { id: number }[] }>(db(), op.caller, SEARCH, { q });
      expect(found.data?.adminMembers.map((m) => m.id)).toContain(member.userId);
    }
    const short = await callAdmin(db(), op.caller, SEARCH, { q: 'a' });
    expect(short.code).toBe('INVALID_INPUT');
    expect(short.details.query).toBe('검색어를 2자 이상 입력해 주세요.');
  });

  it('suspending ends every session at once and refuses sign-in; the detail shows the sanction', async () => {
    const op = await verifiedOperator(db());
    const member = await memberWithSession(db());
    const phone = await createSession(db(), member.userId, 'phone');
    expect(await authenticate(db(), phone.sessionToken)).not.toBeNull();

    const suspended = await callAdmin<{ suspendMember: { suspendedReason: string } }>(db(), op.caller, SUSPEND, {
      id: member.userId,
      r: '사기 거래 시도',
    });
    expect(suspended.data?.suspendMember.suspendedReason).toBe('사기 거래 시도');
    expect(await authenticate(db(), phone.sessionToken)).toBeNull();
    expect(await refresh(db(), phone.refreshToken)).toBeNull();
    await expect(
      signIn(db(), member.userId, {
        userAgent: null,
        options: { secret: 'x'.repeat(32), secure: false, now: new Date() },
      })
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.suspend'), eq(auditLog.targetId, String(member.userId))));
    expect(row.before).toEqual({ suspendedAt: null, suspendedReason: null, suspendedUntil: null });
    expect(row.after).toMatchObject({ suspendedReason: '사기 거래 시도', suspendedUntil: null, revokedSessions: 2 });

    const detail = await callAdmin<{
      adminMember: { member: { suspendedReason: string }; sanctions: { action: string; reason: string }[] };
    }>(
      db(),
      op.caller,
      'query($id: Int!) { adminMember(id: $id) { member { suspendedReason } orders { id } reports { reason } sanctions { action reason } } }',
      { id: member.userId }
    );
    expect(detail.data?.adminMember.sanctions).toEqual([{ action: 'member.suspend', reason: '사기 거래 시도' }]);

    const again = await callAdmin(db(), op.caller, SUSPEND, { id: member.userId, r: '두 번째 정지' });
    expect(again.code).toBe('CONFLICT');
    const lifted = await callAdmin(db(), op.caller, UNSUSPEND, { id: member.userId });
    expect(lifted.code).toBeNull();
    const back = await createSession(db(), member.userId, 'phone');
    expect(await authenticate(db(), back.sessionToken)).not.toBeNull();
  });

  it('refuses to suspend oneself, and answers NOT_FOUND for an unknown member', async () => {
    const op = await verifiedOperator(db());
    const self = await callAdmin(db(), op.caller, SUSPEND, { id: op.userId, r: '자기 정지 시도' });
    expect(self.code).toBe('INVALID_INPUT');
    const missing = await callAdmin(db(), op.caller, SUSPEND, { id: 999_999, r: '없는 회원' });
    expect(missing.code).toBe('NOT_FOUND');
    const missingDetail = await callAdmin(db(), op.caller, 'query { adminMember(id: 999999) { member { id } } }');
    expect(missingDetail.code).toBe('NOT_FOUND');
  });
});
