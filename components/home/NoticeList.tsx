import Link from '@/components/ui/AppLink';
import type { NoticeCard } from '@/store/homeSlice';
import { formatDate } from '@/lib/dates';
import { Badge } from '../ui/Badge';
import styles from './NoticeList.module.css';

export function NoticeList({ notices }: { notices: NoticeCard[] }) {
  return (
    <ul className={styles.list}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <Link href={`/notices?id=${notice.id}`} className={styles.row}>
            {notice.isImportant ? <Badge tone="discount">중요</Badge> : null}
            <span className={styles.title}>{notice.title}</span>
            <time className={styles.date} dateTime={notice.publishedAt}>
              {formatDate(notice.publishedAt)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
