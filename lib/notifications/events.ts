/**
 * The notification table (docs/product.md §3 Notifications): every event a member can hear about,
 * the group it is switched in on /user/configuration, the channels it goes out on by default,
 * whether it is transactional or marketing, and whether the member asked for it (then quiet hours
 * do not hold it back). Isomorphic: the server's notify and the preferences screen read the same rows.
 */
export const CHANNELS = ['inApp', 'email', 'push', 'kakao'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The channels a member can switch; the in-app alarm list is the record of everything and stays on. */
export const SWITCHABLE_CHANNELS = ['email', 'push', 'kakao'] as const satisfies readonly Channel[];
export type SwitchableChannel = (typeof SWITCHABLE_CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  inApp: '앱 알림',
  email: '이메일',
  push: '푸시 알림',
  kakao: '카카오 알림톡',
};

export const EVENT_GROUPS = ['order', 'sellerOrder', 'message', 'inquiry', 'review', 'interest'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

export const GROUP_LABELS: Record<EventGroup, { title: string; hint: string }> = {
  order: { title: '주문·예약', hint: '예약 수락·거절, 결제, 배송, 픽업 준비, 반납 안내' },
  sellerOrder: { title: '매장 주문 관리', hint: '새 예약 요청과 답변 기한, 모델 등록 요청 결과 안내 (판매자)' },
  message: { title: '메시지', hint: '매장과 주고받는 새 메시지' },
  inquiry: { title: '1:1 문의', hint: '라이드마켓에 남긴 문의의 답변' },
  review: { title: '리뷰', hint: '내 리뷰에 달린 매장 답글' },
  interest: { title: '관심 상품', hint: '가격 인하와 예약 가능 알림' },
};

export type EventKind = 'transactional' | 'marketing';

export type EventDef = {
  group: EventGroup;
  kind: EventKind;
  /** Channels it goes out on unless the member switched them off. */
  channels: readonly Channel[];
  /** Set up by the member (an availability alert): quiet hours do not hold it back. */
  askedFor: boolean;
};

export const NOTIFICATION_EVENTS = {
  reservationRequested: {
    group: 'sellerOrder',
    kind: 'transactional',
    channels: ['inApp', 'email', 'push', 'kakao'],
    askedFor: false,
  },
  reservationExpiring: {
    group: 'sellerOrder',
    kind: 'transactional',
    channels: ['inApp', 'email', 'push', 'kakao'],
    askedFor: false,
  },
  /** The operator attached a listing's requested model, or declined the request (docs/product.md §10 Model requests). */
  modelRequestDecided: { group: 'sellerOrder', kind: 'transactional', channels: ['inApp', 'email'], askedFor: false },
  sellerOrderChanged: { group: 'sellerOrder', kind: 'transactional', channels: ['inApp', 'email'], askedFor: false },
  reservationAccepted: {
    group: 'order',
    kind: 'transactional',
    channels: ['inApp', 'email', 'push', 'kakao'],
    askedFor: false,
  },
  reservationRefused: {
    group: 'order',
    kind: 'transactional',
    channels: ['inApp', 'email', 'push', 'kakao'],
    askedFor: false,
  },
  paymentDone: { group: 'order', kind: 'transactional', channels: ['inApp', 'email'], askedFor: false },
  shipped: { group: 'order', kind: 'transactional', channels: ['inApp', 'email', 'push', 'kakao'], askedFor: false },
  readyForPickup: {
    group: 'order',
    kind: 'transactional',
    channels: ['inApp', 'email', 'push', 'kakao'],
    askedFor: false,
  },
  returnDueTomorrow: { group: 'order', kind: 'transactional', channels: ['inApp', 'push', 'kakao'], askedFor: false },
  orderChanged: { group: 'order', kind: 'transactional', channels: ['inApp', 'email'], askedFor: false },
  messageReceived: { group: 'message', kind: 'transactional', channels: ['inApp', 'push'], askedFor: false },
  /** 1:1 문의 answered (docs/product.md §3 1:1 inquiries): /call_info promises 알림 and 문자 (알림톡, SMS when it fails). */
  inquiryAnswered: {
    group: 'inquiry',
    kind: 'transactional',
    channels: ['inApp', 'email', 'push', 'kakao'],
    askedFor: false,
  },
  reviewReplied: { group: 'review', kind: 'transactional', channels: ['inApp', 'push'], askedFor: false },
  priceDrop: { group: 'interest', kind: 'marketing', channels: ['inApp', 'push', 'email'], askedFor: false },
  availability: { group: 'interest', kind: 'transactional', channels: ['inApp', 'email', 'push'], askedFor: true },
} as const satisfies Record<string, EventDef>;

export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

export function eventDef(event: NotificationEvent): EventDef {
  return NOTIFICATION_EVENTS[event];
}

/** Which switchable channels any event of a group uses: the toggles the screen shows for it. */
export function groupChannels(group: EventGroup): SwitchableChannel[] {
  const used = new Set<Channel>();
  for (const name of NOTIFICATION_EVENT_NAMES) {
    const def = eventDef(name);
    if (def.group === group) def.channels.forEach((c) => used.add(c));
  }
  return SWITCHABLE_CHANNELS.filter((c) => used.has(c));
}
