import type { InquiryStatus } from '@/api/item/inquiries';
import styles from './Inquiries.module.css';

/** An inquiry's state as a small label: 답변 대기, 답변 완료, 종료. */
export function StatusChip({ status, label }: { status: InquiryStatus; label: string }) {
  return <span className={`${styles.status} ${styles[status]}`}>{label}</span>;
}
