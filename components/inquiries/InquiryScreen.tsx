import Link from '@/components/ui/AppLink';
import { MemberFrame } from '@/components/member/MemberFrame';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInquiries } from '@/store/inquiriesSlice';
import { closeOpenInquiry, sendFollowUp } from '@/store/inquiriesThunks';
import { InquiryThread } from './InquiryThread';
import { ReplyForm } from './ReplyForm';
import styles from './Inquiries.module.css';

/**
 * /user/inquiries/{id} (docs/product.md §3 1:1 inquiries): the member's question and its answers; they
 * may write more (it waits for an answer again) or close it once it is settled.
 */
export function InquiryScreen() {
  const dispatch = useAppDispatch();
  const { inquiry, write } = useAppSelector(selectInquiries);
  if (!inquiry) return null;
  const busy = write.status === 'loading';
  return (
    <MemberFrame title="1:1 문의" activeTab="my_page">
      <div className={styles.page}>
        <InquiryThread
          inquiry={inquiry}
          orderHref={(id) => `/user/reservations/${id}`}
          noReplies="아직 답변 전이에요. 운영 시간 안에 순서대로 답변드려요."
        />
        {inquiry.status === 'CLOSED' ? (
          <p className={styles.hint}>종료된 문의예요. 더 궁금한 점은 새 문의로 남겨 주세요.</p>
        ) : (
          <>
            <ReplyForm
              label="추가 문의"
              submitLabel="추가 문의 보내기"
              busy={busy}
              error={write.error?.message ?? null}
              onSend={async (body) => sendFollowUp.fulfilled.match(await dispatch(sendFollowUp(body)))}
            />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondary}
                disabled={busy}
                onClick={() => dispatch(closeOpenInquiry())}
              >
                해결됐어요, 문의 종료
              </button>
            </div>
          </>
        )}
        <Link href="/user/inquiries" className={styles.secondary}>
          내 문의 목록
        </Link>
      </div>
    </MemberFrame>
  );
}
