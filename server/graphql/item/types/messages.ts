import { z } from 'zod';
import { builder } from '../builder';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import { openThread, type OpenedThread } from '../../../domain/messages/openThread';
import { sendMessage } from '../../../domain/messages/sendMessage';
import { markThreadRead } from '../../../domain/messages/markThreadRead';
import { reportMessage } from '../../../domain/messages/reportMessage';
import { threadDetail, type ThreadDetail } from '../../../domain/messages/threadDetail';
import { threadList, type ThreadListEntry, type ThreadListPage } from '../../../domain/messages/threadList';
import { parseInput } from '../../../domain/parseInput';
import type { MessagePhoto, ThreadMessage } from '../../../domain/messages/threadMessages';

// docs/product.md §3 Messages: the threads between a customer and a business, for both sides.

const MessageSideEnum = builder.enumType('MessageSide', { values: ['CUSTOMER', 'BUSINESS'] as const });
const ThreadRoleEnum = builder.enumType('MessageThreadRole', { values: ['CUSTOMER', 'BUSINESS', 'OPERATOR'] as const });
const ThreadSubjectEnum = builder.enumType('MessageThreadSubject', { values: ['ITEM', 'ORDER'] as const });

const MessagePhotoRef = builder.objectRef<MessagePhoto>('MessagePhoto').implement({
  fields: (t) => ({ id: t.exposeInt('id'), url: t.exposeString('url'), thumbUrl: t.exposeString('thumbUrl') }),
});

const MessageRef = builder.objectRef<ThreadMessage>('Message').implement({
  description: '대화의 메시지 한 건 (연락처는 주문 전이면 가려져 있어요)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    side: t.field({ type: MessageSideEnum, resolve: (m) => m.side }),
    mine: t.exposeBoolean('mine', { description: '보는 사람 쪽이 보낸 메시지' }),
    body: t.exposeString('body'),
    masked: t.exposeBoolean('masked', { description: '전화번호·계좌번호가 가려졌어요' }),
    hidden: t.exposeBoolean('hidden', {
      description: '운영자가 신고를 확인하고 가린 메시지 (본문은 안내 문구, 사진 없음)',
    }),
    createdAt: t.exposeString('createdAt'),
    photos: t.field({ type: [MessagePhotoRef], resolve: (m) => m.photos }),
  }),
});

const SubjectCardRef = builder.objectRef<ThreadDetail['subject']>('MessageThreadSubjectCard').implement({
  description: '대화 위에 보이는 상품·주문 카드',
  fields: (t) => ({
    kind: t.field({ type: ThreadSubjectEnum, resolve: (s) => s.kind }),
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    img: t.exposeString('img'),
    price: t.exposeInt('price', { description: '상품 가격 또는 주문 금액 (원)' }),
    linkUrl: t.exposeString('linkUrl'),
  }),
});

const ThreadBusinessRef = builder.objectRef<ThreadDetail['business']>('MessageThreadBusiness').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    isOpenNow: t.exposeBoolean('isOpenNow'),
    openStatusText: t.exposeString('openStatusText'),
    hoursText: t.exposeString('hoursText'),
  }),
});

const ThreadRef = builder.objectRef<ThreadDetail>('MessageThread').implement({
  description: '고객과 매장의 대화 하나',
  fields: (t) => ({
    id: t.exposeInt('id'),
    role: t.field({ type: ThreadRoleEnum, resolve: (d) => d.role }),
    counterpartName: t.exposeString('counterpartName'),
    subject: t.field({ type: SubjectCardRef, resolve: (d) => d.subject }),
    business: t.field({ type: ThreadBusinessRef, resolve: (d) => d.business }),
    messages: t.field({ type: [MessageRef], resolve: (d) => d.messages }),
    hasOlder: t.exposeBoolean('hasOlder'),
    otherReadMessageId: t.exposeInt('otherReadMessageId', { description: '상대가 읽은 마지막 메시지' }),
  }),
});

const ThreadEntryRef = builder.objectRef<ThreadListEntry>('MessageThreadEntry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    subjectKind: t.field({ type: ThreadSubjectEnum, resolve: (e) => e.subjectKind }),
    subjectTitle: t.exposeString('subjectTitle'),
    img: t.exposeString('img'),
    counterpartName: t.exposeString('counterpartName'),
    lastMessagePreview: t.exposeString('lastMessagePreview'),
    lastMessageAt: t.exposeString('lastMessageAt'),
    unreadCount: t.exposeInt('unreadCount'),
    waitingMinutes: t.exposeInt('waitingMinutes', { nullable: true, description: '판매자: 답을 기다린 분' }),
    unansweredSince: t.exposeString('unansweredSince', {
      nullable: true,
      description: '판매자: 답을 기다리기 시작한 때 (목록 순서의 첫 기준)',
    }),
  }),
});

