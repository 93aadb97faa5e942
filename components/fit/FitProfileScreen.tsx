import '@/lib/zodWithoutEval';
import { useState, type FormEvent } from 'react';
import type { FitProfile } from '@/api/item/fitProfile';
import { ABILITY_LEVELS, ABILITY_TYPE, FIT_BINDING_NOTE, type AbilityLevel } from '@/lib/fit/din';
import { fitProfileSchema } from '@/lib/fit/profile';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectFitProfile } from '@/store/fitProfileSlice';
import { removeFitProfile, storeFitProfile } from '@/store/fitProfileThunks';
import { FormAlert } from '../form/FormAlert';
import { SubmitButton } from '../form/SubmitButton';
import { TextField } from '../form/TextField';
import { MemberFrame } from '../member/MemberFrame';
import styles from './FitProfileScreen.module.css';

type NumberField = 'heightCm' | 'inseamCm' | 'weightKg' | 'birthYear' | 'bootSoleMm';

const FIELDS: { key: NumberField; label: string; hint: string }[] = [
  { key: 'heightCm', label: '키 (cm)', hint: '자전거 프레임 사이즈와 스키 길이를 골라 드려요.' },
  { key: 'inseamCm', label: '다리 안쪽 길이 (cm)', hint: '바닥에서 사타구니까지 잰 길이예요.' },
  { key: 'weightKg', label: '몸무게 (kg)', hint: '스키 길이와 바인딩 DIN에 써요.' },
  { key: 'birthYear', label: '출생 연도', hint: 'DIN은 9세 이하, 50세 이상에서 한 단계 낮아져요.' },
  { key: 'bootSoleMm', label: '스키 부츠 솔 길이 (mm)', hint: '부츠 뒤꿈치 옆에 적힌 숫자예요. 예: 305' },
];

function textOf(profile: FitProfile | null): Record<NumberField, string> {
  const v = (n: number | null | undefined) => (n == null ? '' : String(n));
  return {
    heightCm: v(profile?.heightCm),
    inseamCm: v(profile?.inseamCm),
    weightKg: v(profile?.weightKg),
    birthYear: v(profile?.birthYear),
    bootSoleMm: v(profile?.bootSoleMm),
  };
}

/** An empty box is "not given"; anything else goes to the shared schema as a number, which says what is wrong. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * /user/fit_profile (docs/product.md §3 Fit profile): every field optional, checked as the server
 * checks it (lib/fit/profile.ts); 삭제 removes the whole profile.
 */
export function FitProfileScreen() {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectFitProfile);
  const [values, setValues] = useState(() => textOf(saved));
  const [ability, setAbility] = useState<AbilityLevel | ''>(saved?.skiAbility ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = {
      heightCm: numberOf(values.heightCm),
      inseamCm: numberOf(values.inseamCm),
      weightKg: numberOf(values.weightKg),
      birthYear: numberOf(values.birthYear),
      bootSoleMm: numberOf(values.bootSoleMm),
      skiAbility: ability === '' ? null : ability,
    };
    const parsed = fitProfileSchema(new Date().getFullYear()).safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      setStatus('');
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    const result = await dispatch(storeFitProfile(parsed.data));
    setBusy(false);
    if (storeFitProfile.fulfilled.match(result))
      setStatus('저장했어요. 모델과 상품 페이지에서 내 추천 사이즈를 보여 드려요.');
    else setFormError(result.payload?.message ?? '잠시 후 다시 시도해 주세요.');
  };

  const onDelete = async () => {
    if (busy) return;
    setBusy(true);
    const result = await dispatch(removeFitProfile());
    setBusy(false);
    if (removeFitProfile.fulfilled.match(result)) {
      setValues(textOf(null));
      setAbility('');
      setErrors({});
      setStatus('내 사이즈 정보를 삭제했어요.');
    } else setFormError(result.payload?.message ?? '잠시 후 다시 시도해 주세요.');
  };

  return (
    <MemberFrame title="내 사이즈" showTabBar={false}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.lead}>입력한 만큼만 써요. 내 사이즈는 나만 볼 수 있고, 언제든 삭제할 수 있어요.</p>
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            name={field.key}
            inputMode="numeric"
            autoComplete="off"
            value={values[field.key]}
            onChange={(e) => setValues({ ...values, [field.key]: e.target.value })}
            hint={field.hint}
            error={errors[field.key] ?? null}
          />
        ))}
        <fieldset className={styles.levels}>
          <legend className={styles.legend}>스키 실력</legend>
          <div className={styles.levelRow}>
            {ABILITY_LEVELS.map((level) => (
              <label key={level} className={styles.level}>
                <input
                  type="radio"
                  name="skiAbility"
                  value={level}
                  checked={ability === level}
                  onChange={() => setAbility(level)}
                />
                <span>{ABILITY_TYPE[level].label}</span>
              </label>
            ))}
          </div>
          {errors.skiAbility ? (
            <p className={styles.error} role="alert">
              {errors.skiAbility}
            </p>
          ) : null}
          <p className={styles.note}>{FIT_BINDING_NOTE}</p>
        </fieldset>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <p className={styles.status} role="status">
          {status}
        </p>
        <SubmitButton busy={busy}>저장하기</SubmitButton>
        {saved ? (
          <SubmitButton type="button" tone="danger" busy={busy} onClick={onDelete}>
            내 사이즈 삭제
          </SubmitButton>
        ) : null}
      </form>
    </MemberFrame>
  );
}
