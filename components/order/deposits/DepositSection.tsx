import { useState } from 'react';
import type { OrderDetail } from '@/api/order/orders';
import type { UploadedPhoto } from '@/api/images';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { NoteField } from '@/components/seller/orders/NoteField';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectOrderActionState } from '@/store/orderDetailSlice';
import { answerDepositClaim } from '@/store/orderThunks';
import { DepositFacts } from './DepositFacts';
import styles from '../returns/Returns.module.css';

/** The server's limits (server/domain/deposits/depositInputs.ts), checked here first. */
const MAX_NOTE = 500;
const MAX_PHOTOS = 10;

/**
 * The order detail's deposit (docs/product.md §4 Damage deposits): the amount held and, when the
 * business has claimed damage, the claim with 수락 and 이의 제기 (a note and photos).
 */
export function DepositSection({ order }: { order: OrderDetail }) {
  const dispatch = useAppDispatch();
  const action = useAppSelector(selectOrderActionState);
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [touched, setTouched] = useState(false);
  const deposit = order.deposit;
  if (!deposit) return null;
  const busy = action.status === 'loading';
  const canAnswer = deposit.actions.includes('accept') && deposit.actions.includes('dispute');
  const noteError =
    touched && !note.trim()
      ? '이의 제기 사유를 입력해 주세요.'
      : note.trim().length > MAX_NOTE
        ? `내용은 ${MAX_NOTE}자 이내로 입력해 주세요.`
        : null;
  const dispute = async () => {
    setTouched(true);
    if (!note.trim() || note.trim().length > MAX_NOTE) return;
    const result = await dispatch(
      answerDepositClaim({
        orderId: order.id,
        answer: 'dispute',
        note: note.trim(),
        imageIds: photos.map((p) => p.id),
      })
    );
    if (answerDepositClaim.fulfilled.match(result)) setDisputing(false);
  };
  return (
    <section className={styles.section} aria-labelledby="deposit-title">
      <h2 id="deposit-title" className={styles.title}>
        보증금
      </h2>
      {action.status === 'failed' && action.error && action.name === 'depositAnswer' ? (
        <FormAlert>{action.error.message}</FormAlert>
      ) : null}
      <DepositFacts deposit={deposit} />
      {canAnswer && !disputing ? (
        <div className={styles.buttons}>
          <SubmitButton
            type="button"
            busy={busy}
            onClick={() => void dispatch(answerDepositClaim({ orderId: order.id, answer: 'accept' }))}
          >
            청구 수락
          </SubmitButton>
          <SubmitButton type="button" tone="secondary" disabled={busy} onClick={() => setDisputing(true)}>
            이의 제기
          </SubmitButton>
        </div>
      ) : null}
      {canAnswer && disputing ? (
        <form
          className={styles.form}
          aria-label="이의 제기"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void dispute();
          }}
        >
          <NoteField
            label="이의 제기 사유"
            value={note}
            onChange={setNote}
            max={MAX_NOTE}
            disabled={busy}
            placeholder="예: 빌릴 때부터 있던 흠집이에요. 인수인계 사진에도 보여요."
            error={noteError}
          />
          <PhotoPicker label="사진" max={MAX_PHOTOS} value={photos} onChange={setPhotos} disabled={busy} />
          <div className={styles.buttons}>
            <SubmitButton type="button" tone="secondary" onClick={() => setDisputing(false)} disabled={busy}>
              닫기
            </SubmitButton>
            <SubmitButton busy={busy}>이의 제기하기</SubmitButton>
          </div>
        </form>
      ) : null}
    </section>
  );
}
