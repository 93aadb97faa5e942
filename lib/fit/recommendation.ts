import { dinSetting, type AbilityLevel, type DinAnswer } from './din';
import { recommendedFrameSize } from './frameSize';
import { skiLengthRange, type SkiLengthRange } from './skiLength';

/**
 * What the model and item pages say for a member's profile (docs/product.md §3 Fit profile): one
 * function, so the model page, the item page's option picker and the 내 사이즈 filter agree.
 */
export type FitProfileFacts = {
  heightCm: number | null;
  weightKg: number | null;
  skiAbility: AbilityLevel | null;
  birthYear: number | null;
  bootSoleMm: number | null;
};

export type SkiFit = { length: SkiLengthRange; din: DinAnswer | null };

/** The ski categories sized by length (not boots, boards or poles). */
export const SKI_LENGTH_CATEGORY_KEYS = ['ski_race', 'ski_allmountain', 'ski_freestyle'] as const;

const SKI_LENGTH_CATEGORIES = new Set<string>(SKI_LENGTH_CATEGORY_KEYS);

export function isSkiLengthCategory(categoryKey: string): boolean {
  return SKI_LENGTH_CATEGORIES.has(categoryKey);
}

/** The fitting frame size, when the profile has a height and the model's geometry can tell. */
export function bikeFit(
  profile: FitProfileFacts,
  categoryKey: string,
  geometry: { name: string; values: string[] }[] | null
): string | null {
  if (profile.heightCm == null) return null;
  return recommendedFrameSize(categoryKey, geometry, profile.heightCm);
}

/**
 * Length needs height (ability defaults to 중급, the chart's middle column); the DIN also needs weight,
 * age and sole length, else it is left out and the shop decides it at the counter.
 */
export function skiFit(profile: FitProfileFacts, categoryKey: string, seoulYear: number): SkiFit | null {
  if (!isSkiLengthCategory(categoryKey) || profile.heightCm == null) return null;
  const ability = profile.skiAbility ?? 'INTERMEDIATE';
  const length = skiLengthRange(profile.heightCm, profile.weightKg, ability);
  const din =
    profile.weightKg != null && profile.birthYear != null && profile.bootSoleMm != null
      ? dinSetting({
          weightKg: profile.weightKg,
          heightCm: profile.heightCm,
          ability,
          age: seoulYear - profile.birthYear,
          soleMm: profile.bootSoleMm,
        })
      : null;
  return { length, din };
}

function dinText(value: number): string {
  return String(value);
}

/** "내 추천 사이즈: M (키 175cm 기준)" */
export function bikeFitText(size: string, heightCm: number): string {
  return `내 추천 사이즈: ${size} (키 ${heightCm}cm 기준)`;
}

/** "추천 길이 160–170cm · DIN 5.5–6.5" */
export function skiFitText(fit: SkiFit): string {
  const length = `추천 길이 ${fit.length.minCm}–${fit.length.maxCm}cm`;
  return fit.din ? `${length} · DIN ${dinText(fit.din.low)}–${dinText(fit.din.high)}` : length;
}
