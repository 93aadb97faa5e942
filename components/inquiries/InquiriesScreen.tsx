import Link from '@/components/ui/AppLink';
import { MemberFrame } from '@/components/member/MemberFrame';
import { formatDateTime } from '@/lib/dates';
import { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS, inquiryPath } from '@/lib/inquiries/inquiryRules';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInquiries } from '@/store/inquiriesSlice';
import { loadMoreInquiries } from '@/store/inquiriesThunks';
import { StatusChip } from './StatusChip';
import styles from './Inquiries.module.css';

const CHIPS = [
  { status: null, label: '전체' },
  ...INQUIRY_STATUSES.map((s) => ({ status: s, label: INQUIRY_STATUS_LABELS[s] })),
];

/** /user/inquiries (docs/product.md §3 1:1 inquiries): the member's questions, newest first, by status. */
export function InquiriesScreen() {
  const dispatch = useAppDispatch();
  const { filter, list, nextBefore, more } = useAppSelector(selectInquiries);
  return (
    <MemberFrame title="1:1 문의" activeTab="my_page">
      <div className={styles.page}>
        <p className={styles.hint}>문의는 24시간 받고, 고객센터 운영 시간 안에 순서대로 답변드려요.</p>
        <Link href="/user/inquiries/new" className={styles.primary}>
          문의하기
        </Link>
        <nav aria-label="문의 상태">
          <ul className={styles.chips}>
            {CHIPS.map((chip) => (
              <li key={chip.label}>
                <Link
                  href={chip.status ? `/user/inquiries?status=${chip.status}` : '/user/inquiries'}
                  className={`${styles.chip} ${chip.status === filter ? styles.chipActive : ''}`}
                  aria-current={chip.status === filter ? 'page' : undefined}
                >
                  {chip.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {list.length === 0 ? (
          <p className={styles.empty}>
            {filter ? `${INQUIRY_STATUS_LABELS[filter]}인 문의가 없어요.` : '아직 남긴 문의가 없어요.'}
          </p>
        ) : (
          <ul className={styles.list}>
            {list.map((q) => (
              <li key={q.id}>
                <Link href={inquiryPath(q.id)} className={styles.row}>
                  <span className={styles.rowTop}>
                    <StatusChip status={q.status} label={q.statusLabel} />
                    <span>{q.typeLabel}</span>
                    <time dateTime={q.createdAt}>{formatDateTime(q.createdAt)}</time>
                  </span>
                  <span className={styles.headline}>{q.headline}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {nextBefore !== null ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => dispatch(loadMoreInquiries())}
            disabled={more.status === 'loading'}
          >
            {more.status === 'loading' ? '불러오는 중…' : '더 보기'}
          </button>
        ) : null}
        {more.error ? (
          <p className={styles.error} role="alert">
            {more.error.message}
          </p>
        ) : null}
      </div>
    </MemberFrame>
  );
}
