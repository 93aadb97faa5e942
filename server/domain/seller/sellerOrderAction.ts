import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import type { PaymentProvider, ProviderName } from '../../payments/types';
import { applyOrderAction } from '../orders/orderAction';
import { prepareSaleOrder } from '../orders/prepareOrder';
import type { OrderRow } from '../orders/orderEffects';

/** The carriers a business may ship with: the ones the order detail page can build a tracking link for. */
export const CARRIERS = ['CJ대한통운', '롯데택배', '한진택배', '우체국택배', '로젠택배'] as const;

/**
 * What a seller may ask of an order (issue 16 §6), by the action names of lib/orders' tables.
 * `prepare` belongs to the payment table only; every other one to the order's own table.
 */
export const SELLER_ACTIONS = [
  'accept',
  'refuse',
  'markReturned',
  'handOver',
  'prepare',
  'ship',
  'markDelivered',
  'readyForPickup',
  'sellerCancel',
] as const;
export type SellerAction = (typeof SELLER_ACTIONS)[number];

/** A refusal or a business's cancellation is told to the customer, so it must say why. */
const NEEDS_REASON: readonly SellerAction[] = ['refuse', 'sellerCancel'];

export const SELLER_ORDER_MESSAGES = {
  reasonRequired: '사유를 입력해 주세요.',
  reasonTooLong: '사유는 200자 이내로 입력해 주세요.',
  carrierInvalid: '택배사를 목록에서 선택해 주세요.',
  invoiceInvalid: '송장 번호는 숫자 10~14자리로 입력해 주세요.',
} as const;
const M = SELLER_ORDER_MESSAGES;

export const sellerOrderActionInput = z
  .object({
    orderId: z.number().int().positive(),
    action: z.enum(SELLER_ACTIONS),
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
    // Sellers paste invoice numbers with hyphens or spaces as their carrier prints them.
    invoiceNumber: z
      .string()
      .nullish()
      .transform((v) => (v ? v.replace(/[\s-]/g, '') : null)),
  })
  .superRefine((input, ctx) => {
    if (NEEDS_REASON.includes(input.action) && !input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reasonRequired });
    if (input.action !== 'ship') return;
    if (!input.carrier || !(CARRIERS as readonly string[]).includes(input.carrier))
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: M.carrierInvalid });
    if (!input.invoiceNumber || !/^\d{10,14}$/.test(input.invoiceNumber))
      ctx.addIssue({ code: 'custom', path: ['invoiceNumber'], message: M.invoiceInvalid });
  });
export type SellerOrderActionInput = z.output<typeof sellerOrderActionInput>;

/** Parcel steps need a parcel order and the counter steps a pick-up one; the tables do not know the delivery type. */
function assertDeliveryFits(order: OrderRow, action: SellerAction): void {
  if (order.process !== 'saleOrder') return;
  if (action === 'ship' && order.deliveryType === 'PICKUP')
    throw new DomainError('INVALID_TRANSITION', '매장 수령 주문은 발송할 수 없어요. 수령 준비 완료로 처리해 주세요.');
  if (action === 'readyForPickup' && order.deliveryType !== 'PICKUP')
    throw new DomainError('INVALID_TRANSITION', '택배 주문은 수령 준비로 처리할 수 없어요. 발송으로 처리해 주세요.');
}

/**
 * The seller's own business's order, or NOT_FOUND before anything is attempted. Another business's order
 * is answered as a missing one, so that a seller cannot learn which order ids exist.
 */
async function ownOrder(db: Db, businessId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.businessId !== businessId) throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
  return order;
}

/**
 * A seller's step on an order of their business. The process tables decide what is legal
 * (INVALID_TRANSITION otherwise); applyOrderAction checks the business again under the row lock,
 * refunds by rule and alarms the customer; only the inputs the action uses are passed on, so an
 * acceptance can never overwrite a cancel reason or an invoice number.
 */
export async function sellerOrderAction(
  db: Db,
  providerFor: (name: ProviderName) => PaymentProvider | null,
  seller: { userId: number; businessId: number },
  input: SellerOrderActionInput,
  now: Date = new Date()
): Promise<OrderRow> {
  const order = await ownOrder(db, seller.businessId, input.orderId);
  assertDeliveryFits(order, input.action);
  if (input.action === 'prepare')
    return prepareSaleOrder(db, { orderId: order.id, businessId: seller.businessId, actorUserId: seller.userId }, now);
  // The refund goes back through the provider the order was paid with.
  return applyOrderAction(
    db,
    providerFor(order.provider),
    {
      orderId: order.id,
      action: input.action,
      actor: 'seller',
      actorUserId: seller.userId,
      actorBusinessId: seller.businessId,
      reason: NEEDS_REASON.includes(input.action) ? input.reason : null,
      carrier: input.action === 'ship' ? input.carrier : null,
      invoiceNumber: input.action === 'ship' ? input.invoiceNumber : null,
    },
    now
  );
}
