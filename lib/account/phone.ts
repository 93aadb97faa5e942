import '@/lib/zodWithoutEval';
import { z } from 'zod';

/** Korean mobile numbers as stored: digits only, 010/011/016/017/018/019 and 10–11 digits. */
export const MOBILE = /^01[016789]\d{7,8}$/;

export function normalizePhone(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export const mobileSchema = z
  .string({ error: '휴대폰 번호를 입력해 주세요.' })
  .transform(normalizePhone)
  .pipe(z.string().regex(MOBILE, '휴대폰 번호를 정확히 입력해 주세요.'));

/** "01012345678" → "010-****-5678". */
export function maskPhone(phone: string): string {
  const digits = normalizePhone(phone);
  if (!MOBILE.test(digits)) return '***';
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

/** "01012345678" → "010-1234-5678" (the member's own number on their own screen). */
export function formatPhone(phone: string): string {
  const d = normalizePhone(phone);
  return d.length === 11
    ? `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`
    : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Hides the middle of a name: "김라이더" → "김**더", "홍길동" → "홍*동", "이현" → "이*". */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
