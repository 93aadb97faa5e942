import type { Db } from '../../../db/client';
import { builder } from '../builder';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import {
  attachModelRequest,
  declineModelRequest,
  listOpenModelRequests,
  type ModelRequestOutcome,
  type OpenModelRequest,
} from '../../../domain/admin/modelRequests';
import { listingChanged, modelChanged } from '../../../cluster/pageChanges';

/** The model requests desk (docs/product.md §10 Model requests). Verified operators only. */

const RequestRef = builder.objectRef<OpenModelRequest>('AdminModelRequest').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    isDraft: t.exposeBoolean('isDraft', { description: '아직 게시한 적 없는 임시저장 상품' }),
    businessId: t.exposeInt('businessId'),
    businessName: t.exposeString('businessName'),
    categoryName: t.exposeString('categoryName'),
    brandName: t.exposeString('brandName', { description: '판매자가 적은 브랜드' }),
    modelName: t.exposeString('modelName', { description: '판매자가 적은 모델 이름' }),
    modelYear: t.exposeInt('modelYear', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const OutcomeRef = builder.objectRef<ModelRequestOutcome>('ModelRequestOutcome').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemId: t.exposeInt('itemId'),
    modelId: t.exposeInt('modelId', { nullable: true, description: '연결한 모델 (반려면 null)' }),
  }),
});

builder.queryFields((t) => ({
  openModelRequests: t.field({
    type: [RequestRef],
    description: '판매자의 모델 등록 요청 중 처리 대기, 오래된 순 (운영자 전용)',
    resolve: async (_root, _args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return listOpenModelRequests(ctx.db);
    },
  }),
}));

/** After the commit: the item's pages, its old and new model's comparison, search, sitemaps and feed. */
async function forgetPages(db: Db, outcome: ModelRequestOutcome) {
  await listingChanged(db, outcome.itemId);
  if (outcome.previousModelId !== null && outcome.previousModelId !== outcome.modelId)
    modelChanged(db, outcome.previousModelId);
}

builder.mutationFields((t) => ({
  attachModelRequest: t.field({
    type: OutcomeRef,
    description: '모델 요청의 상품을 카탈로그 모델에 연결해요. 상품은 그 모델의 가격 비교에 바로 나와요.',
    args: { requestId: t.arg.int({ required: true }), modelId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const outcome = await attachModelRequest(ctx.db, operator.userId, args);
      await forgetPages(ctx.db, outcome);
      return outcome;
    },
  }),
  declineModelRequest: t.field({
    type: OutcomeRef,
    description: '모델 요청 반려 (사유 필수, 판매자에게 알림으로 보내요). 상품은 모델 없이 그대로예요.',
    args: { requestId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const operator = await requireVerifiedOperator(ctx.db, ctx.viewer);
      const outcome = await declineModelRequest(ctx.db, operator.userId, args);
      await forgetPages(ctx.db, outcome);
      return outcome;
    },
  }),
}));
