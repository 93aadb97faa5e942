import { ChevronDown } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectNoticeIndex, selectNotices, toggleNotice } from '@/store/noticeSlice';
import { formatDate } from '@/lib/dates';
import { AppShell } from '../layout/AppShell';
import { Badge } from '../ui/Badge';
import styles from './NoticeScreen.module.css';

/** Notices as an accordion: the list stays in view, one notice opens in place. */
export function NoticeScreen() {
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectNotices);
  const openIndex = useAppSelector(selectNoticeIndex);

  return (
    <AppShell title="공지사항" showBack>
      {notices.length === 0 ? <p className={styles.empty}>새로운 공지가 없어요.</p> : null}
      <ul className={styles.list}>
        {notices.map((notice, index) => {
          const open = index === openIndex;
          return (
            <li key={notice.id} className={styles.item}>
              <h2>
                <button type="button" className={styles.summary} aria-expanded={open} aria-controls={`notice-${notice.id}`}
                  onClick={() => dispatch(toggleNotice(index))}>
                  <span className={styles.head}>
                    {notice.isImportant ? <Badge tone="discount">중요</Badge> : null}
                    <span className={styles.title}>{notice.title}</span>
                    <time className={styles.date} dateTime={notice.publishedAt}>{formatDate(notice.publishedAt)}</time>
                  </span>
                  <ChevronDown size={20} aria-hidden className={open ? styles.chevronOpen : styles.chevron} />
                </button>
              </h2>
              <div id={`notice-${notice.id}`} className={styles.body} hidden={!open}
                // Sanitized on the server (server/domain/content/sanitizeHtml.ts) before it reaches state.
                dangerouslySetInnerHTML={{ __html: notice.htmlContent }} />
            </li>
          );
        })}
      </ul>
    </AppShell>
  );
}
