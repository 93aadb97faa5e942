import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { ChannelSender, OutboxRow } from '../drain';
import type { KakaoProvider } from './provider';
import { KAKAO_TEMPLATES, renderTemplate, templateVariables } from './templates';

/**
 * Sends a row as 알림톡 to the member's phone as it is now (a changed number gets the message). An
 * event without a registered template, or a member without a phone, is skipped, never retried.
 */
export function kakaoSender(provider: KakaoProvider, siteUrl: string): ChannelSender {
  return async (db: Db, row: OutboxRow) => {
    const template = KAKAO_TEMPLATES[row.event as keyof typeof KAKAO_TEMPLATES];
    if (!template) return { skipped: 'no template' };
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, row.userId)).limit(1);
    const phone = user?.phone?.replace(/\D/g, '');
    if (!phone) return { skipped: 'no phone' };
    const link = new URL(row.content.linkUrl ?? '/user/alarm', siteUrl).toString();
    const variables = templateVariables(row.content, link);
    await provider.send({
      to: phone,
      templateId: template.templateId,
      variables,
      text: renderTemplate(template.text, variables),
    });
    return { sent: true };
  };
}
