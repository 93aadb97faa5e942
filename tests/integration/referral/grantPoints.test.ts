import { eq } from 'drizzle-orm';
import { pointTransactions } from '@/server/db/schema';
import { grantPoints, NOT_ENOUGH_POINTS, type PointGrant } from '@/server/domain/points/grantPoints';
import { isDomainError } from '@/lib/errors';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { insertMember, pointState } from './referralHarness';

describe.each(testDbKinds())('grantPoints on %s', (kind) => {
  const db = useTestDb(kind);
  const grant = (userId: number, amount: number, refKey: string): PointGrant => ({
    userId,
    amount,
    reason: 'ADMIN',
    description: '테스트 적립',
    refKey,
  });

  it('moves users.point and writes the ledger row with the balance after it', async () => {
    const member = await insertMember(db());
    expect(await db().transaction((tx) => grantPoints(tx, grant(member.id, 1200, 'a')))).toEqual({
      granted: true,
      balance: 1200,
    });
    expect(
      await db().transaction((tx) => grantPoints(tx, { ...grant(member.id, -200, 'b'), reason: 'ORDER_USE' }))
    ).toEqual({ granted: true, balance: 1000 });
    expect(await pointState(db(), member.id)).toEqual({ point: 1000, ledgerSum: 1000, lastBalance: 1000, rows: 2 });
  });

  it('is idempotent by refKey, also when the same grant is offered concurrently', async () => {
    const member = await insertMember(db());
    const results = await Promise.all(
      Array.from({ length: 4 }, () => db().transaction((tx) => grantPoints(tx, grant(member.id, 500, 'once'))))
    );
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    expect(results.every((r) => r.balance === 500)).toBe(true);
    expect(await pointState(db(), member.id)).toEqual({ point: 500, ledgerSum: 500, lastBalance: 500, rows: 1 });
  });

  it('never takes a balance below zero and leaves nothing behind when refused', async () => {
    const member = await insertMember(db());
    await db().transaction((tx) => grantPoints(tx, grant(member.id, 300, 'earn')));
    const refused = await db()
      .transaction((tx) => grantPoints(tx, grant(member.id, -301, 'spend')))
      .catch((error: unknown) => error);
    expect(isDomainError(refused) && refused.code === 'CONFLICT' && refused.message === NOT_ENOUGH_POINTS).toBe(true);
    expect(await pointState(db(), member.id)).toEqual({ point: 300, ledgerSum: 300, lastBalance: 300, rows: 1 });
    // A refused spend can be retried under the same key once the balance allows it.
    expect((await db().transaction((tx) => grantPoints(tx, grant(member.id, -300, 'spend')))).balance).toBe(0);
  });

  it('rolls back with the caller: a failure later in the transaction undoes the grant', async () => {
    const member = await insertMember(db());
    await expect(
      db().transaction(async (tx) => {
        await grantPoints(tx, grant(member.id, 700, 'rolled-back'));
        throw new Error('the order failed after the points');
      })
    ).rejects.toThrow('the order failed');
    expect(await pointState(db(), member.id)).toEqual({ point: 0, ledgerSum: 0, lastBalance: null, rows: 0 });
    expect(await db().select().from(pointTransactions).where(eq(pointTransactions.userId, member.id))).toEqual([]);
  });

  it('refuses a zero or fractional amount and an unknown member', async () => {
    const member = await insertMember(db());
    await expect(db().transaction((tx) => grantPoints(tx, grant(member.id, 0, 'zero')))).rejects.toThrow(
      /non-zero integer/
    );
    await expect(db().transaction((tx) => grantPoints(tx, grant(member.id, 1.5, 'half')))).rejects.toThrow(
      /non-zero integer/
    );
    await expect(db().transaction((tx) => grantPoints(tx, grant(2_000_000_000, 100, 'nobody')))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
