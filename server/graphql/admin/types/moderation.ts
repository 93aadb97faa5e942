import { builder } from '../builder';
import { operatorState, requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import {
  countPendingModeration,
  decideModeration,
  MODERATION_DECISIONS,
  MODERATION_FILTERS,
  MODERATION_KINDS,
  MODERATION_STATES,
  moderationQueue,
  type ModerationItem,
  type ModerationOutcome,
  type ModerationQueue,
  type ModerationReport,
} from '../../../domain/admin/moderation';
import { postChanged, reviewChanged } from '../../../cluster/pageChanges';

/** The moderation queue (docs/product.md §10 Moderation). Verified operators only. */

const KindEnum = builder.enumType('ModerationKind', {
  description: 'POST 게시글, COMMENT 댓글, REVIEW 리뷰',
  values: MODERATION_KINDS,
});
const StateEnum = builder.enumType('ModerationState', {
  description: 'VISIBLE 보이는 중, AUTO_HIDDEN 자동 숨김(신고 5건), KEPT_HIDDEN 숨김 유지, DELETED 삭제됨',
  values: MODERATION_STATES,
});
const DecisionEnum = builder.enumType('ModerationDecision', {
  description: 'RESTORE 복구, KEEP_HIDDEN 숨김 유지, DELETE 삭제',
  values: MODERATION_DECISIONS,
});
const FilterEnum = builder.enumType('ModerationFilter', {
  description: 'PENDING 처리 대기, DONE 처리 완료',
  values: MODERATION_FILTERS,
});

const ReportRef = builder.objectRef<ModerationReport>('ModerationReport').implement({
  fields: (t) => ({
    reason: t.exposeString('reason'),
    reporterNickname: t.exposeString('reporterNickname'),
    createdAt: t.exposeString('createdAt'),
    handled: t.exposeBoolean('handled'),
  }),
});

const ItemRef = builder.objectRef<ModerationItem>('ModerationItem').implement({
  fields: (t) => ({
    kind: t.field({ type: KindEnum, resolve: (i) => i.kind }),
    id: t.exposeInt('id'),
    authorId: t.exposeInt('authorId'),
    authorNickname: t.exposeString('authorNickname'),
    title: t.exposeString('title', { nullable: true }),
    excerpt: t.exposeString('excerpt', { description: '작성자가 쓴 평문 앞부분 (HTML 아님)' }),
    state: t.field({ type: StateEnum, resolve: (i) => i.state }),
    publicPath: t.exposeString('publicPath'),
    waitingSince: t.exposeString('waitingSince', { nullable: true }),
    handledAt: t.exposeString('handledAt', { nullable: true }),
    reports: t.field({ type: [ReportRef], resolve: (i) => i.reports }),
  }),
});

const QueueRef = builder.objectRef<ModerationQueue>('ModerationQueue').implement({
  fields: (t) => ({
    items: t.field({ type: [ItemRef], resolve: (q) => q.items }),
    pendingCount: t.exposeInt('pendingCount'),
  }),
});

const OutcomeRef = builder.objectRef<ModerationOutcome>('ModerationOutcome').implement({
  fields: (t) => ({
    kind: t.field({ type: KindEnum, resolve: (o) => o.kind }),
    id: t.exposeInt('id'),
    state: t.field({ type: StateEnum, resolve: (o) => o.state }),
    sanctioned: t.exposeBoolean('sanctioned'),
    suspendedUntil: t.exposeString('suspendedUntil', { nullable: true }),
  }),
});

const SanctionInput = builder.inputType('ModerationSanctionInput', {
  fields: (t) => ({
    reason: t.string({ required: true }),
    days: t.int({ description: '정지 일수 (없으면 해제할 때까지)' }),
  }),
});

const DecisionInput = builder.inputType('ModerationDecisionInput', {
  fields: (t) => ({
    kind: t.field({ type: KindEnum, required: true }),
    id: t.int({ required: true }),
    decision: t.field({ type: DecisionEnum, required: true }),
    reason: t.string({ required: true }),
    sanction: t.field({ type: SanctionInput }),
  }),
});

builder.queryFields((t) => ({
  moderationQueue: t.field({
    type: QueueRef,
    description: '신고된 게시글·댓글·리뷰: 처리 대기는 오래된 순, 처리 완료는 최근 처리 순 (운영자 전용)',
    args: { filter: t.arg({ type: FilterEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return moderationQueue(ctx.db, args.filter);
    },
  }),
  moderationPendingCount: t.int({
    nullable: true,
    description: '처리 대기 중인 신고 대상 수 (이 기기에서 2단계 인증 전이면 null)',
    resolve: async (_root, _args, ctx) => {
      const operator = await operatorState(ctx.db, ctx.viewer);
      return operator.verifiedUntil ? countPendingModeration(ctx.db) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  decideModeration: t.field({
    type: OutcomeRef,
    description: '신고 처리: 복구·숨김 유지·삭제 (사유 필수), 작성자 정지는 선택. 처리 즉시 공개 페이지에 반영돼요.',
    args: { input: t.arg({ type: DecisionInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const outcome = await decideModeration(ctx.db, operator.userId, args.input);
      // After the commit: every page that showed (or, restored, hid) it is forgotten in this request.
      if (outcome.postId !== null) await postChanged(ctx.db, outcome.postId);
      else await reviewChanged(ctx.db, outcome.id);
      return outcome;
    },
  }),
}));
