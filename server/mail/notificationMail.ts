import type { MailMessage } from './outbox';
import { renderMailHtml, renderMailText } from './layout';
import type { NotificationContent } from '../db/schema';

/**
 * The e-mail of a notification (docs/product.md §3 Notifications): the event's title and body, a
 * button to the page it is about, and why the member gets it. The layout escapes every value, so an
 * item name or a message a member typed is text, never markup.
 */
export function notificationMail(
  to: string,
  event: string,
  content: NotificationContent,
  siteUrl: string
): MailMessage {
  const layout = {
    title: content.title,
    paragraphs: content.body.split('\n').filter((line) => line.trim() !== ''),
    action: content.linkUrl
      ? { label: '라이드마켓에서 보기', url: new URL(content.linkUrl, siteUrl).toString() }
      : undefined,
    footnote: '알림 메일은 마이 > 설정 > 알림 설정에서 끌 수 있어요.',
  };
  return {
    kind: `notify-${event}`,
    to,
    subject: `[라이드마켓] ${content.title}`,
    text: renderMailText(layout),
    html: renderMailHtml(layout),
  };
}
