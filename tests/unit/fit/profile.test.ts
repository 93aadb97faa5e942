import { fitProfileSchema } from '@/lib/fit/profile';
import { bikeFitText, skiFit, skiFitText } from '@/lib/fit/recommendation';

const empty = { heightCm: null, inseamCm: null, weightKg: null, skiAbility: null, birthYear: null, bootSoleMm: null };

describe('lib/fit/profile', () => {
  it('takes an empty profile and a full one', () => {
    const schema = fitProfileSchema(2026);
    expect(schema.safeParse(empty).success).toBe(true);
    expect(
      schema.safeParse({
        heightCm: 175,
        inseamCm: 80,
        weightKg: 70,
        skiAbility: 'ADVANCED',
        birthYear: 1990,
        bootSoleMm: 305,
      }).success
    ).toBe(true);
  });

  it('refuses values no person has, in Korean', () => {
    const result = fitProfileSchema(2026).safeParse({ ...empty, heightCm: 1750, birthYear: 2030 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('키는 100~230cm 사이로 입력해 주세요.');
    expect(messages).toContain('출생 연도는 1920~2026년 사이로 입력해 주세요.');
  });

  it('writes the recommendation as the pages show it', () => {
    expect(bikeFitText('M', 175)).toBe('내 추천 사이즈: M (키 175cm 기준)');
    const fit = skiFit(
      { ...empty, heightCm: 175, weightKg: 70, skiAbility: 'INTERMEDIATE', birthYear: 1996, bootSoleMm: 300 },
      'ski_allmountain',
      2026
    );
    expect(fit && skiFitText(fit)).toBe('추천 길이 160–175cm · DIN 5–6');
    expect(skiFit({ ...empty, heightCm: 175 }, 'snowboard', 2026)).toBeNull();
  });
});
