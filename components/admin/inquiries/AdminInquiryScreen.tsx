import Link from '@/components/ui/AppLink';
import { InquiryThread } from '@/components/inquiries/InquiryThread';
import { ReplyForm } from '@/components/inquiries/ReplyForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInquiries } from '@/store/inquiriesSlice';
import { sendInquiryAnswer } from '@/store/inquiriesThunks';
import { OperatorCloseSection } from './OperatorCloseSection';
import { AdminFrame } from '../AdminFrame';
import styles from '../Admin.module.css';

/**
 * /admin/inquiries/{id} (docs/product.md §10 1:1 inquiries): the member (to their console page), the
 * order (to the console's order screen), the photos, the thread and the answer form. The answer goes
 * with the newest reply shown, so another operator's answer in between is a CONFLICT to read first.
 */
export function AdminInquiryScreen() {
  const dispatch = useAppDispatch();
  const { adminInquiry: inquiry, write } = useAppSelector(selectInquiries);
  if (!inquiry) return null;
  return (
    <AdminFrame title={`1:1 문의 · ${inquiry.typeLabel}`} section="inquiries">
      <p>
        <Link href="/admin/inquiries" className={styles.link}>
          문의 목록으로
        </Link>
        {' · '}
        <Link href={`/admin/members/${inquiry.memberId}`} className={styles.link}>
          회원 {inquiry.memberNickname}
        </Link>
      </p>
      <section className={styles.section} aria-label="문의 내용">
        <InquiryThread inquiry={inquiry} orderHref={(id) => `/admin/orders/${id}`} noReplies="아직 답변이 없어요." />
      </section>
      <section className={styles.section} aria-labelledby="answer-title">
        <h2 id="answer-title" className={styles.sectionTitle}>
          답변하기
        </h2>
        {inquiry.status === 'CLOSED' ? (
          <p className={styles.hint}>종료된 문의예요.</p>
        ) : (
          <ReplyForm
            label="답변 내용 (회원에게 알림과 알림톡으로 알려요)"
            submitLabel="답변 등록"
            busy={write.status === 'loading'}
            error={write.error?.message ?? null}
            onSend={async (body) =>
              sendInquiryAnswer.fulfilled.match(
                await dispatch(sendInquiryAnswer({ inquiryId: inquiry.id, body, lastReplyId: inquiry.lastReplyId }))
              )
            }
          />
        )}
      </section>
      {inquiry.status === 'CLOSED' ? null : <OperatorCloseSection inquiry={inquiry} />}
    </AdminFrame>
  );
}
