import { useId, useState } from 'react';
import type { SellerOrderDetail } from '@/api/order/sellerOrders';
import type { UploadedPhoto } from '@/api/images';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { DepositFacts } from '@/components/order/deposits/DepositFacts';
import { NoteField } from '@/components/seller/orders/NoteField';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectConditionReportSend } from '@/store/sellerOrderSlice';
import { openDepositClaim } from '@/store/sellerOrderThunks';
import styles from '@/components/seller/orders/SellerOrders.module.css';
import own from './DepositClaimPanel.module.css';

/** The server's limits (server/domain/deposits/depositInputs.ts), checked here first. */
const MAX_TEXT = 500;
const MAX_PHOTOS = 10;

/**
 * A rental's deposit in the console (docs/product.md §4 Damage deposits): what is held, and within
 * 48 hours of 이용 완료 the damage claim: an amount up to the deposit, what was damaged, and photos
 * (the return report's photos go with it).
 */
export function DepositClaimPanel({ detail, notify }: { detail: SellerOrderDetail; notify(message: string): void }) {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectConditionReportSend);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [touched, setTouched] = useState(false);
  const amountId = useId();
  const deposit = detail.deposit;
  if (!deposit) return null;
  const busy = send.status === 'loading';
  const canClaim = deposit.actions.includes('openClaim');
  const won = Number(amount.replace(/[^0-9]/g, ''));
  const amountError =
    touched && (won < 1 || won > deposit.amount)
      ? `1원부터 보증금 ${formatWon(deposit.amount)}까지 입력해 주세요.`
      : null;
  const descriptionError =
    touched && !description.trim()
      ? '손상 내용을 입력해 주세요.'
      : description.trim().length > MAX_TEXT
        ? `내용은 ${MAX_TEXT}자 이내로 입력해 주세요.`
        : null;
  const submit = async () => {
    setTouched(true);
    if (won < 1 || won > deposit.amount || !description.trim() || description.trim().length > MAX_TEXT) return;
    const result = await dispatch(
      openDepositClaim({
        orderId: detail.order.id,
        amount: won,
        description: description.trim(),
        imageIds: photos.map((p) => p.id),
      })
    );
    if (openDepositClaim.fulfilled.match(result)) notify('손상 청구를 보냈어요. 고객이 72시간 안에 답해요.');
  };
  return (
    <section className={styles.card} aria-labelledby="deposit-claim-title">
      <h2 id="deposit-claim-title" className={styles.sectionTitle}>
        보증금
      </h2>
      {send.status === 'failed' && send.error ? <FormAlert>{send.error.message}</FormAlert> : null}
      <DepositFacts deposit={deposit} />
      {canClaim ? (
        <form
          className={own.form}
          aria-label="손상 청구"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className={styles.note}>
            {deposit.claimDeadline ? `${formatDateTime(deposit.claimDeadline)}까지 ` : ''}손상 청구를 할 수 있어요.
            청구하지 않으면 보증금은 자동으로 해제돼요.
          </p>
          <div className={styles.field}>
            <label htmlFor={amountId} className={styles.label}>
              청구 금액 (원)
            </label>
            <input
              id={amountId}
              className={own.input}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              disabled={busy}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${amountId}-error` : undefined}
            />
            {amountError ? (
              <p id={`${amountId}-error`} className={styles.error} role="alert">
                {amountError}
              </p>
            ) : null}
          </div>
          <NoteField
            label="손상 내용"
            value={description}
            onChange={setDescription}
            max={MAX_TEXT}
            disabled={busy}
            placeholder="예: 앞바퀴 림이 찍혀 교체가 필요해요."
            error={descriptionError}
          />
          <PhotoPicker label="손상 사진" max={MAX_PHOTOS} value={photos} onChange={setPhotos} disabled={busy} />
          <SubmitButton busy={busy}>손상 청구하기</SubmitButton>
        </form>
      ) : null}
    </section>
  );
}
