import type { RentalDeposit } from '@/api/order/deposits';
import { formatDateTime } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import styles from '../returns/Returns.module.css';

type Photo = RentalDeposit['businessPhotos'][number];

function Photos({ photos, label }: { photos: Photo[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.id}>
          {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served sized by our own image route */}
          <img src={p.thumbUrl} alt={`${label} ${i + 1}/${photos.length}`} width={96} height={96} />
        </li>
      ))}
    </ul>
  );
}

/** The deposit and its claim, as both the customer and the business read them (docs/product.md §4 Damage deposits). */
export function DepositFacts({ deposit }: { deposit: RentalDeposit }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>보증금</dt>
        <dd>
          {formatWon(deposit.amount)} <span className={styles.sub}>결제 금액과 별도로 카드 승인만 해요</span>
        </dd>
        <dt>상태</dt>
        <dd>
          <strong>{deposit.stateLabel}</strong>
        </dd>
        {deposit.claimAmount !== null ? (
          <>
            <dt>청구 금액</dt>
            <dd>{formatWon(deposit.claimAmount)}</dd>
            <dt>청구 내용</dt>
            <dd>{deposit.claimDescription}</dd>
          </>
        ) : null}
        {deposit.answerDeadline ? (
          <>
            <dt>답변 기한</dt>
            <dd>{formatDateTime(deposit.answerDeadline)}까지 답하지 않으면 청구를 수락한 것으로 봐요</dd>
          </>
        ) : null}
        {deposit.customerNote ? (
          <>
            <dt>이의 제기</dt>
            <dd>{deposit.customerNote}</dd>
          </>
        ) : null}
        {deposit.decisionReason ? (
          <>
            <dt>운영자 결정</dt>
            <dd>
              {formatWon(deposit.decidedAmount ?? 0)} 결제 · {deposit.decisionReason}
            </dd>
          </>
        ) : null}
        {deposit.capturedAmount > 0 ? (
          <>
            <dt>결제된 금액</dt>
            <dd>{formatWon(deposit.capturedAmount)}</dd>
          </>
        ) : null}
      </dl>
      <Photos photos={deposit.businessPhotos} label="매장이 올린 손상 사진" />
      <Photos photos={deposit.customerPhotos} label="고객이 올린 사진" />
    </>
  );
}
