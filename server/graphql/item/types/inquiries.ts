import { builder } from '../builder';
import { requireMember } from '../../../domain/member/requireMember';
import { createInquiry } from '../../../domain/inquiries/createInquiry';
import { closeInquiry, followUpInquiry } from '../../../domain/inquiries/memberReply';
import { myInquiries, type InquiryPage } from '../../../domain/inquiries/inquiryLists';
import { inquiryOrderChoices } from '../../../domain/inquiries/orderChoices';
import { inquiryView } from '../../../domain/inquiries/inquiryView';
import { parseInput } from '../../../domain/parseInput';
import { inquiryIdInput } from '@/lib/inquiries/inquiryInput';
import { addInquiryTypes } from '../../shared/inquiryTypes';

// docs/product.md §3 1:1 inquiries: the member's own questions to the marketplace.

const { TypeEnum, StatusEnum, InquiryRef, SummaryRef, OrderRef } = addInquiryTypes(builder);

const PageRef = builder.objectRef<InquiryPage>('InquiryPage').implement({
  fields: (t) => ({
    inquiries: t.field({ type: [SummaryRef], resolve: (p) => p.inquiries }),
    nextBefore: t.exposeInt('nextBefore', { nullable: true, description: '다음 페이지를 부를 때 before로 보내요' }),
  }),
});

builder.queryFields((t) => ({
  myInquiries: t.field({
    type: PageRef,
    description: '내 1:1 문의, 최근 순 (회원 전용)',
    args: { status: t.arg({ type: StatusEnum }), before: t.arg.int() },
    resolve: (_root, args, ctx) => myInquiries(ctx.db, requireMember(ctx.viewer).userId, args),
  }),
  myInquiry: t.field({
    type: InquiryRef,
    description: '내 1:1 문의 하나와 답변 (다른 회원의 문의는 NOT_FOUND)',
    args: { inquiryId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      inquiryView(ctx.db, parseInput(inquiryIdInput, args).inquiryId, {
        kind: 'MEMBER',
        userId: requireMember(ctx.viewer).userId,
      }),
  }),
  inquiryOrderChoices: t.field({
    type: [OrderRef],
    description: '문의하기의 주문 선택: 내 최근 주문',
    resolve: (_root, _args, ctx) => inquiryOrderChoices(ctx.db, requireMember(ctx.viewer).userId),
  }),
}));

builder.mutationFields((t) => ({
  createInquiry: t.field({
    type: InquiryRef,
    description: '1:1 문의하기: 유형, 내 주문(선택), 제목(선택), 내용 2,000자, 사진 5장까지',
    args: {
      type: t.arg({ type: TypeEnum, required: true }),
      orderId: t.arg.int(),
      title: t.arg.string(),
      body: t.arg.string({ required: true }),
      photoIds: t.arg.intList(),
    },
    resolve: (_root, args, ctx) => createInquiry(ctx.db, requireMember(ctx.viewer), args),
  }),
  followUpInquiry: t.field({
    type: InquiryRef,
    description: '내 문의에 더 쓰기: 다시 답변 대기가 돼요',
    args: { inquiryId: t.arg.int({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => followUpInquiry(ctx.db, requireMember(ctx.viewer), args),
  }),
  closeInquiry: t.field({
    type: InquiryRef,
    description: '문의 종료: 해결됐어요',
    args: { inquiryId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => closeInquiry(ctx.db, requireMember(ctx.viewer), args),
  }),
}));
