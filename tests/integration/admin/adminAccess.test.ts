import { eq, sql } from 'drizzle-orm';
import { auditLog, operators } from '@/server/db/schema';
import { requireVerifiedOperator, OPERATOR_SESSION_HOURS } from '@/server/domain/admin/operatorAccess';
import { runOperatorGrantCommand } from '@/server/domain/admin/operatorGrantCli';
import { totpCodeAt } from '@/server/domain/admin/totp';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { seedCheckoutFixture } from '../../support/checkoutFixture';
import {
  ageFactor,
  BUSINESS_INPUT,
  callAdmin,
  CREATE,
  grantedOperator,
  memberWithSession,
  quietIo,
  verifiedOperator,
  type Caller,
} from './adminHarness';

/** Every operation of the admin service, with variables that would be valid for an operator. */
const EVERY_OPERATION: [string, string, Record<string, unknown>][] = [
  ['me', 'query { me { id } }', {}],
  ['operator', 'query { operator { userId enrolled verifiedUntil } }', {}],
  ['startTotpEnrolment', 'mutation { startTotpEnrolment { secret } }', {}],
  ['confirmTotpEnrolment', 'mutation { confirmTotpEnrolment(code: "123456") { recoveryCodes } }', {}],
  ['verifyOperator', 'mutation { verifyOperator(code: "123456") { verifiedUntil } }', {}],
  ['auditLog', 'query { auditLog { entries { id } } }', {}],
  ['adminBusinesses', 'query { adminBusinesses { id } }', {}],
  ['adminBusiness', 'query($id: Int!) { adminBusiness(id: $id) { id } }', { id: 1 }],
  ['createBusiness', CREATE, { input: BUSINESS_INPUT }],
  [
    'editBusiness',
    'mutation($id: Int!, $input: AdminBusinessInput!) { editBusiness(id: $id, input: $input) { id } }',
    { id: 1, input: BUSINESS_INPUT },
  ],
  ['suspendBusiness', 'mutation { suspendBusiness(id: 1, reason: "사유 있음") { id } }', {}],
  ['unsuspendBusiness', 'mutation { unsuspendBusiness(id: 1) { id } }', {}],
  ['issueSellerInvite', 'mutation { issueSellerInvite(businessId: 1) { code } }', {}],
  ['revokeSellerInvite', 'mutation { revokeSellerInvite(inviteId: 1) { id } }', {}],
  ['adminMembers', 'query { adminMembers(query: "회원") { id } }', {}],
  ['adminMember', 'query { adminMember(id: 1) { member { id } } }', {}],
  ['suspendMember', 'mutation { suspendMember(id: 1, reason: "사유 있음") { id } }', {}],
  ['unsuspendMember', 'mutation { unsuspendMember(id: 1) { id } }', {}],
  ['settlementPeriods', 'query { settlementPeriods { periodStart } }', {}],
  ['closableSettlementPeriod', 'query { closableSettlementPeriod { periodStart closed } }', {}],
  ['settlementPeriod', 'query { settlementPeriod(periodStart: "2025-01-06") { periodStart } }', {}],
  ['closeSettlementPeriod', 'mutation { closeSettlementPeriod(periodStart: "2025-01-06") { statements } }', {}],
  [
    'markStatementPaid',
    'mutation { markStatementPaid(statementId: 1, transferReference: "KB-0001") { statementId } }',
    {},
  ],
  ['disputedReturns', 'query { disputedReturns { orderId } }', {}],
  [
    'decideDisputedReturn',
    'mutation { decideDisputedReturn(orderId: 1, decision: upholdRefusal, reason: "사진상 사용 흔적") { state } }',
    {},
  ],
  ['moderationQueue', 'query { moderationQueue(filter: PENDING) { pendingCount } }', {}],
  [
    'decideModeration',
    'mutation($input: ModerationDecisionInput!) { decideModeration(input: $input) { state } }',
    { input: { kind: 'POST', id: 1, decision: 'DELETE', reason: '광고 글' } },
  ],
  ['reportedMessages', 'query { reportedMessages { openCount } }', {}],
  [
    'decideMessageReport',
    'mutation { decideMessageReport(messageId: 1, decision: HIDE, reason: "고객 비방") { hidden } }',
    {},
  ],
  ['disputeMessageThreads', 'query { disputeMessageThreads(orderId: 1) { id } }', {}],
];

