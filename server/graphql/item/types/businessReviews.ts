import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { businessReviewsInput } from '../../../domain/business/businessInput';
import { businessReviewsPage } from '../../../domain/business/businessPages';
import type { BusinessReviewPage } from '../../../domain/business/businessTypes';
import { ReviewHeaderRef, ReviewRef } from './review';

const BusinessReviewSortEnum = builder.enumType('BusinessReviewSort', {
  values: ['NEWEST', 'RATING_DESC', 'RATING_ASC'] as const,
});

const BusinessReviewPageRef = builder.objectRef<BusinessReviewPage>('BusinessReviewPage').implement({
  fields: (t) => ({
    businessName: t.exposeString('businessName'),
    reviewHeader: t.field({ type: ReviewHeaderRef, resolve: (p) => p.reviewHeader }),
    photoReviewCount: t.exposeInt('photoReviewCount', { description: '사진이 있는 리뷰 수' }),
    businessReviews: t.field({ type: [ReviewRef], resolve: (p) => p.businessReviews }),
    searchAfter: t.exposeString('searchAfter', {
      nullable: true,
      description: '다음 페이지 커서 (마지막 페이지면 null)',
    }),
  }),
});

const BusinessReviewsInputRef = builder.inputType('BusinessReviewsInput', {
  fields: (t) => ({
    businessId: t.int({ required: true }),
    sort: t.field({ type: BusinessReviewSortEnum, description: '기본 NEWEST (최신순)' }),
    photoOnly: t.boolean({ description: '사진 리뷰만' }),
    searchAfter: t.string(),
    size: t.int({ description: '1–30, 기본 10' }),
  }),
});

builder.queryFields((t) => ({
  businessReviews: t.field({
    type: BusinessReviewPageRef,
    description: '매장 리뷰 전체: 헤더(개수, 평균, 별점 분포), 사진, 도움이 돼요 (searchAfter 커서로 페이지)',
    args: { input: t.arg({ type: BusinessReviewsInputRef, required: true }) },
    resolve: (_root, args, ctx) =>
      businessReviewsPage(ctx.db, parseInput(businessReviewsInput, args.input), ctx.viewer?.userId ?? null),
  }),
}));
