import { eq, sql } from 'drizzle-orm';
import { mailOutbox, notificationOutbox, users } from '@/server/db/schema';
import { dispatchPendingMail } from '@/server/mail/dispatcher';
import type { MailTransport } from '@/server/mail/transport';
import { drainNotifications } from '@/server/notifications/drain';
import { testDbKinds, useTestDb } from '../../support/testDb';

/**
 * The database keeps microseconds and a JS Date milliseconds: a row due at 12:00:00.123456 reads back
 * as 12:00:00.123. A drain whose clock reads that same millisecond must take the row (server/db/dueBy.ts);
 * before, a drain run right after an insert left the row for the next round.
 */
const dueWithMicroseconds = sql`date_trunc('second', now()) + interval '0.123456 second'`;

describe.each(testDbKinds())('rows due within the drain clock’s millisecond on %s', (kind) => {
  const db = useTestDb(kind);

  async function pushRowDueWithMicroseconds(dedupeKey: string) {
    const [user] = await db()
      .insert(users)
      .values({ nickname: `밀리초${dedupeKey}` })
      .returning({ id: users.id });
    const [row] = await db()
      .insert(notificationOutbox)
      .values({
        userId: user.id,
        event: 'shipped',
        channel: 'push',
        dedupeKey,
        content: { title: '배송이 시작됐어요', body: '내일 도착해요.', linkUrl: '/user/orders' },
        nextAttemptAt: dueWithMicroseconds,
      })
      .returning();
    return row;
  }

  it('the notification drain takes a row due later in the same millisecond as its clock', async () => {
    const row = await pushRowDueWithMicroseconds('same-ms');
    expect(row.nextAttemptAt.getMilliseconds()).toBe(123);
    const sent: number[] = [];
    const result = await drainNotifications(
      db(),
      {
        push: async (_db, r) => {
          sent.push(r.id);
          return { sent: true };
        },
      },
      { now: row.nextAttemptAt }
    );
    expect(result).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(sent).toEqual([row.id]);
  });

  it('the notification drain leaves a row due one millisecond after its clock', async () => {
    const row = await pushRowDueWithMicroseconds('next-ms');
    const earlier = new Date(row.nextAttemptAt.getTime() - 1);
    const result = await drainNotifications(db(), { push: async () => ({ sent: true }) }, { now: earlier });
    expect(result).toEqual({ sent: 0, skipped: 0, failed: 0 });
    const [after] = await db().select().from(notificationOutbox).where(eq(notificationOutbox.id, row.id));
    expect(after).toMatchObject({ attempts: 0, sentAt: null });
  });

  it('the mail dispatcher takes a mail due later in the same millisecond as its clock', async () => {
    const [row] = await db()
      .insert(mailOutbox)
      .values({
        kind: 'verify',
        toAddress: 'ms@example.com',
        subject: '이메일 인증',
        textBody: '인증해 주세요.',
        htmlBody: '<p>인증해 주세요.</p>',
        nextAttemptAt: dueWithMicroseconds,
      })
      .returning();
    const to: string[] = [];
    const transport: MailTransport = {
      name: 'test',
      send: async (mail) => {
        to.push(mail.to);
      },
    };
    const result = await dispatchPendingMail(db(), transport, 'noreply@ridemarket.kr', { now: row.nextAttemptAt });
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(to).toEqual(['ms@example.com']);
  });
});
