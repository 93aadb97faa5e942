import '@/lib/zodWithoutEval';
import { z } from 'zod';

/**
 * What an operator types for a business (docs/product.md §10 Businesses). Coordinates are WGS84 inside
 * Korea's box; the commission is basis points (1000 = 10 %); the payout account is all three fields or none.
 */
/** The form takes a percent and sends basis points (components/admin/businesses/BusinessForm.tsx). */
const COMMISSION_MESSAGE = '수수료율은 0~100% 사이로, 소수 둘째 자리까지 입력해 주세요.';

/**
 * The operator types a percent (10, 8.5, 12.25); the server keeps basis points (1000 = 10 %) so that
 * commission stays integer arithmetic. A blank, a non-number or more than two decimals (no whole
 * basis point) is NaN, which the schema answers with COMMISSION_MESSAGE.
 */
export function commissionPercentToBp(value: string): number {
  return /^\d{1,3}(\.\d{1,2})?$/.test(value.trim()) ? Math.round(Number(value) * 100) : Number.NaN;
}

const text = (max: number, label: string) =>
  z.string().trim().min(1, `${label}을(를) 입력해 주세요.`).max(max, `${label}은(는) ${max}자까지 쓸 수 있어요.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max}자까지 쓸 수 있어요.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const adminBusinessFields = z
  .object({
    name: text(60, '매장 이름'),
    region: text(30, '지역'),
    address: text(200, '주소'),
    lat: z.number().min(33, '위도는 33~39 사이여야 해요.').max(39, '위도는 33~39 사이여야 해요.'),
    lng: z.number().min(124, '경도는 124~132 사이여야 해요.').max(132, '경도는 124~132 사이여야 해요.'),
    phone: z
      .string()
      .trim()
      .regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, '전화번호 형식이 올바르지 않아요. 예: 02-1234-5678'),
    commissionRateBp: z
      .number(COMMISSION_MESSAGE)
      .int(COMMISSION_MESSAGE)
      .min(0, COMMISSION_MESSAGE)
      .max(10000, COMMISSION_MESSAGE),
    settlementBank: optionalText(30),
    settlementAccountNumber: z
      .string()
      .trim()
      .regex(/^[\d-]{6,30}$/, '계좌번호는 숫자와 -만 쓸 수 있어요.')
      .nullish()
      .or(z.literal(''))
      .transform((v) => (v ? v : null)),
    settlementAccountHolder: optionalText(40),
  })
  .superRefine((v, ctx) => {
    const given = [v.settlementBank, v.settlementAccountNumber, v.settlementAccountHolder].filter((x) => x !== null);
    if (given.length !== 0 && given.length !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['settlementAccountNumber'],
        message: '정산 계좌는 은행, 계좌번호, 예금주를 모두 입력하거나 모두 비워 주세요.',
      });
    }
  });

export type AdminBusinessFields = z.output<typeof adminBusinessFields>;

export const reasonInput = z
  .string()
  .trim()
  .min(2, '사유를 2자 이상 입력해 주세요.')
  .max(500, '사유는 500자까지 쓸 수 있어요.');

const koreanIssues = z.locales.ko().localeError;

/** The form's own check before sending (the server checks again): field → Korean message. */
export function businessFieldErrors(input: unknown): Record<string, string> {
  const parsed = adminBusinessFields.safeParse(input, { error: koreanIssues });
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
}
