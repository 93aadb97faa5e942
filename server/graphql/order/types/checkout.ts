import { builder } from '../builder';
import { serverEnv } from '../../../env';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { checkoutPage, type CheckoutPage } from '../../../domain/checkout/checkoutPage';
import { paymentChoicesInput, prepareInput, selectionInput } from '../../../domain/checkout/checkoutInput';
import { quoteCheckout } from '../../../domain/checkout/quoteCheckout';
import type { PriceQuote } from '../../../domain/checkout/priceQuote';
import { prepareCheckout, type PreparedCheckout } from '../../../domain/checkout/prepareCheckout';
import { completeCheckout, type Completion } from '../../../domain/checkout/completeCheckout';
import { activeProvider, providerByName } from '../../../payments/providers';
import { orderProviderName } from '../../../domain/checkout/orderProvider';
import { DomainError } from '@/lib/errors';
import { itemStockChanged } from '../../../cluster/pageChanges';
import { PaymentChoicesInputRef, SelectionInputRef } from './checkoutInputs';

type Page = CheckoutPage;

const ProblemRef = builder.objectRef<Page['problems'][number]>('SelectionProblem').implement({
  fields: (t) => ({ code: t.exposeString('code'), message: t.exposeString('message') }),
});
const LineRef = builder.objectRef<Page['lines'][number]>('CheckoutLine').implement({
  fields: (t) => ({
    optionId: t.exposeInt('optionId'),
    name: t.exposeString('name'),
    optionType: t.exposeInt('optionType'),
    unitPrice: t.exposeInt('unitPrice'),
    amount: t.exposeInt('amount'),
    maxAmount: t.exposeInt('maxAmount'),
    isInsurance: t.exposeBoolean('isInsurance'),
  }),
});
const InsuranceRef = builder.objectRef<NonNullable<Page['insurance']>>('CheckoutInsurance').implement({
  fields: (t) => ({ optionId: t.exposeInt('optionId'), name: t.exposeString('name'), price: t.exposeInt('price') }),
});
const CouponRef = builder.objectRef<Page['coupons'][number]>('CheckoutCoupon').implement({
  fields: (t) => ({
    userCouponId: t.exposeInt('userCouponId'),
    name: t.exposeString('name'),
    discount: t.exposeInt('discount'),
    endsAt: t.exposeString('endsAt'),
    applicable: t.exposeBoolean('applicable'),
    reason: t.exposeString('reason', { nullable: true }),
  }),
});
const InstalmentRef = builder
  .objectRef<Page['cardInstalments'][number]['options'][number]>('CheckoutInstalmentOption')
  .implement({
    fields: (t) => ({
      months: t.exposeInt('months'),
      kind: t.exposeString('kind'),
      paidMonths: t.exposeInt('paidMonths', { nullable: true }),
    }),
  });
const CardInstalmentsRef = builder.objectRef<Page['cardInstalments'][number]>('CheckoutCardInstalments').implement({
  fields: (t) => ({
    cardCode: t.exposeString('cardCode'),
    cardCompany: t.exposeString('cardCompany'),
    options: t.field({ type: [InstalmentRef], resolve: (c) => c.options }),
  }),
});
const LeaseRef = builder.objectRef<Page['leaseOptions'][number]>('CheckoutLeaseOption').implement({
  fields: (t) => ({
    months: t.exposeInt('months'),
    monthlyPrice: t.exposeInt('monthlyPrice'),
    totalPrice: t.exposeInt('totalPrice'),
    text: t.exposeString('text'),
  }),
});
const CardRef = builder.objectRef<Page['cards'][number]>('RegisteredCard').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    cardCompany: t.exposeString('cardCompany'),
    maskedNumber: t.exposeString('maskedNumber'),
  }),
});
const OrdererRef = builder.objectRef<Page['orderer']>('Orderer').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});
const TermRef = builder.objectRef<Page['cancelTerms'][number]>('CancelTerm').implement({
  fields: (t) => ({ condition: t.exposeString('condition'), outcome: t.exposeString('outcome') }),
});