const ThreadPageRef = builder.objectRef<ThreadListPage>('MessageThreadPage').implement({
  description: '대화 목록 한 쪽 (30개씩)',
  fields: (t) => ({
    threads: t.field({ type: [ThreadEntryRef], resolve: (p) => p.threads }),
    nextCursor: t.exposeString('nextCursor', { nullable: true, description: '다음 쪽의 after, 마지막 쪽이면 null' }),
  }),
});

// The previous page's nextCursor; its content is checked when it is opened (threadListCursor.ts).
const listArgs = z.object({
  after: z
    .string()
    .min(1)
    .max(400)
    .nullish()
    .transform((v) => v ?? null),
});

const OpenedThreadRef = builder.objectRef<OpenedThread>('OpenedMessageThread').implement({
  fields: (t) => ({ threadId: t.exposeInt('threadId'), created: t.exposeBoolean('created') }),
});

type ReadResult = { threadId: number; readMessageId: number };
const ReadResultRef = builder.objectRef<ReadResult>('MessageThreadRead').implement({
  fields: (t) => ({ threadId: t.exposeInt('threadId'), readMessageId: t.exposeInt('readMessageId') }),
});

type ReportResult = { messageId: number; reported: boolean };
const ReportResultRef = builder.objectRef<ReportResult>('MessageReport').implement({
  fields: (t) => ({ messageId: t.exposeInt('messageId'), reported: t.exposeBoolean('reported') }),
});

builder.queryFields((t) => ({
  messageThreads: t.field({
    type: ThreadPageRef,
    description: '내 대화 목록, 최근 메시지 순, 30개씩 (회원 전용)',
    args: { after: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const userId = requireMember(ctx.viewer).userId;
      return threadList(ctx.db, 'CUSTOMER', userId, parseInput(listArgs, args).after);
    },
  }),
  sellerMessageThreads: t.field({
    type: ThreadPageRef,
    description: '내 매장의 대화 목록: 답을 기다리는 대화가 먼저, 오래 기다린 순, 30개씩 (판매자 전용)',
    args: { after: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      return threadList(ctx.db, 'BUSINESS', businessId, parseInput(listArgs, args).after);
    },
  }),
  messageThread: t.field({
    type: ThreadRef,
    description: '대화 하나와 최근 메시지 (두 당사자만, 다른 사람에게는 NOT_FOUND)',
    args: { threadId: t.arg.int({ required: true }), before: t.arg.int() },
    resolve: (_root, args, ctx) => threadDetail(ctx.db, requireMember(ctx.viewer), args),
  }),
}));

builder.mutationFields((t) => ({
  openMessageThread: t.field({
    type: OpenedThreadRef,
    description: '문의하기: 상품이나 주문에 대한 대화를 열어요 (이미 있으면 그 대화)',
    args: { itemId: t.arg.int(), orderId: t.arg.int() },
    resolve: (_root, args, ctx) => openThread(ctx.db, requireMember(ctx.viewer), args),
  }),
  sendMessage: t.field({
    type: MessageRef,
    description: '메시지 보내기: 글 1,000자와 사진 5장까지',
    args: {
      threadId: t.arg.int({ required: true }),
      body: t.arg.string({ required: true }),
      photoIds: t.arg.intList(),
    },
    resolve: (_root, args, ctx) =>
      sendMessage(ctx.db, requireMember(ctx.viewer), { ...args, photoIds: args.photoIds ?? [] }),
  }),
  readMessageThread: t.field({
    type: ReadResultRef,
    description: '대화를 이 메시지까지 읽었어요 (읽음 표시)',
    args: { threadId: t.arg.int({ required: true }), messageId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      threadId: args.threadId,
      readMessageId: await markThreadRead(ctx.db, requireMember(ctx.viewer), args),
    }),
  }),
  reportMessage: t.field({
    type: ReportResultRef,
    description: '상대의 메시지 신고',
    args: { messageId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      messageId: await reportMessage(ctx.db, requireMember(ctx.viewer), args),
      reported: true,
    }),
  }),
}));
