import { useState } from 'react';
import type { UploadedPhoto } from '@/api/images';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { NoteField } from '@/components/seller/orders/NoteField';
import { errorFromRejected } from '@/store/asyncStatus';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectConditionReportSend } from '@/store/sellerOrderSlice';
import { recordHandOver, recordReturn } from '@/store/sellerOrderThunks';
import { FIT_BINDING_NOTE } from '@/lib/fit/din';
import styles from '@/components/seller/orders/SellerOrders.module.css';

/** The server's limits (server/domain/seller/conditionReports.ts), checked here first so the seller hears at once. */
export const REPORT_MAX_PHOTOS = 10;
export const REPORT_MAX_NOTE = 500;

const COPY = {
  CHECK_OUT: {
    title: '인수인계 기록',
    submit: '인수인계 기록 남기기',
    done: '인수인계 기록을 남겼어요. 고객도 볼 수 있어요.',
    hint: '장비를 건네기 전에 흠집, 타이어·엣지 상태를 사진으로 남겨 두세요. 한 번 남긴 기록은 바꿀 수 없어요.',
  },
  CHECK_IN: {
    title: '반납 확인',
    submit: '반납 확인하고 이용 완료',
    done: '반납을 확인했어요. 이용 완료로 바뀌었어요.',
    hint: '돌아온 장비의 상태를 남기면 예약이 이용 완료로 바뀌어요. 파손이 있으면 적어 주세요.',
  },
} as const;

function formError(note: string, damage: string, photos: number): { note?: string; damage?: string } | null {
  if (note.trim().length > REPORT_MAX_NOTE) return { note: `메모는 ${REPORT_MAX_NOTE}자 이내로 입력해 주세요.` };
  if (damage.trim().length > REPORT_MAX_NOTE)
    return { damage: `파손 메모는 ${REPORT_MAX_NOTE}자 이내로 입력해 주세요.` };
  if (!note.trim() && !damage.trim() && photos === 0) return { note: '사진이나 메모를 하나 이상 남겨 주세요.' };
  return null;
}

/**
 * 인수인계 (CHECK_OUT) or 반납 확인 (CHECK_IN) of a reservation 예약 완료 (issue 17 §1 ★): up to ten
 * photos through the picker (uploaded as chosen, only their ids are sent) and a short note; the return
 * adds a damage note and, on the server, turns the reservation 이용 완료 in the same transaction.
 */
export function ConditionReportForm({
  orderId,
  stage,
  notify,
}: {
  orderId: number;
  stage: 'CHECK_OUT' | 'CHECK_IN';
  notify(message: string): void;
}) {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectConditionReportSend);
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [note, setNote] = useState('');
  const [damage, setDamage] = useState('');
  const [touched, setTouched] = useState(false);
  // Each form keeps its own failure: the page may show both reports' forms at once.
  const [failure, setFailure] = useState<string | null>(null);
  const copy = COPY[stage];
  const busy = send.status === 'loading';
  const errors = touched ? formError(note, damage, photos.length) : null;

  const submit = async () => {
    setTouched(true);
    setFailure(null);
    if (formError(note, damage, photos.length)) return;
    const base = { orderId, note: note.trim(), imageIds: photos.map((p) => p.id) };
    const result =
      stage === 'CHECK_OUT'
        ? await dispatch(recordHandOver(base))
        : await dispatch(recordReturn({ ...base, damageNote: damage.trim() || null }));
    if (result.meta.requestStatus === 'fulfilled') notify(copy.done);
    else setFailure(errorFromRejected(result).message);
  };

  const titleId = `report-${stage}`;
  return (
    <form
      className={styles.card}
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        {copy.title}
      </h2>
      <p className={styles.note}>{copy.hint}</p>
      {stage === 'CHECK_OUT' ? (
        // The shopper's app shows a DIN range from their fit profile; the shop's setting is the one that counts.
        <p className={styles.note}>스키를 건넬 때: {FIT_BINDING_NOTE} 손님 앱의 DIN은 참고값이에요.</p>
      ) : null}
      <PhotoPicker label="장비 사진" max={REPORT_MAX_PHOTOS} value={photos} onChange={setPhotos} disabled={busy} />
      <NoteField
        label="메모"
        value={note}
        onChange={setNote}
        max={REPORT_MAX_NOTE}
        disabled={busy}
        placeholder={stage === 'CHECK_OUT' ? '예: 앞바퀴 림에 작은 긁힘 있음' : '예: 깨끗하게 반납됨'}
        error={errors?.note}
      />
      {stage === 'CHECK_IN' ? (
        <NoteField
          label="파손 메모 (선택)"
          value={damage}
          onChange={setDamage}
          max={REPORT_MAX_NOTE}
          disabled={busy}
          placeholder="파손이 있을 때만 적어 주세요."
          error={errors?.damage}
        />
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <SubmitButton busy={busy}>{copy.submit}</SubmitButton>
    </form>
  );
}
