import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { startMailCatcher, type MailCatcher } from '../../support/mailCatcher';
import { mailOutbox } from '@/server/db/schema';
import { dispatchPendingMail, MAX_MAIL_ATTEMPTS } from '@/server/mail/dispatcher';
import { enqueueMail } from '@/server/mail/outbox';
import type { MailTransport } from '@/server/mail/transport';

const FROM = '라이드마켓 <no-reply@ridemarket.kr>';
const resetMail = (to: string) => ({
  kind: 'password_reset',
  to,
  subject: '[라이드마켓] 비밀번호 재설정 안내',
  text: '아래 링크에서 새 비밀번호를 정해 주세요: http://localhost/find_pwd?token=secret-token',
  html: '<a href="http://localhost/find_pwd?token=secret-token">비밀번호 재설정</a>',
});

/**
 * A mail body holds live sign-up and reset links: the outbox keeps it only while the mail may
 * still be sent, so that reading the database later (a backup, a leaked dump) gives no account away.
 */
describe.each(testDbKinds())('mail outbox keeps bodies only until delivery on %s', (kind) => {
  const db = useTestDb(kind);
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(async () => {
    await mail.close();
  });

  const row = async (id: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('clears the body once the mail is delivered over SMTP, keeping who, what and when', async () => {
    const id = await enqueueMail(db(), resetMail('rider1@example.com'));
    expect((await row(id)).textBody).toContain('secret-token');
    expect(await dispatchPendingMail(db(), mail.transport, FROM)).toEqual({ sent: 1, failed: 0 });
    expect((await mail.latestTo('rider1@example.com')).text).toContain('secret-token');
    const sent = await row(id);
    expect(sent).toMatchObject({
      textBody: '',
      htmlBody: '',
      toAddress: 'rider1@example.com',
      subject: '[라이드마켓] 비밀번호 재설정 안내',
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the body for retries and clears it after the last failed attempt', async () => {
    const failing: MailTransport = {
      name: 'down',
      send: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    const id = await enqueueMail(db(), resetMail('rider2@example.com'));
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect(await dispatchPendingMail(db(), failing, FROM, { now })).toEqual({ sent: 0, failed: 1 });
      const after = await row(id);
      expect(after.attempts).toBe(attempt);
      expect(after.textBody === '').toBe(attempt === MAX_MAIL_ATTEMPTS);
      now = new Date(after.nextAttemptAt.getTime() + 1000);
    }
    expect(await row(id)).toMatchObject({ htmlBody: '', sentAt: null, lastError: 'connect ECONNREFUSED' });
  });
});
