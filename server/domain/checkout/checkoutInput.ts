import { z } from 'zod';
import { isDateKey } from '@/lib/calendar/dateKeys';

/**
 * The selection the item page sends to the payment page (`?options=31:2,35:1&start=…&end=…&delivery=…`)
 * and the payment choices of the payment page, as untrusted input. Amounts of money are never input.
 */
export const MAX_OPTION_AMOUNT = 99;
/** The longest rental one order can book (a season pass is a different product). */
export const MAX_RENTAL_DAYS = 60;

const dateKey = z.string().refine(isDateKey, '날짜 형식이 올바르지 않아요.');

const optionEntry = z.object({
  optionId: z.number().int().positive(),
  amount: z
    .number()
    .int()
    .min(1, '수량은 1개 이상이어야 해요.')
    .max(MAX_OPTION_AMOUNT, `수량은 ${MAX_OPTION_AMOUNT}개까지 고를 수 있어요.`),
});

export const selectionInput = z.object({
  itemId: z.number().int().positive(),
  options: z
    .array(optionEntry)
    .min(1, '옵션을 선택해 주세요.')
    .max(30)
    .refine((list) => new Set(list.map((o) => o.optionId)).size === list.length, '같은 옵션이 두 번 들어 있어요.'),
  /** Rental days, both ends included (as the calendar shows them). */
  startDate: dateKey.nullable().default(null),
  endDate: dateKey.nullable().default(null),
  deliveryType: z.enum(['PICKUP', 'DELIVERY', 'PARCEL']),
});
export type SelectionInput = z.infer<typeof selectionInput>;

/** `31:2,35:1` → entries; anything malformed is left to the schema to refuse. */
export function parseOptionsParam(value: unknown): { optionId: number; amount: number }[] {
  if (typeof value !== 'string' || value.length > 400) return [];
  return value
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [id, amount] = part.split(':');
      return { optionId: Number(id), amount: Number(amount) };
    });
}

/** The payment page's choices besides the selection. */
export const paymentChoicesInput = z.object({
  /** The member's coupon copy (user_coupons.id), or none. */
  userCouponId: z.number().int().positive().nullable().default(null),
  points: z.number().int().min(0).max(10_000_000).default(0),
  withInsurance: z.boolean().default(false),
  method: z.enum(['CARD', 'EASY_PAY', 'RENTAL_PAY']),
  instalmentMonths: z.number().int().min(0).max(24).default(0),
  cardCode: z.string().max(20).nullable().default(null),
  easyPayProvider: z.enum(['NAVERPAY', 'KAKAOPAY', 'TOSSPAY']).nullable().default(null),
  leaseMonths: z.number().int().nullable().default(null),
  billingKeyId: z.number().int().positive().nullable().default(null),
  /** For DELIVERY or PARCEL: an address of the member's book. */
  shippingAddressId: z.number().int().positive().nullable().default(null),
});
export type PaymentChoices = z.infer<typeof paymentChoicesInput>;

export const prepareInput = z.object({
  selection: selectionInput,
  choices: paymentChoicesInput,
  /** The total the customer saw on the pay button: a different server total means the price changed. */
  expectedAmount: z.number().int().min(0),
  /** One key per pressed pay button: a retried request answers the same order. */
  idempotencyKey: z
    .string()
    .min(8)
    .max(80)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type PrepareInput = z.infer<typeof prepareInput>;
