import { builder } from '../builder';
import type { StoredPriceBreakdown } from '../../../db/schema/orders';
import { requireMember } from '../../../domain/member/requireMember';
import { customerOrderAction } from '../../../domain/orders/customerOrderAction';
import { myOrders, orderDetail } from '../../../domain/orders/orderQueries';
import type {
  CustomerAction,
  OrderDetail,
  OrderList,
  OrderOptionLine,
  OrderProcessStep,
  OrderRefundInfo,
  OrderShippingAddress,
  OrderSummary,
  RefundPreview,
} from '../../../domain/orders/orderTypes';

/** The member's own orders: /user/reservations and /user/reservations/{id} (us_ operations). */
const OrderKindEnum = builder.enumType('OrderKind', {
  description: '주문 내역 탭: RENTAL 렌탈 예약, PURCHASE 구매(인수형 렌탈 포함)',
  values: ['RENTAL', 'PURCHASE'] as const,
});

const OrderSummaryRef = builder.objectRef<OrderSummary>('OrderSummary').implement({
  description: '주문 내역 카드',
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    img: t.exposeString('img'),
    businessId: t.exposeInt('businessId'),
    businessName: t.exposeString('businessName'),
    process: t.exposeString('process', { description: 'rentalReservation, saleOrder 또는 contract' }),
    state: t.exposeString('state'),
    status: t.exposeString('status', { description: '주문 상태 (예약 대기, 배송 중 …)' }),
    totalPrice: t.exposeInt('totalPrice'),
    startDate: t.exposeString('startDate', { nullable: true }),
    endDate: t.exposeString('endDate', { nullable: true }),
    createdDatetime: t.exposeString('createdDatetime'),
  }),
});

const OrderListRef = builder.objectRef<OrderList>('OrderList').implement({
  fields: (t) => ({
    orders: t.field({ type: [OrderSummaryRef], resolve: (l) => l.orders }),
    searchAfter: t.exposeString('searchAfter', { nullable: true, description: '다음 페이지 커서 (마지막이면 null)' }),
  }),
});

const StepRef = builder.objectRef<OrderProcessStep>('OrderProcessStep').implement({
  description: '주문 진행 단계 (처리 표의 타임라인)',
  fields: (t) => ({
    state: t.exposeString('state'),
    label: t.exposeString('label'),
    status: t.exposeString('status', { description: 'done, current 또는 upcoming' }),
    datetime: t.exposeString('datetime', { nullable: true }),
  }),
});

const AddressRef = builder.objectRef<OrderShippingAddress>('OrderShippingAddress').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    postNum: t.exposeString('postNum'),
    address1: t.exposeString('address1'),
    address2: t.exposeString('address2'),
    phone: t.exposeString('phone'),
    name: t.exposeString('name'),
    shippingInvoiceNumbers: t.exposeStringList('shippingInvoiceNumbers'),
  }),
});

const OptionRef = builder.objectRef<OrderOptionLine>('OrderOptionLine').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    optionId: t.exposeInt('optionId'),
    name: t.exposeString('name'),
    optionType: t.exposeInt('optionType'),
    amount: t.exposeInt('amount'),
    unitPrice: t.exposeInt('unitPrice'),
  }),
});

const BusinessRef = builder.objectRef<OrderDetail['orderBusiness']>('OrderBusiness').implement({
  fields: (t) => ({ name: t.exposeString('name'), phone: t.exposeString('phone'), address: t.exposeString('address') }),
});

export const OrderPriceRef = builder.objectRef<StoredPriceBreakdown>('OrderPrice').implement({
  description: '결제할 때 서버가 정한 금액 (원, 정수)',
  fields: (t) => ({
    basicPrice: t.exposeInt('basicPrice'),
    basicDiscount: t.exposeInt('basicDiscount'),
    longRentalDiscount: t.int({
      description: '장기 대여 할인 (이 기능 전의 주문은 0)',
      resolve: (p) => p.longRentalDiscount ?? 0,
    }),
    couponDiscount: t.exposeInt('couponDiscount'),
    pointDiscount: t.exposeInt('pointDiscount'),
    insurancePrice: t.exposeInt('insurancePrice'),
    shippingFee: t.exposeInt('shippingFee'),
    totalPrice: t.exposeInt('totalPrice'),
    earnPoints: t.exposeInt('earnPoints'),
    rentalDays: t.exposeInt('rentalDays'),
  }),
});

