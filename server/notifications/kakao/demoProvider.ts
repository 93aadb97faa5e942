import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { KakaoMessage, KakaoProvider } from './provider';

/**
 * DEMO_MODE only (docs/decisions/0009-demo-mode-fails-closed.md): an 알림톡 is written to the
 * developer's outbox page (/dev/outbox) instead of a provider, already marked sent so the mail
 * dispatcher never hands it to SMTP.
 */
export function demoKakaoProvider(db: Db): KakaoProvider {
  return {
    name: 'demo',
    async send(message: KakaoMessage) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: 'kakao-alimtalk',
          toAddress: `알림톡 ${message.to}`,
          subject: `[알림톡 ${message.templateId}]`,
          textBody: message.text,
          htmlBody: '',
          sentAt: new Date(),
        })
        .returning({ id: mailOutbox.id });
      return { messageId: `demo-${row.id}` };
    },
  };
}
