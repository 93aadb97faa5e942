import { builder } from '../builder';

/** GraphQL inputs of checkout; the domain's zod schemas (server/domain/checkout/checkoutInput.ts) check them. */
export const DeliveryTypeEnum = builder.enumType('DeliveryType', { values: ['PICKUP', 'DELIVERY', 'PARCEL'] as const });
export const PayMethodEnum = builder.enumType('PayMethod', { values: ['CARD', 'EASY_PAY', 'RENTAL_PAY'] as const });
export const EasyPayProviderEnum = builder.enumType('EasyPayProvider', {
  values: ['NAVERPAY', 'KAKAOPAY', 'TOSSPAY'] as const,
});

const SelectedOptionInput = builder.inputType('SelectedOptionInput', {
  fields: (t) => ({ optionId: t.int({ required: true }), amount: t.int({ required: true }) }),
});

export const SelectionInputRef = builder.inputType('CheckoutSelectionInput', {
  description: '상품 페이지에서 고른 것: 옵션과 수량, 대여 기간(양 끝 포함), 받는 방법',
  fields: (t) => ({
    itemId: t.int({ required: true }),
    options: t.field({ type: [SelectedOptionInput], required: true }),
    startDate: t.string(),
    endDate: t.string(),
    deliveryType: t.field({ type: DeliveryTypeEnum, required: true }),
  }),
});

export const PaymentChoicesInputRef = builder.inputType('PaymentChoicesInput', {
  description: '결제 화면에서 고른 것: 쿠폰, 포인트, 보험, 결제 수단, 배송지',
  fields: (t) => ({
    userCouponId: t.int(),
    points: t.int(),
    withInsurance: t.boolean(),
    method: t.field({ type: PayMethodEnum, required: true }),
    instalmentMonths: t.int(),
    cardCode: t.string(),
    easyPayProvider: t.field({ type: EasyPayProviderEnum }),
    leaseMonths: t.int(),
    billingKeyId: t.int(),
    shippingAddressId: t.int(),
  }),
});
