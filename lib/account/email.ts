import '@/lib/zodWithoutEval';
import { z } from 'zod';

/**
 * Email addresses are compared and stored lower-cased and trimmed: "Rider@Naver.com " and
 * "rider@naver.com" are one account. (The local part is case-sensitive in theory; no Korean mail
 * service treats it so, and two accounts differing by case would only confuse their owner.)
 */
export function normalizeEmail(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: '이메일을 입력해 주세요.' })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(1, '이메일을 입력해 주세요.')
      .max(254, '이메일이 너무 길어요.')
      .email('이메일 형식이 올바르지 않아요.')
  );

/**
 * Shows enough of an address for its owner to recognise it and not enough for anyone else to
 * use it: "ridemarket@naver.com" → "ri******@n****.com".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(local.length - keep, 2))}@${host.slice(0, 1)}${'*'.repeat(Math.max(host.length - 1, 2))}${tld}`;
}