/** What an operator may call before passing the second factor. */
const FACTOR_OPERATIONS = new Set(['me', 'operator', 'startTotpEnrolment', 'confirmTotpEnrolment', 'verifyOperator']);

describe.each(testDbKinds())('the operator console service (%s)', (kind) => {
  const db = useTestDb(kind);

  it('answers NOT_FOUND to a visitor, a member and a seller for every operation, with bad input too', async () => {
    const member = await memberWithSession(db());
    const f = await seedCheckoutFixture(db());
    const seller = await memberWithSession(db());
    const callers: Caller[] = [
      null,
      { userId: member.userId, sessionId: member.sessionId },
      { userId: seller.userId, sessionId: seller.sessionId, businessId: f.businessId },
    ];
    for (const caller of callers) {
      for (const [name, query, variables] of EVERY_OPERATION) {
        const answer = await callAdmin(db(), caller, query, variables);
        expect([name, answer.code]).toEqual([name, 'NOT_FOUND']);
      }
      const bad = await callAdmin(db(), caller, CREATE, { input: { ...BUSINESS_INPUT, lat: 0 } });
      expect(bad.code).toBe('NOT_FOUND');
    }
  });

  it('lets an operator without a passed factor do nothing but pass it', async () => {
    const op = await grantedOperator(db());
    const caller = { userId: op.userId, sessionId: op.sessionId };
    for (const [name, query, variables] of EVERY_OPERATION) {
      if (FACTOR_OPERATIONS.has(name)) continue;
      const answer = await callAdmin(db(), caller, query, variables);
      expect([name, answer.code]).toEqual([name, 'NOT_FOUND']);
    }
    const state = await callAdmin<{ operator: { enrolled: boolean; verifiedUntil: string | null } }>(
      db(),
      caller,
      'query { operator { enrolled verifiedUntil } }'
    );
    expect(state.data?.operator).toEqual({ enrolled: false, verifiedUntil: null });
  });

  it('enrols with a QR code, refuses a wrong code in Korean, answers recovery codes once, and seals the secret', async () => {
    const op = await grantedOperator(db());
    const caller = { userId: op.userId, sessionId: op.sessionId };
    const started = await callAdmin<{ startTotpEnrolment: { secret: string; otpauthUri: string; qrSvg: string } }>(
      db(),
      caller,
      'mutation { startTotpEnrolment { secret otpauthUri qrSvg } }'
    );
    const enrolment = started.data!.startTotpEnrolment;
    expect(enrolment.qrSvg).toContain('<svg');
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const [row] = await db().select().from(operators).where(eq(operators.userId, op.userId));
    expect(row.totpSecretSealed).toBeTruthy();
    expect(row.totpSecretSealed).not.toContain(enrolment.secret);

    const confirm = 'mutation($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes verifiedUntil } }';
    const now = new Date();
    const wrongCode = String((Number(totpCodeAt(enrolment.secret, now)) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await callAdmin(db(), caller, confirm, { code: wrongCode });
    expect(wrong.code).toBe('INVALID_INPUT');
    expect(wrong.message).toBe('인증 코드가 맞지 않아요. 앱에 보이는 새 코드를 입력해 주세요.');
    const tooShort = await callAdmin(db(), caller, confirm, { code: '12' });
    expect(tooShort.code).toBe('INVALID_INPUT');
    expect(tooShort.details.code).toBe('인증 코드를 입력해 주세요.');

    const ok = await callAdmin<{ confirmTotpEnrolment: { recoveryCodes: string[]; verifiedUntil: string } }>(
      db(),
      caller,
      confirm,
      { code: totpCodeAt(enrolment.secret, now) }
    );
    expect(ok.data?.confirmTotpEnrolment.recoveryCodes).toHaveLength(10);
    const hours = (Date.parse(ok.data!.confirmTotpEnrolment.verifiedUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    const again = await callAdmin(db(), caller, confirm, { code: totpCodeAt(enrolment.secret, now) });
    expect(again.code).toBe('CONFLICT');
    const restart = await callAdmin(db(), caller, 'mutation { startTotpEnrolment { secret } }');
    expect(restart.code).toBe('CONFLICT');
  });

  it('refuses a replayed code and takes each recovery code once', async () => {
    const op = await verifiedOperator(db());
    const verify = 'mutation($code: String!) { verifyOperator(code: $code) { verifiedUntil usedRecoveryCode } }';
    // The enrolment spent the current step: the same code again is a replay.
    const replay = await callAdmin(db(), op.caller, verify, { code: totpCodeAt(op.secret, new Date()) });
    expect(replay.code).toBe('INVALID_INPUT');
    const recovery = await callAdmin<{ verifyOperator: { usedRecoveryCode: boolean } }>(db(), op.caller, verify, {
      code: op.recoveryCodes[0].toUpperCase(),
    });
    expect(recovery.data?.verifyOperator.usedRecoveryCode).toBe(true);
    const reused = await callAdmin(db(), op.caller, verify, { code: op.recoveryCodes[0] });
    expect(reused.code).toBe('INVALID_INPUT');
  });

  it('ends the operator session 8 hours after the factor was passed', async () => {
    const op = await verifiedOperator(db());
    const viewer = { userId: op.userId, businessId: null, sessionId: op.sessionId };
    const state = await requireVerifiedOperator(db(), viewer);
    const end = state.verifiedUntil!.getTime();
    expect(end - Date.now()).toBeLessThanOrEqual(OPERATOR_SESSION_HOURS * 3_600_000);
    await expect(requireVerifiedOperator(db(), viewer, new Date(end - 1000))).resolves.toBeTruthy();
    await expect(requireVerifiedOperator(db(), viewer, new Date(end + 1000))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Another device of the same operator (a new session family) has not passed the factor.
    const other = await memberWithSession(db());
    await expect(
      requireVerifiedOperator(db(), { userId: op.userId, businessId: null, sessionId: other.sessionId })
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('asks the second factor again for a money action after 5 minutes', async () => {
    const op = await verifiedOperator(db());
    await ageFactor(db(), op.userId, 6);
    const refused = await callAdmin(db(), op.caller, CREATE, { input: BUSINESS_INPUT });
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toContain('인증 코드를 다시 입력');
    const later = new Date(Date.now() + 30_000);
    const verified = await callAdmin(
      db(),
      op.caller,
      'mutation($c: String!) { verifyOperator(code: $c) { verifiedUntil } }',
      {
        c: totpCodeAt(op.secret, later),
      }
    );
    // A code of the next step is inside the ±1 window and later than the one spent at enrolment.
    expect(verified.code).toBeNull();
    const created = await callAdmin(db(), op.caller, CREATE, { input: BUSINESS_INPUT });
    expect(created.code).toBeNull();
  });

  it('keeps the audit log append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    await verifiedOperator(db());
    const [row] = await db().select({ id: auditLog.id }).from(auditLog).limit(1);
    // Drizzle wraps the driver's error; the database's own words are its cause.
    const refusal = (query: ReturnType<typeof sql>) =>
      db()
        .execute(query)
        .then(
          () => 'accepted',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message)
        );
    expect(await refusal(sql`UPDATE audit_log SET reason = 'x' WHERE id = ${row.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log WHERE id = ${row.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/append-only/);
    const [still] = await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, row.id));
    expect(still).toBeDefined();
  });

  it('grants the role only through the command line function, with its exit codes and an audit row', async () => {
    const member = await memberWithSession(db());
    expect(await runOperatorGrantCommand(db(), [], quietIo)).toBe(2);
    expect(await runOperatorGrantCommand(db(), ['--email', 'not-an-address'], quietIo)).toBe(2);
    expect(await runOperatorGrantCommand(db(), ['--email=nobody-here@example.com'], quietIo)).toBe(1);
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runOperatorGrantCommand(db(), [`--email=${member.email.toUpperCase()}`], io)).toBe(0);
    expect(lines[0]).toContain('운영자 권한을 부여했어요');
    expect(await runOperatorGrantCommand(db(), ['--email', member.email], io)).toBe(0);
    expect(lines.at(-1)).toContain('이미 운영자예요');
    const grants = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'operator.grant' AND ${auditLog.targetId} = ${String(member.userId)}`);
    expect(grants).toHaveLength(1);
    expect(grants[0].after).toEqual({ operator: true });
  });
});
