import { INQUIRY_STATUSES, INQUIRY_TYPES } from '@/lib/inquiries/inquiryRules';
import type { InquirySummary } from '../../domain/inquiries/inquiryLists';
import type { InquiryOrder, InquiryReply, InquiryView } from '../../domain/inquiries/inquiryView';
import type { ServiceBuilder } from './viewerTypes';

/**
 * 1:1 문의 as both the member (item service) and the operator (admin service) read it
 * (docs/product.md §3 1:1 inquiries and §10 1:1 inquiries), registered on a service's builder.
 */
export function addInquiryTypes(builder: ServiceBuilder) {
  const TypeEnum = builder.enumType('InquiryType', { values: INQUIRY_TYPES });
  const StatusEnum = builder.enumType('InquiryStatus', { values: INQUIRY_STATUSES });
  const SideEnum = builder.enumType('InquiryReplySide', { values: ['MEMBER', 'OPERATOR'] as const });

  const PhotoRef = builder.objectRef<{ id: number; url: string; thumbUrl: string }>('InquiryPhoto').implement({
    fields: (t) => ({ id: t.exposeInt('id'), url: t.exposeString('url'), thumbUrl: t.exposeString('thumbUrl') }),
  });

  const OrderRef = builder.objectRef<InquiryOrder>('InquiryOrder').implement({
    description: '문의와 함께 고른 주문',
    fields: (t) => ({
      id: t.exposeInt('id'),
      itemName: t.exposeString('itemName'),
      totalPrice: t.exposeInt('totalPrice', { description: '주문 금액 (원)' }),
      createdAt: t.exposeString('createdAt'),
    }),
  });

  const ReplyRef = builder.objectRef<InquiryReply>('InquiryReply').implement({
    description: '운영자의 답변 또는 회원의 추가 문의',
    fields: (t) => ({
      id: t.exposeInt('id'),
      side: t.field({ type: SideEnum, resolve: (r) => r.side }),
      authorName: t.exposeString('authorName'),
      body: t.exposeString('body'),
      createdAt: t.exposeString('createdAt'),
    }),
  });

  const InquiryRef = builder.objectRef<InquiryView>('Inquiry').implement({
    description: '1:1 문의 하나와 답변',
    fields: (t) => ({
      id: t.exposeInt('id'),
      type: t.field({ type: TypeEnum, resolve: (q) => q.type }),
      typeLabel: t.exposeString('typeLabel'),
      status: t.field({ type: StatusEnum, resolve: (q) => q.status }),
      statusLabel: t.exposeString('statusLabel'),
      title: t.exposeString('title', { nullable: true }),
      body: t.exposeString('body'),
      createdAt: t.exposeString('createdAt'),
      waitingSince: t.exposeString('waitingSince', { nullable: true, description: '답변을 기다리기 시작한 시각' }),
      lastReplyId: t.exposeInt('lastReplyId', { description: '가장 최근 글 (답변할 때 함께 보내요)' }),
      memberId: t.int({ resolve: (q) => q.member.id }),
      memberNickname: t.string({ resolve: (q) => q.member.nickname }),
      order: t.field({ type: OrderRef, nullable: true, resolve: (q) => q.order }),
      photos: t.field({ type: [PhotoRef], resolve: (q) => q.photos }),
      replies: t.field({ type: [ReplyRef], resolve: (q) => q.replies }),
    }),
  });

  const SummaryRef = builder.objectRef<InquirySummary>('InquirySummary').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      type: t.field({ type: TypeEnum, resolve: (q) => q.type }),
      typeLabel: t.exposeString('typeLabel'),
      status: t.field({ type: StatusEnum, resolve: (q) => q.status }),
      statusLabel: t.exposeString('statusLabel'),
      headline: t.exposeString('headline', { description: '제목, 없으면 내용의 앞부분' }),
      memberNickname: t.exposeString('memberNickname'),
      orderId: t.exposeInt('orderId', { nullable: true }),
      photoCount: t.exposeInt('photoCount'),
      createdAt: t.exposeString('createdAt'),
      waitingMinutes: t.exposeInt('waitingMinutes', { nullable: true, description: '답변을 기다린 분' }),
    }),
  });

  return { TypeEnum, StatusEnum, InquiryRef, SummaryRef, OrderRef };
}
