import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  loadNotices,
  selectNoticeError,
  selectNoticeIndex,
  selectNotices,
  selectNoticeStatus,
  toggleNotice,
} from '@/store/noticeSlice';
import { formatDate } from '@/lib/dates';
import { AppShell } from '../layout/AppShell';
import { Footer } from '../layout/Footer';
import { Badge } from '../ui/Badge';
import { ErrorState } from '../ui/ErrorState';
import { RichHtml } from '../info/RichHtml';
import styles from './NoticeScreen.module.css';

/**
 * Notices as an accordion: the list stays in view, one notice opens in place. The open notice is in
 * the address (?id=), so it can be shared and reopens rendered on the server.
 */
export function NoticeScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notices = useAppSelector(selectNotices);
  const openIndex = useAppSelector(selectNoticeIndex);
  const status = useAppSelector(selectNoticeStatus);
  const error = useAppSelector(selectNoticeError);
  const openRef = useRef<HTMLLIElement>(null);

  // A shared link opens an older notice far down the list: bring it into view once.
  useEffect(() => {
    openRef.current?.scrollIntoView({ block: 'start' });
    // Only on arrival; later toggles keep the reader where they are.
  }, []);

  const toggle = (index: number) => {
    const closing = index === openIndex;
    dispatch(toggleNotice(index));
    const path = closing ? '/notices' : `/notices?id=${notices[index].id}`;
    void router.replace(path, undefined, { shallow: true, scroll: false });
  };
  const retry = () => {
    const id = Number(router.query.id);
    void dispatch(loadNotices(Number.isInteger(id) && id > 0 ? id : null));
  };

  return (
    <AppShell title="공지사항" showBack>
      {status === 'failed' ? (
        <ErrorState message={error?.message ?? '공지사항을 불러오지 못했어요.'} onRetry={retry} />
      ) : null}
      {status !== 'failed' && notices.length === 0 ? <p className={styles.empty}>새로운 공지가 없어요.</p> : null}
      <ul className={styles.list}>
        {notices.map((notice, index) => {
          const open = index === openIndex;
          return (
            <li key={notice.id} className={styles.item} ref={open ? openRef : undefined}>
              <h2>
                <button
                  type="button"
                  className={styles.summary}
                  aria-expanded={open}
                  aria-controls={`notice-${notice.id}`}
                  onClick={() => toggle(index)}
                >
                  <span className={styles.head}>
                    {notice.isImportant ? <Badge tone="discount">중요</Badge> : null}
                    <span className={styles.title}>{notice.title}</span>
                    <time className={styles.date} dateTime={notice.publishedAt}>
                      {formatDate(notice.publishedAt)}
                    </time>
                  </span>
                  <Icon name="chevron-down" size={20} className={open ? styles.chevronOpen : styles.chevron} />
                </button>
              </h2>
              <div id={`notice-${notice.id}`} className={styles.body} hidden={!open}>
                <RichHtml html={notice.htmlContent} />
              </div>
            </li>
          );
        })}
      </ul>
      <Footer />
    </AppShell>
  );
}
