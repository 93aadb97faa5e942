import { builder } from '../builder';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import { answerInquiry } from '../../../domain/inquiries/answerInquiry';
import { inquiryQueue, openInquiryCount, type InquiryQueuePage } from '../../../domain/inquiries/inquiryLists';
import { operatorCloseInquiry } from '../../../domain/inquiries/operatorCloseInquiry';
import { inquiryView } from '../../../domain/inquiries/inquiryView';
import { inquiryIdInput } from '@/lib/inquiries/inquiryInput';
import { parseInput } from '../../../domain/parseInput';
import { addInquiryTypes } from '../../shared/inquiryTypes';

// docs/product.md §10 1:1 inquiries: the operators' queue. Every field is for verified operators only.

const { TypeEnum, StatusEnum, InquiryRef, SummaryRef } = addInquiryTypes(builder);

const QueuePageRef = builder.objectRef<InquiryQueuePage>('InquiryQueuePage').implement({
  fields: (t) => ({
    inquiries: t.field({ type: [SummaryRef], resolve: (page) => page.inquiries }),
    nextCursor: t.string({
      nullable: true,
      description: '다음 쪽을 부를 때 after로 보내요. 마지막 쪽이면 null',
      resolve: (page) => page.nextCursor,
    }),
  }),
});

builder.queryFields((t) => ({
  inquiryQueue: t.field({
    type: QueuePageRef,
    description: '1:1 문의: 답변 대기가 먼저, 오래 기다린 순, 한 쪽에 50건 (운영자 전용)',
    args: { status: t.arg({ type: StatusEnum }), type: t.arg({ type: TypeEnum }), after: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return inquiryQueue(ctx.db, args);
    },
  }),
  openInquiryCount: t.int({
    description: '답변을 기다리는 1:1 문의 수 (운영 메뉴의 숫자)',
    resolve: async (_root, _args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return openInquiryCount(ctx.db);
    },
  }),
  adminInquiry: t.field({
    type: InquiryRef,
    description: '1:1 문의 하나: 회원, 주문, 사진, 답변 (운영자 전용)',
    args: { inquiryId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return inquiryView(ctx.db, parseInput(inquiryIdInput, args).inquiryId, { kind: 'OPERATOR' });
    },
  }),
}));

builder.mutationFields((t) => ({
  answerInquiry: t.field({
    type: InquiryRef,
    description:
      '1:1 문의 답변: 본 가장 최근 글(lastReplyId)과 함께 보내요. 그 사이 다른 글이 있으면 CONFLICT. 회원에게 알림과 알림톡이 가요.',
    args: {
      inquiryId: t.arg.int({ required: true }),
      body: t.arg.string({ required: true }),
      lastReplyId: t.arg.int({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      return answerInquiry(ctx.db, operator.userId, args);
    },
  }),
  closeInquiryByOperator: t.field({
    type: InquiryRef,
    description:
      '1:1 문의 종료 (운영자): 본 가장 최근 글(lastReplyId)과 함께 보내요. 답변 대기 중이면 회원에게 남길 안내(note)가 필요해요.',
    args: {
      inquiryId: t.arg.int({ required: true }),
      lastReplyId: t.arg.int({ required: true }),
      note: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      return operatorCloseInquiry(ctx.db, operator.userId, args);
    },
  }),
}));
