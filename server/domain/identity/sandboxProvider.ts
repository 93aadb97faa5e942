import { z } from 'zod';
import { mobileSchema } from '@/lib/account/phone';
import type { IdentityProvider } from './identityProvider';

/**
 * The built-in provider (on by default outside production): our own popup page plays the carrier.
 * The "SMS" is shown on that page, in a box marked as a test, so a developer or a browser test can
 * sign up without a phone. Its person identifier is derived from name and birth date, as a carrier's
 * CI is derived from the person and not the phone: one person with two phones is one person.
 */
export const sandboxProvider: IdentityProvider = {
  name: 'sandbox',
  popupPath: (verificationId) => `/identity/sandbox/${encodeURIComponent(verificationId)}`,
};

export function sandboxPersonKey(name: string, birthDate: string): string {
  return `sandbox:${name}:${birthDate}`;
}

/** The four choices of a carrier check screen (알뜰폰 is any MVNO). */
export const SANDBOX_CARRIERS = ['SKT', 'KT', 'LGU', 'MVNO'] as const;

/** "홍 길동 " → "홍 길동": one person, however the name was spaced. */
const nameSchema = z
  .string({ error: '이름을 입력해 주세요.' })
  .transform((v) => v.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(2, '이름을 정확히 입력해 주세요.')
      .max(30, '이름이 너무 길어요.')
      .regex(/^[가-힣a-zA-Z ]+$/, '이름은 한글 또는 영문으로 입력해 주세요.')
  );

/** 8 digits (19900505) → "1990-05-05", a real calendar day, not in the future. */
const birthDateSchema = z
  .string({ error: '생년월일 8자리를 입력해 주세요.' })
  .regex(/^\d{8}$/, '생년월일 8자리를 숫자로 입력해 주세요. (예: 19900505)')
  .transform((v) => `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`)
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return (
      !Number.isNaN(day.getTime()) &&
      day.toISOString().slice(0, 10) === v &&
      v >= '1900-01-01' &&
      day.getTime() <= Date.now()
    );
  }, '생년월일을 정확히 입력해 주세요.');

export const sandboxSendSchema = z.object({
  verificationId: z.string().max(64),
  name: nameSchema,
  birthDate: birthDateSchema,
  carrier: z.enum(SANDBOX_CARRIERS, { error: '통신사를 선택해 주세요.' }),
  phone: mobileSchema,
});

export const sandboxConfirmSchema = z.object({
  verificationId: z.string().max(64),
  code: z.string({ error: '인증번호를 입력해 주세요.' }).regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.'),
});