export const CheckoutPageRef = builder.objectRef<Page>('CheckoutPage').implement({
  description: '결제 화면: 선택한 상품과 옵션, 문제, 쿠폰, 포인트, 결제 수단 (금액은 미리보기)',
  fields: (t) => ({
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    img: t.exposeString('img'),
    dealType: t.exposeString('dealType'),
    businessId: t.exposeInt('businessId'),
    businessName: t.exposeString('businessName'),
    deliveryTypes: t.exposeStringList('deliveryTypes'),
    startDate: t.exposeString('startDate', { nullable: true }),
    endDate: t.exposeString('endDate', { nullable: true }),
    days: t.exposeInt('days'),
    lines: t.field({ type: [LineRef], resolve: (p) => p.lines }),
    problems: t.field({ type: [ProblemRef], resolve: (p) => p.problems }),
    insurance: t.field({ type: InsuranceRef, nullable: true, resolve: (p) => p.insurance }),
    goodsPrice: t.exposeInt('goodsPrice'),
    coupons: t.field({ type: [CouponRef], resolve: (p) => p.coupons }),
    bestUserCouponId: t.exposeInt('bestUserCouponId', { nullable: true }),
    pointBalance: t.exposeInt('pointBalance'),
    pointMinUse: t.exposeInt('pointMinUse'),
    pointUnit: t.exposeInt('pointUnit'),
    maxUsablePoints: t.exposeInt('maxUsablePoints'),
    cardInstalments: t.field({ type: [CardInstalmentsRef], resolve: (p) => p.cardInstalments }),
    leaseOptions: t.field({ type: [LeaseRef], resolve: (p) => p.leaseOptions }),
    cards: t.field({ type: [CardRef], resolve: (p) => p.cards }),
    orderer: t.field({ type: OrdererRef, resolve: (p) => p.orderer }),
    cancelTerms: t.field({ type: [TermRef], resolve: (p) => p.cancelTerms }),
  }),
});

const QuoteLineRef = builder.objectRef<PriceQuote['lines'][number]>('QuoteLine').implement({
  fields: (t) => ({
    optionId: t.exposeInt('optionId'),
    name: t.exposeString('name'),
    optionType: t.exposeInt('optionType'),
    amount: t.exposeInt('amount'),
    unitPrice: t.exposeInt('unitPrice'),
    unitOriginPrice: t.exposeInt('unitOriginPrice'),
    lineTotal: t.exposeInt('lineTotal'),
    isInsurance: t.exposeBoolean('isInsurance'),
  }),
});
const QuoteLeaseRef = builder.objectRef<NonNullable<PriceQuote['lease']>>('QuoteLease').implement({
  fields: (t) => ({
    months: t.exposeInt('months'),
    monthlyPrice: t.exposeInt('monthlyPrice'),
    totalPrice: t.exposeInt('totalPrice'),
  }),
});
export const PriceQuoteRef = builder.objectRef<PriceQuote>('PriceQuote').implement({
  description: '서버가 계산한 결제 금액 (원, 정수)',
  fields: (t) => ({
    lines: t.field({ type: [QuoteLineRef], resolve: (q) => q.lines }),
    days: t.exposeInt('days'),
    basicPrice: t.exposeInt('basicPrice'),
    basicDiscount: t.exposeInt('basicDiscount'),
    longRentalDiscount: t.exposeInt('longRentalDiscount', { description: '장기 대여 할인 (3일·7일 이상, 쿠폰 전)' }),
    insurancePrice: t.exposeInt('insurancePrice'),
    shippingFee: t.exposeInt('shippingFee'),
    couponDiscount: t.exposeInt('couponDiscount'),
    pointDiscount: t.exposeInt('pointDiscount'),
    totalPrice: t.exposeInt('totalPrice'),
    chargeNow: t.exposeInt('chargeNow'),
    earnPoints: t.exposeInt('earnPoints'),
    lease: t.field({ type: QuoteLeaseRef, nullable: true, resolve: (q) => q.lease }),
  }),
});

