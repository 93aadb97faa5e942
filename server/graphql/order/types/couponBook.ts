import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import {
  couponBook,
  type CouponBook,
  type DownloadableCoupon,
  type MemberCoupon,
} from '../../../domain/coupon/couponBook';
import { downloadCoupon } from '../../../domain/coupon/downloadCoupon';

const CouponStatusEnum = builder.enumType('CouponStatus', {
  description: 'AVAILABLE 사용 가능, USED 사용 완료, EXPIRED 기간 만료',
  values: ['AVAILABLE', 'USED', 'EXPIRED'] as const,
});

const MemberCouponRef = builder.objectRef<MemberCoupon>('MemberCoupon').implement({
  description: '내가 가진 쿠폰 한 장',
  fields: (t) => ({
    id: t.exposeInt('id', { description: '보유 쿠폰 id (결제할 때 쓰는 id)' }),
    couponId: t.exposeInt('couponId'),
    name: t.exposeString('name'),
    amountText: t.exposeString('amountText', { description: '크게 보여 줄 금액: "5,000원", "10%"' }),
    discountText: t.exposeString('discountText', { description: '"5,000원 할인", "10% 할인 (최대 20,000원)"' }),
    conditionText: t.exposeString('conditionText', { description: '사용 조건: 대상 상품과 최소 주문 금액' }),
    status: t.field({ type: CouponStatusEnum, resolve: (c) => c.status }),
    issuedAt: t.exposeString('issuedAt'),
    expiresAt: t.exposeString('expiresAt', { description: '쿠폰 기간과 받은 쿠폰의 유효기간 중 이른 쪽' }),
    usedAt: t.exposeString('usedAt', { nullable: true }),
    daysLeft: t.exposeInt('daysLeft', {
      nullable: true,
      description: '남은 날 (0 = 오늘까지, 서울 기준); 사용 가능할 때만',
    }),
  }),
});

const DownloadableCouponRef = builder.objectRef<DownloadableCoupon>('DownloadableCoupon').implement({
  description: '지금 받을 수 있는 쿠폰',
  fields: (t) => ({
    id: t.exposeInt('id', { description: '쿠폰 id (downloadCoupon에 넘기는 id)' }),
    name: t.exposeString('name'),
    amountText: t.exposeString('amountText'),
    discountText: t.exposeString('discountText'),
    conditionText: t.exposeString('conditionText'),
    endsAt: t.exposeString('endsAt', { description: '받을 수 있는 마지막 시각' }),
    expiresAt: t.exposeString('expiresAt', { description: '지금 받으면 쓸 수 있는 마지막 시각' }),
    daysLeft: t.exposeInt('daysLeft', { description: '지금 받으면 남는 날 (서울 기준)' }),
  }),
});

const CouponBookRef = builder.objectRef<CouponBook>('CouponBook').implement({
  description: '쿠폰함 (docs/product.md §3 Coupon book)',
  fields: (t) => ({
    coupons: t.field({
      type: [MemberCouponRef],
      description: '보유 쿠폰: 사용 가능한 것 먼저, 각각 최근에 받은 순',
      resolve: (b) => b.coupons,
    }),
    couponBooks: t.field({
      type: [DownloadableCouponRef],
      description: '받을 수 있는 쿠폰: 진행 중이고 아직 받지 않은 것, 마감이 가까운 순',
      resolve: (b) => b.couponBooks,
    }),
  }),
});

const couponIdInput = z.object({ couponId: z.number().int().positive('쿠폰을 다시 선택해 주세요.') });

builder.queryFields((t) => ({
  couponBook: t.field({
    type: CouponBookRef,
    description: '내 쿠폰함: 보유 쿠폰과 받을 수 있는 쿠폰 (회원 전용)',
    resolve: (_root, _args, ctx) => couponBook(ctx.db, requireMember(ctx.viewer).userId),
  }),
}));

builder.mutationFields((t) => ({
  downloadCoupon: t.field({
    type: MemberCouponRef,
    description: '쿠폰 받기: 회원마다 한 번, 진행 중인 쿠폰만. 받은 날부터 60일 (쿠폰 기간을 넘지 않게) (회원 전용)',
    args: { couponId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return downloadCoupon(ctx.db, viewer.userId, parseInput(couponIdInput, args).couponId);
    },
  }),
}));