const RefundInfoRef = builder.objectRef<OrderRefundInfo>('OrderRefund').implement({
  fields: (t) => ({
    refundDue: t.exposeInt('refundDue'),
    refundedAmount: t.exposeInt('refundedAmount'),
    cancelReason: t.exposeString('cancelReason', { nullable: true }),
  }),
});

const RefundPreviewRef = builder.objectRef<RefundPreview>('RefundPreview').implement({
  description: '지금 취소하면 돌려받는 금액 (취소·환불 기준표)',
  fields: (t) => ({
    refundAmount: t.exposeInt('refundAmount'),
    share: t.exposeInt('share'),
    condition: t.exposeString('condition'),
    outcome: t.exposeString('outcome'),
    restoreBenefits: t.exposeBoolean('restoreBenefits'),
  }),
});

const ActionRef = builder.objectRef<CustomerAction>('OrderCustomerAction').implement({
  description: '지금 할 수 있는 처리 (처리 표에서)',
  fields: (t) => ({
    action: t.exposeString('action'),
    label: t.exposeString('label'),
    refund: t.field({ type: RefundPreviewRef, nullable: true, resolve: (a) => a.refund }),
  }),
});

export const OrderDetailRef = builder.objectRef<OrderDetail>('OrderDetail').implement({
  description: '주문 상세 (docs/product.md §3 Order detail paymentEntity)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemId: t.exposeInt('itemId'),
    itemName: t.exposeString('itemName'),
    img: t.exposeString('img'),
    totalPrice: t.exposeInt('totalPrice'),
    businessId: t.exposeInt('businessId'),
    paymentName: t.exposeString('paymentName'),
    process: t.exposeString('process'),
    state: t.exposeString('state'),
    paymentState: t.exposeString('paymentState'),
    status: t.exposeString('status'),
    subStatus: t.exposeString('subStatus'),
    orderProcesses: t.field({ type: [StepRef], resolve: (o) => o.orderProcesses }),
    purchaseMethod: t.exposeString('purchaseMethod'),
    priceType: t.exposeString('priceType'),
    dealType: t.exposeString('dealType'),
    deliveryType: t.exposeString('deliveryType'),
    delivery: t.exposeString('delivery'),
    createdDatetime: t.exposeString('createdDatetime'),
    startDatetime: t.exposeString('startDatetime', { nullable: true }),
    endDate: t.exposeString('endDate', { nullable: true }),
    rentalDays: t.exposeInt('rentalDays'),
    shippingAddress: t.field({ type: AddressRef, nullable: true, resolve: (o) => o.shippingAddress }),
    carrier: t.exposeString('carrier', { nullable: true }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true }),
    orderOptions: t.field({ type: [OptionRef], resolve: (o) => o.orderOptions }),
    verificationProcess: t.exposeString('verificationProcess', { nullable: true }),
    orderBusiness: t.field({ type: BusinessRef, resolve: (o) => o.orderBusiness }),
    price: t.field({ type: OrderPriceRef, resolve: (o) => o.price }),
    leaseMonths: t.exposeInt('leaseMonths', { nullable: true }),
    leaseMonthlyPrice: t.exposeInt('leaseMonthlyPrice', { nullable: true }),
    refund: t.field({ type: RefundInfoRef, nullable: true, resolve: (o) => o.refund }),
    actions: t.field({ type: [ActionRef], resolve: (o) => o.actions }),
    canReview: t.exposeBoolean('canReview'),
  }),
});

builder.queryFields((t) => ({
  orders: t.field({
    type: OrderListRef,
    description: '내 주문 내역 (결제가 끝난 주문, 최신순, 20개씩) (회원 전용)',
    args: { kind: t.arg({ type: OrderKindEnum, required: true }), searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) =>
      myOrders(ctx.db, requireMember(ctx.viewer).userId, { kind: args.kind, searchAfter: args.searchAfter ?? null }),
  }),
  order: t.field({
    type: OrderDetailRef,
    description: '내 주문 상세: 다른 회원의 주문은 NOT_FOUND (회원 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => orderDetail(ctx.db, requireMember(ctx.viewer).userId, args.id),
  }),
}));

builder.mutationFields((t) => ({
  orderAction: t.field({
    type: OrderDetailRef,
    description: '내 주문 처리 (취소, 구매 확정 …): 처리 표가 허락하는 것만, 환불은 취소·환불 기준표대로 (회원 전용)',
    args: { orderId: t.arg.int({ required: true }), action: t.arg.string({ required: true }), reason: t.arg.string() },
    resolve: (_root, args, ctx) => customerOrderAction(ctx.db, requireMember(ctx.viewer).userId, args),
  }),
}));
