import { useState } from 'react';
import type { AdminInquiry } from '@/api/admin/inquiries';
import { ReplyForm } from '@/components/inquiries/ReplyForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInquiries } from '@/store/inquiriesSlice';
import { closeInquiryAsOperator } from '@/store/inquiriesThunks';
import styles from '../Admin.module.css';

/**
 * 문의 종료 (docs/product.md §10 1:1 inquiries): an answered inquiry the member never closed closes
 * after a confirmation; a waiting one closes only with a note to the member, sent as the last answer.
 */
export function OperatorCloseSection({ inquiry }: { inquiry: AdminInquiry }) {
  const dispatch = useAppDispatch();
  const { write } = useAppSelector(selectInquiries);
  const [confirming, setConfirming] = useState(false);
  const busy = write.status === 'loading';
  const close = async (note: string | null) =>
    closeInquiryAsOperator.fulfilled.match(
      await dispatch(closeInquiryAsOperator({ inquiryId: inquiry.id, lastReplyId: inquiry.lastReplyId, note }))
    );
  return (
    <section className={styles.section} aria-labelledby="close-title">
      <h2 id="close-title" className={styles.sectionTitle}>
        문의 종료
      </h2>
      {inquiry.status === 'OPEN' ? (
        <ReplyForm
          label="종료 안내 (답변으로 회원에게 보내고 문의를 종료해요)"
          submitLabel="안내 보내고 종료"
          busy={busy}
          error={write.error?.message ?? null}
          onSend={(note) => close(note)}
        />
      ) : (
        <>
          <p className={styles.hint}>답변을 마친 문의를 목록에서 정리해요. 종료하면 회원이 더 쓸 수 없어요.</p>
          {write.error ? (
            <p className={styles.error} role="alert">
              {write.error.message}
            </p>
          ) : null}
          <div className={styles.pager}>
            {confirming ? (
              <>
                <button type="button" className={styles.dangerButton} disabled={busy} onClick={() => void close(null)}>
                  {busy ? '종료하는 중…' : '종료할게요'}
                </button>
                <button type="button" className={styles.button} disabled={busy} onClick={() => setConfirming(false)}>
                  취소
                </button>
              </>
            ) : (
              <button type="button" className={styles.dangerButton} onClick={() => setConfirming(true)}>
                문의 종료
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
