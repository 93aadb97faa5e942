/** docs/product.md §3 Messages: the limits a message is held to, on the phone and on the server. */
export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGE_MAX_PHOTOS = 5;
/** How many messages a thread answers at once; older ones come page by page. */
export const MESSAGE_PAGE_SIZE = 50;

/** What both sides see instead of a message an operator hid after a report (docs/product.md §10 Message reports). */
export const HIDDEN_MESSAGE_NOTICE = '운영정책에 따라 가려진 메시지예요.';

export type MessageSide = 'CUSTOMER' | 'BUSINESS';
export type ThreadSubjectKind = 'ITEM' | 'ORDER';

/** The console's "time since the question": 방금, 12분째, 3시간째, 2일째 답변 대기. */
export function waitingText(minutes: number): string {
  if (minutes < 1) return '방금 도착한 문의';
  if (minutes < 60) return `${minutes}분째 답변 대기`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}시간째 답변 대기`;
  return `${Math.floor(minutes / (24 * 60))}일째 답변 대기`;
}
