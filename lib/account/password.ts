import '@/lib/zodWithoutEval';
import { z } from 'zod';

/**
 * Password rules, the same on the form and on the server. NIST SP 800-63B: length matters more
 * than composition, so at least 8 characters and 2 of letters, digits and symbols (a rule Korean
 * users know from every bank and shop), no upper bound below 64, and the obvious choices refused.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

const COMMON = new Set([
  'password',
  'password1',
  'password123',
  'qwerty123',
  'qwer1234',
  'asdf1234',
  'zxcv1234',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'abcd1234',
  'a1234567',
  'a12345678',
  'iloveyou1',
  'ridemarket',
  'ridemarket1',
  'admin1234',
]);

function classes(password: string): number {
  return [/[A-Za-z가-힣]/, /\d/, /[^A-Za-z0-9가-힣\s]/].filter((re) => re.test(password)).length;
}

/** The first rule a password breaks, as the Korean sentence shown under the field; null when fine. */
export function passwordProblem(password: string, email?: string | null): string | null {
  if (password.length < PASSWORD_MIN) return `비밀번호는 ${PASSWORD_MIN}자 이상이어야 해요.`;
  if (password.length > PASSWORD_MAX) return `비밀번호는 ${PASSWORD_MAX}자까지 쓸 수 있어요.`;
  if (/\s/.test(password)) return '비밀번호에는 공백을 쓸 수 없어요.';
  if (classes(password) < 2) return '영문, 숫자, 특수문자 중 2가지 이상을 섞어 주세요.';
  if (/(.)\1{3,}/.test(password)) return '같은 문자를 4번 이상 연속해서 쓸 수 없어요.';
  if (COMMON.has(password.toLowerCase())) return '너무 흔한 비밀번호예요. 다른 비밀번호를 써 주세요.';
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local))
    return '비밀번호에 이메일 아이디를 넣지 말아 주세요.';
  return null;
}

export type PasswordStrength = { level: 0 | 1 | 2 | 3; label: string };

/** The hint under the field while typing: 사용 불가 → 약함 → 보통 → 강함. */
export function passwordStrength(password: string, email?: string | null): PasswordStrength {
  if (!password) return { level: 0, label: '' };
  if (passwordProblem(password, email)) return { level: 0, label: '사용할 수 없어요' };
  const score = classes(password) + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (score >= 4) return { level: 3, label: '강함' };
  if (score >= 3) return { level: 2, label: '보통' };
  return { level: 1, label: '약함' };
}

/** The server's schema of a new password (the form runs the same rule through passwordProblem). */
export const newPasswordSchema = z.string({ error: '비밀번호를 입력해 주세요.' }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password being checked (login, current password): any length the form allows, nothing else. */
export const passwordInputSchema = z
  .string({ error: '비밀번호를 입력해 주세요.' })
  .min(1, '비밀번호를 입력해 주세요.')
  .max(256);
