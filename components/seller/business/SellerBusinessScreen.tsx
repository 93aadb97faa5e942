import Link from '@/components/ui/AppLink';
import { useState, type FormEvent } from 'react';
import type { SellerBusinessProfile } from '@/api/item/sellerBusiness';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import {
  selectSellerBusinessError,
  selectSellerBusinessProfile,
  selectSellerBusinessSave,
} from '@/store/sellerBusinessSlice';
import { loadSellerBusinessPage, saveBusinessProfile } from '@/store/sellerBusinessThunks';
import { hoursOf, hoursProblem, rowsOf, type DayRow } from './openingHoursForm';
import { OpeningHoursField } from './OpeningHoursField';
import { TextAreaField } from './TextAreaField';
import styles from './SellerBusiness.module.css';

// The same limits the server applies (server/domain/seller/businessProfileEdit.ts).
const LIMITS = { notice: 300, introduction: 1000, maintenance: 500 } as const;
const TURNAROUND_DAYS = Array.from({ length: 15 }, (_, n) => n);

type Draft = { notice: string; introduction: string; maintenance: string; rows: DayRow[]; turnaroundDays: number };

const draftOf = (p: SellerBusinessProfile): Draft => ({
  notice: p.notice,
  introduction: p.introduction,
  maintenance: p.maintenance,
  rows: rowsOf(p.openingHours),
  turnaroundDays: p.turnaroundDays,
});

function ProfileForm({ profile }: { profile: SellerBusinessProfile }) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectSellerBusinessSave);
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [hoursError, setHoursError] = useState<string | null>(null);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const tooLong = (Object.keys(LIMITS) as (keyof typeof LIMITS)[]).some((k) => draft[k].trim().length > LIMITS[k]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = hoursProblem(draft.rows);
    setHoursError(problem);
    if (problem || tooLong) return;
    const result = await dispatch(
      saveBusinessProfile({
        notice: draft.notice,
        introduction: draft.introduction,
        maintenance: draft.maintenance,
        openingHours: hoursOf(draft.rows),
        turnaroundDays: draft.turnaroundDays,
      })
    );
    if (saveBusinessProfile.fulfilled.match(result)) toast.notify('매장 정보를 저장했어요');
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextAreaField
        label="매장 공지"
        value={draft.notice}
        max={LIMITS.notice}
        onChange={set('notice')}
        rows={3}
        hint="매장 페이지 맨 위에 보여요. 비워 두면 공지가 보이지 않아요."
      />
      <TextAreaField
        label="매장 소개"
        value={draft.introduction}
        max={LIMITS.introduction}
        onChange={set('introduction')}
        rows={6}
        hint="어떤 매장인지, 무엇을 잘하는지 알려 주세요."
      />
      <OpeningHoursField rows={draft.rows} onChange={set('rows')} error={hoursError} />
      <TextAreaField
        label="정비·수리 안내"
        value={draft.maintenance}
        max={LIMITS.maintenance}
        onChange={set('maintenance')}
        hint="맡기는 방법, 걸리는 시간, 비용 등을 적어 주세요."
      />
      <div className={styles.field}>
        <label htmlFor="turnaround" className={styles.label}>
          대여 사이 쉬는 날
        </label>
        <select
          id="turnaround"
          className={styles.select}
          value={draft.turnaroundDays}
          aria-describedby="turnaround-hint"
          onChange={(e) => set('turnaroundDays')(Number(e.target.value))}
        >
          {TURNAROUND_DAYS.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? '없음 (반납 다음 날 바로 대여)' : `${n}일`}
            </option>
          ))}
        </select>
        <p id="turnaround-hint" className={styles.hint}>
          반납 후 다음 대여까지 쉬는 날이에요. 세척·정비할 시간을 두면 그 기간에는 손님이 예약할 수 없어요. 바꾼 값은
          새로 받는 예약부터 적용돼요.
        </p>
      </div>
      {save.status === 'failed' ? (
        <FormAlert>{save.error?.message ?? '저장하지 못했어요. 다시 시도해 주세요.'}</FormAlert>
      ) : null}
      <SubmitButton busy={save.status === 'loading'}>저장</SubmitButton>
      <Link href={`/nearby_store/${profile.id}`} className={styles.link}>
        손님에게 보이는 매장 페이지 보기
      </Link>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} />
    </form>
  );
}

/**
 * /seller/store, the console's 매장 정보 (issue 17 §1): the notice, introduction, opening hours and
 * maintenance notice of the public business page (docs/product.md §3 Nearby business detail), and the turnaround buffer.
 */
export function SellerBusinessScreen() {
  const dispatch = useAppDispatch();
  const businessName = useAppSelector(selectBusinessName);
  const profile = useAppSelector(selectSellerBusinessProfile);
  const error = useAppSelector(selectSellerBusinessError);
  return (
    <SellerFrame title="매장 정보" section="business" businessName={businessName}>
      {profile ? (
        <ProfileForm key={profile.id} profile={profile} />
      ) : (
        <ErrorState
          message={error?.message ?? '매장 정보를 불러오지 못했어요.'}
          onRetry={() => {
            void dispatch(loadSellerBusinessPage());
          }}
        />
      )}
    </SellerFrame>
  );
}
