import { todayInSeoul } from '@/lib/dates';

/**
 * PIPA art. 22-2: a child under 14 may only join with a legal guardian's consent, which this service
 * does not collect, so such a sign-up is refused. Age is counted in full years on the Korean
 * calendar day (Asia/Seoul). Born on 29 February: the birthday in a common year is 1 March, which
 * the string comparison gives by itself ("YYYY-02-29" sorts after "YYYY-02-28").
 */
export const MIN_SIGNUP_AGE = 14;
export const UNDER_14_MESSAGE = '만 14세 미만은 가입할 수 없어요. 보호자 동의가 필요한 가입은 아직 지원하지 않아요.';

export function isUnder14(birthDate: string, now: Date): boolean {
  const [year, rest] = [Number(birthDate.slice(0, 4)), birthDate.slice(4)];
  return `${String(year + MIN_SIGNUP_AGE).padStart(4, '0')}${rest}` > todayInSeoul(now);
}
