/**
 * 1:1 문의 (docs/product.md §3 1:1 inquiries): the types a member picks, the states an inquiry goes
 * through and the limits it is held to, on the phone and on the server.
 */
export const INQUIRY_TYPES = ['RENTAL', 'PURCHASE', 'PAYMENT', 'ACCOUNT'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  RENTAL: '렌탈',
  PURCHASE: '구매',
  PAYMENT: '결제',
  ACCOUNT: '회원',
};

/** OPEN waits for an operator (a new inquiry or a member's follow-up), ANSWERED has its answer, CLOSED is finished. */
export const INQUIRY_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  OPEN: '답변 대기',
  ANSWERED: '답변 완료',
  CLOSED: '종료',
};

/** Who wrote a reply: the member's follow-up or an operator's answer. */
export type InquiryReplySide = 'MEMBER' | 'OPERATOR';

export const INQUIRY_TITLE_MAX = 60;
export const INQUIRY_BODY_MAX = 2000;
export const INQUIRY_MAX_PHOTOS = 5;
/** A member's list and the operator's queue answer this many at once. */
export const INQUIRY_PAGE_SIZE = 20;
/** How many of the member's recent orders the order picker lists. */
export const INQUIRY_ORDER_CHOICES = 20;

/** Where the member opens an inquiry. */
export const inquiryPath = (id: number) => `/user/inquiries/${id}`;
