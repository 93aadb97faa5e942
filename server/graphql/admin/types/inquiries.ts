import { builder } from '../builder';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import { answerInquiry } from '../../../domain/inquiries/answerInquiry';
import { inquiryQueue, openInquiryCount } from '../../../domain/inquiries/inquiryLists';
import { inquiryView } from '../../../domain/inquiries/inquiryView';
import { inquiryIdInput } from '@/lib/inquiries/inquiryInput';
import { parseInput } from '../../../domain/parseInput';
import { addInquiryTypes } from '../../shared/inquiryTypes';

// docs/product.md §10 1:1 inquiries: the operators' queue. Every field is for verified operators only.

const { TypeEnum, StatusEnum, InquiryRef, SummaryRef } = addInquiryTypes(builder);

builder.queryFields((t) => ({
  inquiryQueue: t.field({
    type: [SummaryRef],
    description: '1:1 문의: 답변 대기가 먼저, 오래 기다린 순 (운영자 전용)',
    args: { status: t.arg({ type: StatusEnum }), type: t.arg({ type: TypeEnum }) },
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
}));
