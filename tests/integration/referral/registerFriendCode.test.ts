import { eq } from 'drizzle-orm';
import { alarms, pointTransactions, referralPrograms, referrals, users } from '@/server/db/schema';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { failure, insertLiveProgram, insertMember, pointState, register } from './referralHarness';

describe.each(testDbKinds())('us_registerFriendCode on %s', (kind) => {
  const db = useTestDb(kind);
  let programId: number;

  beforeAll(async () => {
    programId = await insertLiveProgram(db());
  });

  it('pays both members the program points once, with ledger rows, balances and POINT alarms', async () => {
    const inviter = await insertMember(db(), { point: 500 });
    const invitee = await insertMember(db(), { withCode: false });
    // Typed by hand: lower case, a dash and spaces are the same code.
    const typed = ` ${inviter.code!.slice(0, 4).toLowerCase()}-${inviter.code!.slice(4)} `;
    const reply = await register(db(), invitee.id, typed);
    expect(reply.body?.errors).toBeUndefined();
    expect(reply.body?.data?.registerFriendCode).toEqual({
      earnedPoint: 3000,
      point: 3000,
      inviterNickname: inviter.nickname,
    });

    expect(await pointState(db(), invitee.id)).toEqual({ point: 3000, ledgerSum: 3000, lastBalance: 3000, rows: 1 });
    // The inviter's 500 came from before the ledger (seeded); the new row carries the balance on.
    const inviterPoints = await pointState(db(), inviter.id);
    expect(inviterPoints).toMatchObject({ point: 3500, ledgerSum: 3000, lastBalance: 3500, rows: 1 });
    const ledger = await db()
      .select({
        userId: pointTransactions.userId,
        reason: pointTransactions.reason,
        refKey: pointTransactions.refKey,
        amount: pointTransactions.amount,
      })
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, inviter.id));
    expect(ledger).toEqual([
      { userId: inviter.id, reason: 'REFERRAL_INVITER', refKey: `referral:inviter:${invitee.id}`, amount: 3000 },
    ]);

    const [row] = await db().select().from(referrals).where(eq(referrals.inviteeId, invitee.id));
    expect(row).toMatchObject({ programId, inviterId: inviter.id, inviterPoint: 3000, inviteePoint: 3000 });
    const alarmRows = await db()
      .select({
        userId: alarms.userId,
        kind: alarms.kind,
        dedupeKey: alarms.dedupeKey,
        title: alarms.title,
        body: alarms.body,
      })
      .from(alarms)
      .where(eq(alarms.kind, 'POINT'));
    expect(alarmRows.filter((a) => a.userId === invitee.id)).toEqual([
      expect.objectContaining({ dedupeKey: 'referral:invitee', title: '친구 초대 포인트 3,000P가 적립됐어요' }),
    ]);
    const inviterAlarm = alarmRows.filter((a) => a.userId === inviter.id);
    expect(inviterAlarm).toEqual([expect.objectContaining({ dedupeKey: `referral:inviter:${invitee.id}` })]);
    expect(inviterAlarm[0].body).toContain(invitee.nickname);
  });

  it('refuses a second code (CONFLICT) and changes nothing', async () => {
    const [first, second] = [await insertMember(db()), await insertMember(db())];
    const invitee = await insertMember(db());
    expect((await register(db(), invitee.id, first.code!)).body?.errors).toBeUndefined();
    expect(failure(await register(db(), invitee.id, second.code!))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('이미 친구 초대 코드를 등록했어요'),
    });
    expect(failure(await register(db(), invitee.id, first.code!)).code).toBe('CONFLICT');
    expect((await pointState(db(), invitee.id)).point).toBe(3000);
    expect((await pointState(db(), second.id)).rows).toBe(0);
  });

  it('pays once when one member sends two registrations at the same moment', async () => {
    const [a, b] = [await insertMember(db()), await insertMember(db())];
    const invitee = await insertMember(db());
    const replies = await Promise.all([
      register(db(), invitee.id, a.code!),
      register(db(), invitee.id, b.code!),
      register(db(), invitee.id, a.code!),
    ]);
    const ok = replies.filter((r) => !r.body?.errors);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => failure(r).code === 'CONFLICT')).toHaveLength(2);
    expect(await pointState(db(), invitee.id)).toEqual({ point: 3000, ledgerSum: 3000, lastBalance: 3000, rows: 1 });
    const paidInviters = (await pointState(db(), a.id)).point + (await pointState(db(), b.id)).point;
    expect(paidInviters).toBe(3000);
    expect(await db().select().from(referrals).where(eq(referrals.inviteeId, invitee.id))).toHaveLength(1);
  });

  it('refuses an unknown code, a malformed one and an empty one', async () => {
    const invitee = await insertMember(db());
    expect(failure(await register(db(), invitee.id, 'ZZZZ2345'))).toEqual({
      code: 'NOT_FOUND',
      message: '존재하지 않는 초대 코드예요.',
      details: undefined,
    });
    const malformed = failure(await register(db(), invitee.id, 'ab1'));
    expect(malformed).toMatchObject({ code: 'INVALID_INPUT', details: { code: '초대 코드는 영문과 숫자 8자리예요.' } });
    expect(failure(await register(db(), invitee.id, '   '))).toMatchObject({
      code: 'INVALID_INPUT',
      details: { code: '초대 코드를 입력해 주세요.' },
    });
    expect(failure(await register(db(), invitee.id, 'A'.repeat(200))).code).toBe('INVALID_INPUT');
  });

  it('refuses my own code and the code of a friend I invited', async () => {
    const me = await insertMember(db());
    expect(failure(await register(db(), me.id, me.code!))).toMatchObject({
      code: 'INVALID_INPUT',
      details: { code: '내 초대 코드는 등록할 수 없어요.' },
    });
    const friend = await insertMember(db());
    expect((await register(db(), friend.id, me.code!)).body?.errors).toBeUndefined();
    expect(failure(await register(db(), me.id, friend.code!))).toMatchObject({
      code: 'INVALID_INPUT',
      message: '내 초대 코드로 가입한 친구의 코드는 등록할 수 없어요.',
    });
    expect((await pointState(db(), me.id)).point).toBe(3000);
  });

  it('refuses once the join window after my sign-up has passed', async () => {
    const inviter = await insertMember(db());
    const late = await insertMember(db(), { joinedDaysAgo: 8 });
    const refused = failure(await register(db(), late.id, inviter.code!));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toMatch(/^초대 코드는 가입 후 7일 안에만 등록할 수 있어요\. \(\d{4}\.\d{2}\.\d{2}까지\)$/);
    const inTime = await insertMember(db(), { joinedDaysAgo: 6 });
    expect((await register(db(), inTime.id, inviter.code!)).body?.errors).toBeUndefined();
  });

  it("refuses a deleted inviter's code", async () => {
    const inviter = await insertMember(db());
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, inviter.id));
    const invitee = await insertMember(db());
    expect(failure(await register(db(), invitee.id, inviter.code!))).toEqual({
      code: 'NOT_FOUND',
      message: '탈퇴한 회원의 초대 코드라 등록할 수 없어요.',
      details: undefined,
    });
    expect((await pointState(db(), invitee.id)).rows).toBe(0);
  });

  it('refuses when no promotion is running', async () => {
    const inviter = await insertMember(db());
    const invitee = await insertMember(db());
    await db().update(referralPrograms).set({ isActive: false }).where(eq(referralPrograms.id, programId));
    try {
      expect(failure(await register(db(), invitee.id, inviter.code!))).toMatchObject({
        code: 'NOT_FOUND',
        message: '지금은 진행 중인 친구 초대 이벤트가 없어요.',
      });
    } finally {
      await db().update(referralPrograms).set({ isActive: true }).where(eq(referralPrograms.id, programId));
    }
    expect((await register(db(), invitee.id, inviter.code!)).body?.errors).toBeUndefined();
  });

  it('asks a visitor to log in (UNAUTHENTICATED)', async () => {
    const inviter = await insertMember(db());
    expect(failure(await register(db(), null, inviter.code!)).code).toBe('UNAUTHENTICATED');
    expect((await pointState(db(), inviter.id)).rows).toBe(0);
  });

  it('limits attempts per account (RATE_LIMITED after 10 in an hour), counting refused ones', async () => {
    const guesser = await insertMember(db());
    for (let i = 0; i < 10; i += 1)
      expect(failure(await register(db(), guesser.id, `ZZZZZZZ${'ABCDEFGHJK'[i]}`)).code).toBe('NOT_FOUND');
    const limited = failure(await register(db(), guesser.id, 'ZZZZZZZM'));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.message).toMatch(/분 후에 다시 시도해 주세요/);
    // Another member is not affected.
    const other = await insertMember(db());
    expect(failure(await register(db(), other.id, 'ZZZZZZZM')).code).toBe('NOT_FOUND');
  });
});
