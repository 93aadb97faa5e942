import { builder } from '../builder';
import { operatorState, requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import {
  countOpenMessageReports,
  messageReportPage,
  type MessageReportEntry,
  type MessageReportPage,
} from '../../../domain/admin/messageReportQueue';
import {
  decideMessageReport,
  MESSAGE_REPORT_DECISIONS,
  type MessageReportOutcome,
} from '../../../domain/admin/messageReportDecision';
import { disputeThreads } from '../../../domain/admin/disputeThreads';
import type { ThreadDetail } from '../../../domain/messages/threadDetail';
import type { MessagePhoto, ThreadMessage } from '../../../domain/messages/threadMessages';

/**
 * The message reports desk and the operator's read of a disputed order's threads (docs/product.md
 * §10 Message reports, Disputed returns, Damage claims). Verified operators only.
 */

const SideEnum = builder.enumType('AdminMessageSide', {
  description: 'CUSTOMER 고객, BUSINESS 매장',
  values: ['CUSTOMER', 'BUSINESS'] as const,
});
const DecisionEnum = builder.enumType('MessageReportDecision', {
  description: 'HIDE 숨김(양쪽 모두에게 가려요), DISMISS 문제 없음',
  values: MESSAGE_REPORT_DECISIONS,
});

const PhotoRef = builder.objectRef<MessagePhoto>('AdminMessagePhoto').implement({
  fields: (t) => ({ id: t.exposeInt('id'), url: t.exposeString('url'), thumbUrl: t.exposeString('thumbUrl') }),
});

const ReportRef = builder.objectRef<MessageReportEntry['reports'][number]>('AdminMessageReport').implement({
  fields: (t) => ({
    reporterNickname: t.exposeString('reporterNickname'),
    reason: t.exposeString('reason'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const ContextRef = builder.objectRef<MessageReportEntry['context'][number]>('AdminMessageContext').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    side: t.field({ type: SideEnum, resolve: (m) => m.side }),
    body: t.exposeString('body', { description: '저장된 평문 (HTML 아님)' }),
    hidden: t.exposeBoolean('hidden'),
    photoCount: t.exposeInt('photoCount'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const EntryRef = builder.objectRef<MessageReportEntry>('AdminReportedMessage').implement({
  fields: (t) => ({
    messageId: t.exposeInt('messageId'),
    threadId: t.exposeInt('threadId'),
    side: t.field({ type: SideEnum, resolve: (e) => e.side }),
    senderName: t.exposeString('senderName'),
    body: t.exposeString('body', { description: '저장된 평문 (HTML 아님)' }),
    hidden: t.exposeBoolean('hidden'),
    createdAt: t.exposeString('createdAt'),
    photos: t.field({ type: [PhotoRef], resolve: (e) => e.photos }),
    subjectTitle: t.exposeString('subjectTitle'),
    customerNickname: t.exposeString('customerNickname'),
    businessName: t.exposeString('businessName'),
    waitingSince: t.exposeString('waitingSince'),
    reports: t.field({ type: [ReportRef], resolve: (e) => e.reports }),
    context: t.field({ type: [ContextRef], resolve: (e) => e.context }),
  }),
});

const PageRef = builder.objectRef<MessageReportPage>('AdminMessageReportPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [EntryRef], resolve: (p) => p.entries }),
    after: t.exposeString('after', { nullable: true, description: '다음 쪽 위치 (없으면 마지막 쪽)' }),
    openCount: t.exposeInt('openCount'),
  }),
});

const OutcomeRef = builder.objectRef<MessageReportOutcome>('MessageReportOutcome').implement({
  fields: (t) => ({
    messageId: t.exposeInt('messageId'),
    hidden: t.exposeBoolean('hidden'),
    handledReports: t.exposeInt('handledReports'),
  }),
});

const ThreadMessageRef = builder.objectRef<ThreadMessage>('AdminThreadMessage').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    side: t.field({ type: SideEnum, resolve: (m) => m.side }),
    body: t.exposeString('body', { description: '저장된 평문 (HTML 아님), 가린 메시지는 안내 문구' }),
    masked: t.exposeBoolean('masked'),
    hidden: t.exposeBoolean('hidden'),
    createdAt: t.exposeString('createdAt'),
    photos: t.field({ type: [PhotoRef], resolve: (m) => m.photos }),
  }),
});

const ThreadRef = builder.objectRef<ThreadDetail>('AdminMessageThread').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    subjectTitle: t.string({ resolve: (d) => d.subject.title }),
    customerNickname: t.exposeString('counterpartName'),
    businessName: t.string({ resolve: (d) => d.business.name }),
    messages: t.field({ type: [ThreadMessageRef], resolve: (d) => d.messages }),
    hasOlder: t.exposeBoolean('hasOlder', { description: '최근 50개보다 오래된 메시지가 있어요' }),
  }),
});

builder.queryFields((t) => ({
  reportedMessages: t.field({
    type: PageRef,
    description: '신고된 메시지 중 처리 대기, 오래 기다린 순 (운영자 전용)',
    args: { after: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return messageReportPage(ctx.db, args);
    },
  }),
  messageReportOpenCount: t.int({
    nullable: true,
    description: '처리 대기 중인 신고된 메시지 수 (이 기기에서 2단계 인증 전이면 null)',
    resolve: async (_root, _args, ctx) => {
      const operator = await operatorState(ctx.db, ctx.viewer);
      return operator.verifiedUntil ? countOpenMessageReports(ctx.db) : null;
    },
  }),
  disputeMessageThreads: t.field({
    type: [ThreadRef],
    description: '분쟁 중인 주문(반품 분쟁·보증금 청구)의 대화, 읽기 전용 (운영자 전용, 분쟁이 아니면 NOT_FOUND)',
    args: { orderId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return disputeThreads(ctx.db, ctx.viewer!, args);
    },
  }),
}));

builder.mutationFields((t) => ({
  decideMessageReport: t.field({
    type: OutcomeRef,
    description: '메시지 신고 처리: 숨김 또는 문제 없음 (사유 필수). 그 메시지의 신고를 모두 함께 처리해요.',
    args: {
      messageId: t.arg.int({ required: true }),
      decision: t.arg({ type: DecisionEnum, required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      return decideMessageReport(ctx.db, operator.userId, args);
    },
  }),
}));
