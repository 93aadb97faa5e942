import Link from '@/components/ui/AppLink';
import type { ThreadEntry } from '@/api/item/messages';
import { formatRelative } from '@/lib/dates';
import { waitingText } from '@/lib/messages/messageRules';
import styles from './Messages.module.css';

type Props = { threads: ThreadEntry[]; basePath: '/user/messages' | '/seller/messages'; empty: string };

/**
 * A side's threads (docs/product.md §3 Messages): the item's or order's picture and name, who is on
 * the other side, the last message and when; unread messages counted, and in the console how long
 * the question has waited.
 */
export function ThreadList({ threads, basePath, empty }: Props) {
  if (threads.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.threads}>
      {threads.map((t) => (
        <li key={t.id}>
          <Link href={`${basePath}/${t.id}`} className={styles.threadRow}>
            {/* eslint-disable-next-line @next/next/no-img-element -- our own image route, already sized */}
            <img src={`${t.img}?w=480`} alt="" width={56} height={56} className={styles.threadImg} />
            <span className={styles.threadText}>
              <span className={styles.threadTop}>
                <strong className={styles.counterpart}>{t.counterpartName}</strong>
                <time dateTime={t.lastMessageAt} className={styles.when}>
                  {formatRelative(t.lastMessageAt)}
                </time>
              </span>
              <span className={styles.subjectLine}>
                {t.subjectKind === 'ORDER' ? '주문 · ' : ''}
                {t.subjectTitle}
              </span>
              <span className={styles.preview}>{t.lastMessagePreview}</span>
              {t.waitingMinutes !== null && t.waitingMinutes !== undefined ? (
                <span className={styles.waiting}>{waitingText(t.waitingMinutes)}</span>
              ) : null}
            </span>
            {t.unreadCount > 0 ? (
              <span className={styles.unread}>
                <span className="visually-hidden">안 읽은 메시지 </span>
                {t.unreadCount > 99 ? '99+' : t.unreadCount}
                <span className="visually-hidden">개</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
