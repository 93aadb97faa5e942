import { useId, useState } from 'react';
import type { ReturnOffer } from '@/api/order/returns';
import type { UploadedPhoto } from '@/api/images';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { NoteField } from '@/components/seller/orders/NoteField';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectOrderActionState } from '@/store/orderDetailSlice';
import { requestOrderReturn } from '@/store/orderThunks';
import form from '@/components/seller/orders/SellerOrders.module.css';
import styles from './Returns.module.css';

/** The server's limits (server/domain/returns/returnInputs.ts), checked here first so the customer hears at once. */
const MAX_PHOTOS = 10;
const MAX_NOTE = 500;

type Props = { orderId: number; offer: ReturnOffer; onDone(): void; onCancel(): void };

/**
 * 반품·교환 신청 (docs/product.md §4 Returns and exchanges): 반품 or 교환, a reason from the rule
 * table (with who pays the return shipping, and the refund it gives), a note and photos.
 */
export function ReturnRequestForm({ orderId, offer, onDone, onCancel }: Props) {
  const dispatch = useAppDispatch();
  const action = useAppSelector(selectOrderActionState);
  const [kind, setKind] = useState<'RETURN' | 'EXCHANGE'>('RETURN');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const busy = action.status === 'loading';
  const chosen = offer.reasons.find((r) => r.reason === reason) ?? null;
  const reasonError = touched && !chosen ? '반품 사유를 선택해 주세요.' : null;
  const noteError = note.trim().length > MAX_NOTE ? `내용은 ${MAX_NOTE}자 이내로 입력해 주세요.` : null;

  const submit = async () => {
    setTouched(true);
    if (!chosen || noteError) return;
    const result = await dispatch(
      requestOrderReturn({
        orderId,
        kind,
        reason: chosen.reason,
        note: note.trim() || null,
        imageIds: photos.map((p) => p.id),
      })
    );
    if (requestOrderReturn.fulfilled.match(result)) onDone();
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        반품·교환 신청
      </h2>
      <p className={styles.hint}>
        {offer.deadline.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1년 $2월 $3일')}까지 신청할 수 있어요.
      </p>
      {action.status === 'failed' && action.error ? <FormAlert>{action.error.message}</FormAlert> : null}
      <fieldset className={form.radios}>
        <legend>신청 종류</legend>
        {(
          [
            ['RETURN', '반품 (환불)'],
            ['EXCHANGE', '교환'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={form.radio}>
            <input
              type="radio"
              name="return-kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              disabled={busy}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className={form.radios} aria-invalid={reasonError ? true : undefined}>
        <legend>사유</legend>
        {offer.reasons.map((r) => (
          <label key={r.reason} className={form.radio}>
            <input
              type="radio"
              name="return-reason"
              value={r.reason}
              checked={reason === r.reason}
              onChange={() => setReason(r.reason)}
              disabled={busy}
            />
            <span>
              {r.label}
              <span className={styles.sub}>반품 배송비 {r.shipping}</span>
            </span>
          </label>
        ))}
        {reasonError ? (
          <p className={form.error} role="alert">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      {chosen && kind === 'RETURN' ? (
        <p className={styles.refund}>
          예상 환불 금액 <strong>{formatWon(chosen.refundAmount)}</strong>
        </p>
      ) : null}
      <NoteField
        label="자세한 내용 (선택)"
        value={note}
        onChange={setNote}
        max={MAX_NOTE}
        disabled={busy}
        placeholder="예: 한 치수 작아요. 포장은 뜯었지만 착용하지 않았어요."
        error={noteError}
      />
      <PhotoPicker label="상품 사진" max={MAX_PHOTOS} value={photos} onChange={setPhotos} disabled={busy} />
      <div className={styles.buttons}>
        <SubmitButton type="button" tone="secondary" onClick={onCancel} disabled={busy}>
          닫기
        </SubmitButton>
        <SubmitButton busy={busy}>신청하기</SubmitButton>
      </div>
    </form>
  );
}
