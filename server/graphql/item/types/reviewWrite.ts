import { z } from 'zod';
import { builder, DealTypeEnum } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import { replyReviewInput, updateReviewInput, writeReviewInput } from '@/lib/review/reviewRules';
import { updateReview, writeReview, type WrittenReview } from '../../../domain/review/writeReview';
import { replyReview, type ReviewReply } from '../../../domain/review/replyReview';
import {
  reviewWriteForm,
  type ExistingReview,
  type FormPhoto,
  type ReviewWriteForm,
} from '../../../domain/review/writeReviewForm';
import { listNotReviewedOrders, type NotReviewedOrder, type NotReviewedPage } from '../../../domain/review/notReviewed';
import { listSellerReviews, type SellerReviewPage } from '../../../domain/review/sellerReviews';
import { listMyReviews, type MyReview, type MyReviewPage } from '../../../domain/review/writeReviewList';
import { ReviewPhotoRef, ReviewRef, ReviewReplyRef } from './review';
import { reviewChanged } from '../../../cluster/pageChanges';

/** Reviews from purchases (issue 17 §3): the member's side and the business's reply. */

const ReviewOrderRef = builder.objectRef<NotReviewedOrder>('ReviewOrder').implement({
  description: '리뷰를 쓸 (또는 쓴) 주문',
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    img: t.exposeString('img'),
    businessName: t.exposeString('businessName'),
    dealType: t.field({ type: DealTypeEnum, resolve: (o) => o.dealType }),
    rentalStartDate: t.exposeString('rentalStartDate', { nullable: true }),
    rentalEndDate: t.exposeString('rentalEndDate', { nullable: true, description: '대여 마지막 날 (포함)' }),
    finishedDatetime: t.exposeString('finishedDatetime', { description: '반납 완료 또는 구매 확정 시각' }),
  }),
});

