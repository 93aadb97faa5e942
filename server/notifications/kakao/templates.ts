import type { NotificationEvent } from '@/lib/notifications/events';

/**
 * The 알림톡 templates as registered (and approved by Kakao) in the Solapi console, one per event
 * that goes out on 알림톡 (docs/operations.md §1 Notifications). Kakao sends only a registered text,
 * so ours is fixed here with #{제목}, #{내용} and #{링크} as its variables; the code is the template
 * id Solapi gave it. A new event on this channel needs its template registered first.
 */
export const KAKAO_TEMPLATES: Partial<Record<NotificationEvent, { templateId: string; text: string }>> = {
  reservationRequested: {
    templateId: 'RM_RESERVATION_REQUESTED',
    text: '[라이드마켓] 새 예약 요청\n#{제목}\n#{내용}\n\n기한 안에 수락하거나 거절해 주세요.\n#{링크}',
  },
  reservationExpiring: {
    templateId: 'RM_RESERVATION_EXPIRING',
    text: '[라이드마켓] 예약 답변 기한 안내\n#{제목}\n#{내용}\n\n답하지 않으면 예약이 자동으로 취소되고 전액 환불돼요.\n#{링크}',
  },
  reservationAccepted: {
    templateId: 'RM_RESERVATION_ACCEPTED',
    text: '[라이드마켓] 예약이 확정됐어요\n#{제목}\n#{내용}\n#{링크}',
  },
  reservationRefused: {
    templateId: 'RM_RESERVATION_REFUSED',
    text: '[라이드마켓] 예약이 거절됐어요\n#{제목}\n#{내용}\n\n결제 금액은 전액 환불돼요.\n#{링크}',
  },
  shipped: { templateId: 'RM_SHIPPED', text: '[라이드마켓] 상품이 출발했어요\n#{제목}\n#{내용}\n#{링크}' },
  readyForPickup: {
    templateId: 'RM_READY_FOR_PICKUP',
    text: '[라이드마켓] 픽업 준비가 끝났어요\n#{제목}\n#{내용}\n#{링크}',
  },
  inquiryAnswered: {
    templateId: 'RM_INQUIRY_ANSWERED',
    text: '[라이드마켓] 1:1 문의에 답변이 등록됐어요\n#{제목}\n#{내용}\n#{링크}',
  },
  returnDueTomorrow: {
    templateId: 'RM_RETURN_DUE',
    text: '[라이드마켓] 내일은 반납일이에요\n#{제목}\n#{내용}\n#{링크}',
  },
};

/** The variables of a template, filled from a notification's own words. */
export function templateVariables(content: { title: string; body: string }, link: string): Record<string, string> {
  return { '#{제목}': content.title, '#{내용}': content.body, '#{링크}': link };
}

/** The text the member reads (the SMS fallback sends the same words). */
export function renderTemplate(text: string, variables: Record<string, string>): string {
  // One pass: a value that itself reads like a variable (a member's words) stays as written.
  return text.replace(/#\{[^}]+\}/g, (key) => variables[key] ?? key);
}
