/**
 * The shipping address form, one schema for the browser form and the order service (docs/architecture.md §4:
 * forms and service inputs share their zod schema). Every refusal is a Korean sentence
 * about its own field, so the form shows it under that field and the service returns it in
 * INVALID_INPUT details under the same name.
 */
import '@/lib/zodWithoutEval';
import { z } from 'zod';
import { formatPhone, MOBILE, normalizePhone } from '../account/phone';

/** How many addresses one member may keep: enough for home, work and family, short enough to scan. */
export const MAX_SHIPPING_ADDRESSES = 10;

export const SHIPPING_ADDRESS_MESSAGES = {
  nameRequired: '받는 분 이름을 입력해 주세요.',
  nameTooLong: '받는 분 이름은 20자까지 입력할 수 있어요.',
  phoneInvalid: '휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)',
  postNumInvalid: '우편번호는 숫자 5자리로 입력해 주세요.',
  address1Required: '주소를 입력해 주세요.',
  address1TooLong: '주소는 100자까지 입력할 수 있어요.',
  address2TooLong: '상세 주소는 100자까지 입력할 수 있어요.',
  labelTooLong: '배송지 이름은 20자까지 입력할 수 있어요.',
  limitReached: `배송지는 ${MAX_SHIPPING_ADDRESSES}개까지 저장할 수 있어요. 쓰지 않는 배송지를 지운 뒤 추가해 주세요.`,
  idInvalid: '배송지를 다시 선택해 주세요.',
  controlChars: '줄바꿈이나 보이지 않는 문자는 쓸 수 없어요.',
} as const;

const m = SHIPPING_ADDRESS_MESSAGES;

// A courier's label prints one line per field: a pasted newline, tab or terminal escape is refused
// with a sentence (NUL never gets this far: the services' params guard refuses it for every field).
const CONTROL = /\p{Cc}/u;
const oneLine = (value: string) => !CONTROL.test(value);

// A number the member typed as "010 1234 5678" or "010-1234-5678" is the same number; it is kept in
// the hyphenated form the courier's label and the member's own screen both read.
const phone = z
  .string({ error: m.phoneInvalid })
  .trim()
  .max(20, m.phoneInvalid)
  .transform(normalizePhone)
  .pipe(z.string().regex(MOBILE, m.phoneInvalid))
  .transform(formatPhone);

export const shippingAddressInput = z.object({
  /** Absent: a new address; present: the member's own address to change. */
  id: z.number({ error: m.idInvalid }).int(m.idInvalid).positive(m.idInvalid).nullish(),
  label: z
    .string({ error: m.labelTooLong })
    .trim()
    .max(20, m.labelTooLong)
    .refine(oneLine, m.controlChars)
    .nullish()
    .transform((value) => value || null),
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(20, m.nameTooLong)
    .refine(oneLine, m.controlChars),
  phone,
  postNum: z
    .string({ error: m.postNumInvalid })
    .trim()
    .regex(/^\d{5}$/, m.postNumInvalid),
  address1: z
    .string({ error: m.address1Required })
    .trim()
    .min(1, m.address1Required)
    .max(100, m.address1TooLong)
    .refine(oneLine, m.controlChars),
  address2: z
    .string({ error: m.address2TooLong })
    .trim()
    .max(100, m.address2TooLong)
    .refine(oneLine, m.controlChars)
    .nullish()
    .transform((value) => value ?? ''),
  isDefault: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
});

/** A parsed, normalised address: phone as 010-1234-5678, empty label as null. */
export type ShippingAddressValues = z.output<typeof shippingAddressInput>;

/** Field name → its Korean message, the first problem of each field (for the form). */
export function shippingAddressErrors(draft: unknown): Record<string, string> {
  const parsed = shippingAddressInput.safeParse(draft);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}
