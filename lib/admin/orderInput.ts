import '@/lib/zodWithoutEval';
import { z } from 'zod';
import { isDateKey } from '@/lib/calendar/dateKeys';
import { MAX_DEADLINE_EXTENSION_DAYS } from '@/lib/orders/timing';
import { processes } from '@/lib/orders/processTables';
import { reasonInput } from './businessInput';

/**
 * What an operator types to find and act on orders (docs/product.md §10 Orders). The screen reads the
 * same state filters and limits as the server, which checks every value again.
 */

/** The order tables an order follows once paid; 결제 대기 (no order state yet) is its own filter. */
const ORDER_PROCESSES = ['rentalReservation', 'contract', 'saleOrder'] as const;

export type OrderStateFilter = { value: string; label: string; group: string };

/** `process.STATE` pairs with their Korean labels, grouped by process, and 결제 대기 first. */
export const ORDER_STATE_FILTERS: readonly OrderStateFilter[] = [
  { value: 'PENDING', label: '결제 대기', group: '결제' },
  ...ORDER_PROCESSES.flatMap((id) =>
    Object.entries(processes[id].states).map(([state, def]) => ({
      value: `${id}.${state}`,
      label: def.label,
      group: processes[id].label,
    }))
  ),
];

const stateValues = new Set(ORDER_STATE_FILTERS.map((f) => f.value));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}은(는) ${max}자까지 쓸 수 있어요.`)
    .nullish()
    .transform((v) => (v ? v : null));

const dateKey = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isDateKey(v), `${label}은(는) 2026-03-01 같은 날짜로 입력해 주세요.`);

export const adminOrderSearchInput = z
  .object({
    orderId: z
      .number()
      .int('주문번호는 숫자로 입력해 주세요.')
      .positive('주문번호는 숫자로 입력해 주세요.')
      .max(2_147_483_647, '주문번호가 올바르지 않아요.')
      .nullish()
      .transform((v) => v ?? null),
    member: optionalText(60, '회원 검색어'),
    business: optionalText(60, '매장 검색어'),
    state: z
      .string()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || stateValues.has(v), '주문 상태를 목록에서 골라 주세요.'),
    from: dateKey('시작일'),
    to: dateKey('종료일'),
    after: z
      .string()
      .max(400)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: '종료일은 시작일과 같거나 뒤여야 해요.' });
    }
  });

export type AdminOrderSearch = z.output<typeof adminOrderSearchInput>;

/** Cancel: a reason, and the refund in whole won (absent: everything still refundable). */
export const adminCancelOrderInput = z.object({
  id: z.number().int().positive('주문번호가 올바르지 않아요.'),
  reason: reasonInput,
  refundAmount: z
    .number()
    .int('환불 금액은 원 단위 정수로 입력해 주세요.')
    .min(0, '환불 금액은 0원 이상이어야 해요.')
    .nullish()
    .transform((v) => v ?? null),
});

export const adminConfirmOrderInput = z.object({
  id: z.number().int().positive('주문번호가 올바르지 않아요.'),
  reason: reasonInput,
});

export const adminExtendDeadlineInput = z.object({
  id: z.number().int().positive('주문번호가 올바르지 않아요.'),
  days: z
    .number()
    .int('연장 일수는 정수로 입력해 주세요.')
    .min(1, '1일 이상 연장해 주세요.')
    .max(MAX_DEADLINE_EXTENSION_DAYS, `기한은 모두 합쳐 ${MAX_DEADLINE_EXTENSION_DAYS}일까지 늘릴 수 있어요.`),
  reason: reasonInput,
});
