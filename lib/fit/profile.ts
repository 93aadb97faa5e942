import '@/lib/zodWithoutEval';
import { z } from 'zod';
import { ABILITY_LEVELS } from './din';

/**
 * A member's fit profile (docs/product.md §3 Fit profile): every field optional, each within what a
 * person (or their boot) can be, so a typo such as 1750 cm is refused with a Korean message instead
 * of recommending nonsense. The birth year, not the age, is kept: the DIN chart's age bands (9 and
 * under, 50 and over) must stay right as years pass.
 */
export const FIT_LIMITS = {
  heightCm: [100, 230],
  inseamCm: [40, 110],
  weightKg: [15, 200],
  soleMm: [180, 380],
  birthYearFrom: 1920,
} as const;

function bounded(name: string, unit: string, [min, max]: readonly [number, number]) {
  const message = `${name}는 ${min}~${max}${unit} 사이로 입력해 주세요.`;
  return z
    .number({ message: `${name}를 숫자로 입력해 주세요.` })
    .int({ message: `${name}는 정수로 입력해 주세요.` })
    .min(min, { message })
    .max(max, { message })
    .nullable();
}

/** The schema for a given Seoul year: a birth year in the future is refused. */
export function fitProfileSchema(currentYear: number) {
  const yearMessage = `출생 연도는 ${FIT_LIMITS.birthYearFrom}~${currentYear}년 사이로 입력해 주세요.`;
  return z.object({
    heightCm: bounded('키', 'cm', FIT_LIMITS.heightCm),
    inseamCm: bounded('다리 안쪽 길이', 'cm', FIT_LIMITS.inseamCm),
    weightKg: bounded('몸무게', 'kg', FIT_LIMITS.weightKg),
    skiAbility: z.enum(ABILITY_LEVELS, { message: '스키 실력을 목록에서 골라 주세요.' }).nullable(),
    birthYear: z
      .number({ message: '출생 연도를 숫자로 입력해 주세요.' })
      .int({ message: yearMessage })
      .min(FIT_LIMITS.birthYearFrom, { message: yearMessage })
      .max(currentYear, { message: yearMessage })
      .nullable(),
    bootSoleMm: bounded('부츠 솔 길이', 'mm', FIT_LIMITS.soleMm),
  });
}
