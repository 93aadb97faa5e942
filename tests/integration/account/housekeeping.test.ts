import { testDbKinds, useTestDb } from '../../support/testDb';
import { identityVerifications, mailOutbox, oneTimeTokens, signupDrafts } from '@/server/db/schema';
import { runAccountHousekeeping } from '@/server/jobs/accountHousekeeping';
import { insertEmailMember } from './authHarness';

const DAY = 24 * 3600_000;

describe.each(testDbKinds())('account housekeeping on %s', (kind) => {
  const db = useTestDb(kind);

  it('deletes what can no longer be used and keeps what still can', async () => {
    const now = new Date('2026-11-20T03:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const member = await insertEmailMember(db());
    await db()
      .insert(signupDrafts)
      .values([
        { tokenHash: 'abandoned', kind: 'EMAIL', createdAt: at(3), expiresAt: at(2) },
        { tokenHash: 'live', kind: 'EMAIL', createdAt: at(0), expiresAt: new Date(now.getTime() + 3600_000) },
        {
          tokenHash: 'done-long-ago',
          kind: 'EMAIL',
          createdAt: at(9),
          expiresAt: at(9),
          completedAt: at(8),
          completedUserId: member.userId,
        },
        {
          tokenHash: 'done-recently',
          kind: 'EMAIL',
          createdAt: at(2),
          expiresAt: at(2),
          completedAt: at(2),
          completedUserId: member.userId,
        },
      ]);
    await db()
      .insert(identityVerifications)
      .values([
        {
          id: 'iv_old',
          purpose: 'SIGNUP',
          provider: 'sandbox',
          bindingHash: 'b',
          name: '김옛날',
          phone: '01011112222',
          createdAt: at(2),
          expiresAt: at(2),
        },
        { id: 'iv_new', purpose: 'SIGNUP', provider: 'sandbox', bindingHash: 'b', createdAt: at(0), expiresAt: now },
      ]);
    await db()
      .insert(oneTimeTokens)
      .values([
        { purpose: 'RESET_PASSWORD', tokenHash: 'expired', userId: member.userId, expiresAt: at(2), createdAt: at(2) },
        {
          purpose: 'RESET_PASSWORD',
          tokenHash: 'fresh',
          userId: member.userId,
          expiresAt: new Date(now.getTime() + 600_000),
          createdAt: now,
        },
      ]);
    await db()
      .insert(mailOutbox)
      .values([
        { kind: 'k', toAddress: 'a@example.com', subject: 's', textBody: 't', htmlBody: 'h', createdAt: at(8) },
        { kind: 'k', toAddress: 'a@example.com', subject: 's', textBody: 't', htmlBody: 'h', createdAt: at(1) },
      ]);
    const result = await runAccountHousekeeping(db(), now);
    expect(result).toMatchObject({ drafts: 2, identityChecks: 1, linkTokens: 1, mail: 1 });
    expect((await db().select({ t: signupDrafts.tokenHash }).from(signupDrafts)).map((r) => r.t).sort()).toEqual([
      'done-recently',
      'live',
    ]);
    expect((await db().select({ id: identityVerifications.id }).from(identityVerifications)).map((r) => r.id)).toEqual([
      'iv_new',
    ]);
    // Running again changes nothing.
    expect(Object.values(await runAccountHousekeeping(db(), now)).every((n) => n === 0)).toBe(true);
  });
});