const NotReviewedPageRef = builder.objectRef<NotReviewedPage>('NotReviewedPage').implement({
  fields: (t) => ({
    orders: t.field({ type: [ReviewOrderRef], resolve: (p) => p.orders }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const FormPhotoRef = builder.objectRef<FormPhoto>('ReviewFormPhoto').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    thumbUrl: t.exposeString('thumbUrl'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const ExistingReviewRef = builder.objectRef<ExistingReview>('MyOrderReview').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    rating: t.exposeInt('rating'),
    content: t.exposeString('content'),
    photos: t.field({ type: [FormPhotoRef], resolve: (r) => r.photos }),
    createdDatetime: t.exposeString('createdDatetime'),
    editableUntil: t.exposeString('editableUntil'),
    isEditable: t.exposeBoolean('isEditable', { description: '쓴 날부터 30일 동안만 고칠 수 있어요' }),
  }),
});

const ReviewWriteFormRef = builder.objectRef<ReviewWriteForm>('ReviewWriteForm').implement({
  fields: (t) => ({
    order: t.field({ type: ReviewOrderRef, resolve: (f) => f.order }),
    review: t.field({
      type: ExistingReviewRef,
      nullable: true,
      description: '이미 쓴 리뷰 (없으면 null)',
      resolve: (f) => f.review,
    }),
  }),
});

const WrittenReviewRef = builder.objectRef<WrittenReview>('WrittenReview').implement({
  fields: (t) => ({
    reviewId: t.exposeInt('reviewId'),
    orderId: t.exposeInt('orderId', { nullable: true }),
    itemId: t.exposeInt('itemId'),
    earnedPoints: t.exposeInt('earnedPoints', { description: '이번에 적립된 사진 리뷰 포인트' }),
  }),
});

const ReviewReplyResultRef = builder.objectRef<ReviewReply>('ReviewReplyResult').implement({
  fields: (t) => ({
    reviewId: t.exposeInt('reviewId'),
    content: t.exposeString('content'),
    repliedDatetime: t.exposeString('repliedAt'),
    businessName: t.exposeString('businessName'),
  }),
});

const MyReviewRef = builder.objectRef<MyReview>('MyReview').implement({
  description: '내가 쓴 리뷰',
  fields: (t) => ({
    id: t.exposeInt('id'),
    orderId: t.exposeInt('orderId', { nullable: true }),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    img: t.exposeString('img'),
    businessName: t.exposeString('businessName'),
    dealType: t.field({ type: DealTypeEnum, resolve: (r) => r.dealType }),
    rating: t.exposeInt('rating'),
    content: t.exposeString('content'),
    createdDatetime: t.exposeString('createdDatetime'),
    isVerified: t.exposeBoolean('isVerified'),
    isEditable: t.exposeBoolean('isEditable', { description: '쓴 날부터 30일 동안 (주문에서 쓴 리뷰만)' }),
    reply: t.field({ type: ReviewReplyRef, nullable: true, resolve: (r) => r.reply }),
    photos: t.field({ type: [ReviewPhotoRef], resolve: (r) => r.photos }),
  }),
});

const MyReviewPageRef = builder.objectRef<MyReviewPage>('MyReviewPage').implement({
  fields: (t) => ({
    reviews: t.field({ type: [MyReviewRef], resolve: (p) => p.reviews }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const SellerReviewFilterEnum = builder.enumType('SellerReviewFilter', { values: ['UNANSWERED', 'ALL'] as const });

const SellerReviewPageRef = builder.objectRef<SellerReviewPage>('SellerReviewPage').implement({
  fields: (t) => ({
    businessName: t.exposeString('businessName'),
    reviews: t.field({ type: [ReviewRef], resolve: (p) => p.reviews }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
    unansweredCount: t.exposeInt('unansweredCount', { description: '답글이 없는 리뷰 수' }),
  }),
});

const cursor = z
  .string()
  .min(1)
  .max(400)
  .nullish()
  .transform((v) => v ?? null);
const orderArgs = z.object({ orderId: z.number().int().positive().max(2_147_483_647) });

builder.queryFields((t) => ({
  notReviewedOrders: t.field({
    type: NotReviewedPageRef,
    description: '리뷰를 기다리는 내 주문 (반납 완료한 렌탈, 구매 확정한 상품), 최근에 끝난 순',
    args: { searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) =>
      listNotReviewedOrders(
        ctx.db,
        requireMember(ctx.viewer).userId,
        parseInput(z.object({ searchAfter: cursor }), args).searchAfter
      ),
  }),
  myReviews: t.field({
    type: MyReviewPageRef,
    description: '내가 쓴 리뷰, 최신순',
    args: { searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) =>
      listMyReviews(
        ctx.db,
        requireMember(ctx.viewer).userId,
        parseInput(z.object({ searchAfter: cursor }), args).searchAfter
      ),
  }),
  reviewWriteForm: t.field({
    type: ReviewWriteFormRef,
    description: '리뷰 쓰기 화면: 주문과 이미 쓴 리뷰 (내 주문만)',
    args: { orderId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      reviewWriteForm(ctx.db, requireMember(ctx.viewer).userId, parseInput(orderArgs, args).orderId),
  }),
  sellerReviews: t.field({
    type: SellerReviewPageRef,
    description: '내 매장 리뷰 (판매자 계정 전용), 최신순. filter UNANSWERED = 답글 없음',
    args: { filter: t.arg({ type: SellerReviewFilterEnum }), searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const businessId = requireSeller(viewer);
      const input = parseInput(
        z.object({
          filter: z
            .enum(['UNANSWERED', 'ALL'])
            .nullish()
            .transform((v) => v ?? 'ALL'),
          searchAfter: cursor,
        }),
        args
      );
      return listSellerReviews(ctx.db, businessId, viewer.userId, input.filter, input.searchAfter);
    },
  }),
}));

builder.mutationFields((t) => ({
  writeReview: t.field({
    type: WrittenReviewRef,
    description: '리뷰 쓰기: 결제한 회원만, 반납 완료·구매 확정한 주문에 한 번 (사진 5장까지)',
    args: {
      orderId: t.arg.int({ required: true }),
      rating: t.arg.int({ required: true }),
      content: t.arg.string({ required: true }),
      imageIds: t.arg.intList({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const written = await writeReview(ctx.db, requireMember(ctx.viewer).userId, parseInput(writeReviewInput, args));
      await reviewChanged(ctx.db, written.reviewId);
      return written;
    },
  }),
  updateReview: t.field({
    type: WrittenReviewRef,
    description: '리뷰 수정: 쓴 사람만, 쓴 날부터 30일 동안',
    args: {
      reviewId: t.arg.int({ required: true }),
      rating: t.arg.int({ required: true }),
      content: t.arg.string({ required: true }),
      imageIds: t.arg.intList({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const written = await updateReview(ctx.db, requireMember(ctx.viewer).userId, parseInput(updateReviewInput, args));
      await reviewChanged(ctx.db, written.reviewId);
      return written;
    },
  }),
  replyReview: t.field({
    type: ReviewReplyResultRef,
    description: '사장님 답글 쓰기·고치기 (그 매장의 판매자만)',
    args: { reviewId: t.arg.int({ required: true }), content: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      requireSeller(viewer);
      const input = parseInput(replyReviewInput, args);
      const reply = await replyReview(ctx.db, viewer, input.reviewId, input.content);
      await reviewChanged(ctx.db, reply.reviewId);
      return reply;
    },
  }),
}));
