import '@/lib/zodWithoutEval';
import { z } from 'zod';

/**
 * Nicknames are public (reviews, posts): 2–12 characters of Hangul, Latin letters, digits and
 * underscore, and none of a small list of words a shop can't show. Compared with separators removed
 * and look-alike digits read as letters, so "시_발" or "s1bal" are caught by the same list.
 */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;

const ALLOWED = /^[가-힣A-Za-z0-9_]+$/;

/** Kept short on purpose: a blocklist catches the obvious; reports catch the rest. */
const BLOCKED = [
  '시발',
  '씨발',
  '씨빨',
  'ㅅㅂ',
  'ㅆㅂ',
  '병신',
  'ㅂㅅ',
  '개새',
  '새끼',
  '좆',
  '존나',
  'ㅈㄴ',
  '지랄',
  '염병',
  '미친놈',
  '미친년',
  '닥쳐',
  '꺼져',
  'fuck',
  'shit',
  'bitch',
  'sibal',
  'ssibal',
  'byungsin',
  // Names that would impersonate the shop or its staff.
  '운영자',
  '관리자',
  '라이드마켓',
  'admin',
  'ridemarket',
];

function folded(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]/g, '')
    .replace(/1/g, 'i')
    .replace(/0/g, 'o');
}

/** The Korean reason a nickname can't be used, or null. Uniqueness is the server's to check. */
export function nicknameProblem(raw: string): string | null {
  const value = raw.normalize('NFC').trim();
  if (value.length < NICKNAME_MIN || value.length > NICKNAME_MAX)
    return `닉네임은 ${NICKNAME_MIN}~${NICKNAME_MAX}자로 지어 주세요.`;
  if (!ALLOWED.test(value)) return '닉네임에는 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.';
  const plain = folded(value);
  if (BLOCKED.some((word) => plain.includes(word))) return '사용할 수 없는 단어가 들어 있어요.';
  return null;
}

export const nicknameSchema = z
  .string({ error: '닉네임을 입력해 주세요.' })
  .transform((value) => value.normalize('NFC').trim())
  .superRefine((value, ctx) => {
    const problem = nicknameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
