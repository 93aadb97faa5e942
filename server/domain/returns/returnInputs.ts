import { z } from 'zod';
import { returnReasons } from '@/lib/orders/returnRules';
import { CARRIERS } from '../seller/sellerOrderAction';

/** The trust boundary of the return screens (docs/product.md §4 Returns and exchanges). */
export const MAX_RETURN_PHOTOS = 10;
export const MAX_RETURN_NOTE = 500;

export const RETURN_MESSAGES = {
  reasonInvalid: '반품 사유를 선택해 주세요.',
  kindInvalid: '반품과 교환 중 하나를 선택해 주세요.',
  noteTooLong: `내용은 ${MAX_RETURN_NOTE}자 이내로 입력해 주세요.`,
  tooManyPhotos: `사진은 ${MAX_RETURN_PHOTOS}장까지 올릴 수 있어요.`,
  reasonRequired: '거절 사유를 입력해 주세요.',
  reasonTooLong: '사유는 200자 이내로 입력해 주세요.',
  carrierInvalid: '택배사를 목록에서 선택해 주세요.',
  invoiceInvalid: '송장 번호는 숫자 10~14자리로 입력해 주세요.',
  notDelivered: '배송 완료된 구매 주문만 반품·교환을 신청할 수 있어요.',
  windowClosed: '반품·교환은 상품을 받은 날부터 7일 이내에만 신청할 수 있어요.',
  alreadyRequested: '이 주문은 이미 반품·교환을 신청했어요.',
  noReturn: '반품·교환 신청을 찾을 수 없어요.',
} as const;
const M = RETURN_MESSAGES;

const orderId = z.number().int().positive().max(2_147_483_647);

export const requestReturnInput = z.object({
  orderId,
  kind: z.enum(['RETURN', 'EXCHANGE'], { message: M.kindInvalid }),
  reason: z.enum(returnReasons, { message: M.reasonInvalid }),
  note: z
    .string()
    .trim()
    .max(MAX_RETURN_NOTE, M.noteTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  imageIds: z.array(z.number().int().positive().max(2_147_483_647)).max(MAX_RETURN_PHOTOS, M.tooManyPhotos),
});

/** The business's steps; the table decides which one is legal now. */
export const SELLER_RETURN_ACTIONS = ['accept', 'inspect', 'refund', 'sendExchange', 'reject'] as const;
export type SellerReturnAction = (typeof SELLER_RETURN_ACTIONS)[number];

const needsParcel: readonly SellerReturnAction[] = ['accept', 'sendExchange'];

export const sellerReturnActionInput = z
  .object({
    orderId,
    action: z.enum(SELLER_RETURN_ACTIONS),
    reason: z
      .string()
      .trim()
      .max(200, M.reasonTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
    carrier: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null)),
    invoiceNumber: z
      .string()
      .nullish()
      .transform((v) => (v ? v.replace(/[\s-]/g, '') : null)),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'reject' && !input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reasonRequired });
    if (!needsParcel.includes(input.action)) return;
    if (!input.carrier || !(CARRIERS as readonly string[]).includes(input.carrier))
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: M.carrierInvalid });
    if (!input.invoiceNumber || !/^\d{10,14}$/.test(input.invoiceNumber))
      ctx.addIssue({ code: 'custom', path: ['invoiceNumber'], message: M.invoiceInvalid });
  });
export type SellerReturnActionInput = z.output<typeof sellerReturnActionInput>;

export const CUSTOMER_RETURN_ACTIONS = ['dispute', 'withdraw'] as const;

export const customerReturnActionInput = z.object({
  orderId,
  action: z.enum(CUSTOMER_RETURN_ACTIONS),
  reason: z
    .string()
    .trim()
    .max(200, M.reasonTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