const PreparedRef = builder.objectRef<PreparedCheckout>('PreparedCheckout').implement({
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    paymentKey: t.exposeString('paymentKey'),
    amount: t.exposeInt('amount'),
    provider: t.string({ resolve: (p) => p.session.provider }),
    checkoutUrl: t.string({ nullable: true, resolve: (p) => p.session.checkoutUrl }),
    sdkParams: t.string({
      description: '결제창 SDK 파라미터 (JSON, 비밀 값 없음)',
      resolve: (p) => JSON.stringify(p.session.sdkParams),
    }),
    holdExpiresAt: t.string({
      nullable: true,
      description: '결제하지 않으면 잡아 둔 날짜·재고가 풀리는 시각 (ISO 8601, 결제 대기가 아니면 null)',
      resolve: (p) => p.holdExpiresAt?.toISOString() ?? null,
    }),
  }),
});
export const CompletionRef = builder.objectRef<Completion>('PaymentCompletion').implement({
  fields: (t) => ({
    status: t.exposeString('status', { description: 'PAID, PENDING(결제 대기) 또는 FAILED' }),
    orderId: t.exposeInt('orderId'),
    paymentKey: t.exposeString('paymentKey'),
    message: t.exposeString('message', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  checkoutPage: t.field({
    type: CheckoutPageRef,
    description: '결제 화면 데이터 (회원 전용)',
    args: { selection: t.arg({ type: SelectionInputRef, required: true }) },
    resolve: (_root, args, ctx) =>
      checkoutPage(ctx.db, requireMember(ctx.viewer).userId, parseInput(selectionInput, args.selection)),
  }),
  checkoutQuote: t.field({
    type: PriceQuoteRef,
    description: '고른 조건의 결제 금액 미리보기: 서버가 계산해요 (회원 전용)',
    args: {
      selection: t.arg({ type: SelectionInputRef, required: true }),
      choices: t.arg({ type: PaymentChoicesInputRef, required: true }),
    },
    resolve: (_root, args, ctx) =>
      quoteCheckout(
        ctx.db,
        requireMember(ctx.viewer).userId,
        parseInput(selectionInput, args.selection),
        parseInput(paymentChoicesInput, args.choices)
      ),
  }),
}));

builder.mutationFields((t) => ({
  prepareCheckout: t.field({
    type: PreparedRef,
    description:
      '주문을 결제 대기로 만들고 날짜·재고를 15분 동안 잡아 둬요. 같은 idempotencyKey는 같은 주문을 돌려줘요 (회원 전용)',
    args: {
      selection: t.arg({ type: SelectionInputRef, required: true }),
      choices: t.arg({ type: PaymentChoicesInputRef, required: true }),
      expectedAmount: t.arg.int({ required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(prepareInput, args);
      const prepared = await prepareCheckout(
        ctx.db,
        activeProvider(ctx.db),
        viewer.userId,
        input,
        serverEnv().SITE_URL
      );
      // Committed: a sale's stock was taken, which the item page shows (server/cluster/pageChanges.ts).
      itemStockChanged(ctx.db, input.selection.itemId);
      return prepared;
    },
  }),
  completeCheckout: t.field({
    type: CompletionRef,
    description: '결제사에 결제를 확인하고 주문을 확정해요. 여러 번 불러도 한 번만 처리돼요 (회원 전용)',
    args: { paymentKey: t.arg.string({ required: true }), failed: t.arg.boolean() },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      if (args.paymentKey.length > 80) throw new DomainError('INVALID_INPUT');
      const name = await orderProviderName(ctx.db, args.paymentKey, viewer.userId);
      const provider = providerByName(ctx.db, name);
      if (!provider)
        throw new DomainError('PAYMENT_FAILED', '지금은 결제를 확인할 수 없어요. 잠시 후 다시 시도해 주세요.');
      return completeCheckout(ctx.db, provider, args.paymentKey, {
        userId: viewer.userId,
        browserFailed: args.failed ?? false,
      });
    },
  }),
}));
