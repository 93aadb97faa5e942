import { z } from 'zod';
import { builder, DealTypeEnum } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { setReviewHelpful } from '../../../domain/review/reviewHelpful';
import { reportReview, type ReviewReportResult } from '../../../domain/community/reportContent';
import { reviewChanged } from '../../../cluster/pageChanges';
import { caller } from './communityPost';
import type {
  RatingRatio,
  ReviewHeader,
  ReviewHelpfulState,
  ReviewPage,
  ReviewPhoto,
  ReviewReplyView,
  ReviewWithPhotos,
} from '../../../domain/review/reviewTypes';

/** 사장님 답글 under a review (item, model and business screens). */
export const ReviewReplyRef = builder.objectRef<ReviewReplyView>('ReviewReply').implement({
  fields: (t) => ({
    content: t.exposeString('content'),
    repliedDatetime: t.exposeString('repliedDatetime'),
    businessName: t.exposeString('businessName'),
  }),
});

/** A review photo; the thumbnail is the same picture at `?w=480` (item, model and business reviews). */
export const ReviewPhotoRef = builder.objectRef<ReviewPhoto>('ReviewPhoto').implement({
  description: '리뷰 사진 (/app/v4/images/{id})',
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    thumbUrl: t.exposeString('thumbUrl', { description: '목록용 작은 사진 (?w=480)' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    alt: t.exposeString('alt'),
  }),
});

/** Reviews of the model page, the business-review screen and the seller console; photos come loaded with the page. */
export const ReviewRef = builder.objectRef<ReviewWithPhotos>('Review').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    rating: t.exposeInt('rating'),
    content: t.exposeString('content'),
    nickname: t.exposeString('nickname'),
    createdDatetime: t.exposeString('createdDatetime'),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    dealType: t.field({ type: DealTypeEnum, resolve: (r) => r.dealType }),
    businessName: t.exposeString('businessName'),
    isActiveAssistance: t.exposeBoolean('isActiveAssistance', { description: '내가 도움이 돼요를 눌렀는지' }),
    activeAssistanceCount: t.exposeInt('activeAssistanceCount', { description: '도움이 돼요 수' }),
    isMine: t.exposeBoolean('isMine', { description: '내가 쓴 리뷰인지 (내 리뷰에는 도움이 돼요를 누를 수 없어요)' }),
    isVerified: t.exposeBoolean('isVerified', { description: '결제한 주문에서 쓴 리뷰 (구매 인증 / 대여 인증)' }),
    reply: t.field({ type: ReviewReplyRef, nullable: true, description: '사장님 답글', resolve: (r) => r.reply }),
    photos: t.field({ type: [ReviewPhotoRef], description: '리뷰 사진 (올린 순서)', resolve: (r) => r.photos }),
  }),
});

export const ReviewPageRef = builder.objectRef<ReviewPage>('ReviewPage').implement({
  fields: (t) => ({
    reviews: t.field({ type: [ReviewRef], resolve: (p) => p.reviews }),
    searchAfter: t.exposeString('searchAfter', {
      nullable: true,
      description: '다음 페이지 커서 (마지막 페이지면 null)',
    }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const RatingRatioRef = builder.objectRef<RatingRatio>('RatingRatio').implement({
  fields: (t) => ({
    rating: t.exposeInt('rating'),
    count: t.exposeInt('count'),
    ratio: t.exposeInt('ratio', { description: '전체 리뷰 중 비율 (0–100)' }),
  }),
});

export const ReviewHeaderRef = builder.objectRef<ReviewHeader>('ReviewHeader').implement({
  fields: (t) => ({
    reviewCount: t.exposeInt('reviewCount'),
    avgRating: t.exposeFloat('avgRating', { nullable: true }),
    ratingRatioList: t.field({
      type: [RatingRatioRef],
      description: '별점 5점부터 1점까지',
      resolve: (h) => h.ratingRatioList,
    }),
  }),
});

const ReviewHelpfulStateRef = builder.objectRef<ReviewHelpfulState>('ReviewHelpfulState').implement({
  fields: (t) => ({
    reviewId: t.exposeInt('reviewId'),
    isActiveAssistance: t.exposeBoolean('isActiveAssistance'),
    activeAssistanceCount: t.exposeInt('activeAssistanceCount'),
  }),
});

const helpfulArgs = z.object({ reviewId: z.number().int().positive(), active: z.boolean() });

const ReviewReportResultRef = builder.objectRef<ReviewReportResult>('ReviewReportResult').implement({
  fields: (t) => ({
    reviewId: t.exposeInt('reviewId'),
    hidden: t.exposeBoolean('hidden', { description: '이 신고로 다섯 명이 되어 리뷰가 가려졌는지' }),
  }),
});

builder.mutationFields((t) => ({
  setReviewHelpful: t.field({
    type: ReviewHelpfulStateRef,
    description: '리뷰 도움이 돼요 켜기/끄기 (회원 전용, 내 리뷰는 불가)',
    args: { reviewId: t.arg.int({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(helpfulArgs, args);
      return setReviewHelpful(ctx.db, viewer.userId, input.reviewId, input.active);
    },
  }),
  reportReview: t.field({
    type: ReviewReportResultRef,
    description: '리뷰 신고 (회원당 한 번, 내 리뷰는 불가, 5명이 신고하면 검토 전까지 가려짐)',
    args: { reviewId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const result = await reportReview(ctx.db, caller(ctx), args);
      // The report that hides the review takes it off the item, business and model pages at once.
      if (result.hidden) await reviewChanged(ctx.db, result.reviewId);
      return result;
    },
  }),
}));
