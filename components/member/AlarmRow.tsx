import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/iconNames';
import type { Alarm } from '@/api/item/alarms';
import { formatDateTime } from '@/lib/dates';
import styles from './AlarmRow.module.css';

const KIND: Record<Alarm['kind'], { label: string; icon: IconName }> = {
  LOWEST_PRICE: { label: '최저가', icon: 'trending-down' },
  ORDER: { label: '주문', icon: 'package' },
  REVIEW: { label: '리뷰', icon: 'message-square-heart' },
  NOTICE: { label: '공지', icon: 'megaphone' },
  POINT: { label: '포인트', icon: 'coins' },
  ACCOUNT: { label: '계정', icon: 'bell' },
  AVAILABILITY: { label: '빈자리', icon: 'calendar-check' },
  MESSAGE: { label: '메시지', icon: 'messages-square' },
  INQUIRY: { label: '1:1 문의', icon: 'headset' },
};

type Props = { alarm: Alarm; pinned?: boolean; onOpen(alarm: Alarm): void };

/** One alarm: kind, title, body and when; unread ones are bold with a dot. A button: tap reads it and opens its link. */
export function AlarmRow({ alarm, pinned = false, onOpen }: Props) {
  const { label, icon } = pinned ? { label: '중요', icon: 'triangle-exclamation-point' as const } : KIND[alarm.kind];
  return (
    <button
      type="button"
      className={`${styles.row} ${alarm.isRead ? styles.read : styles.unread} ${pinned ? styles.pinned : ''}`}
      onClick={() => onOpen(alarm)}
      data-testid="alarm-row"
    >
      <span className={styles.icon} aria-hidden>
        <Icon name={icon} size={18} />
      </span>
      <span className={styles.text}>
        <span className={styles.meta}>
          <span className={styles.kind}>{label}</span>
          <time dateTime={alarm.createdAt} className={styles.time}>
            {formatDateTime(alarm.createdAt)}
          </time>
          {alarm.isRead ? (
            <span className="visually-hidden">읽음</span>
          ) : (
            <span className={styles.unreadMark}>새 알림</span>
          )}
        </span>
        <span className={styles.title}>{alarm.title}</span>
        <span className={styles.body}>{alarm.body}</span>
      </span>
    </button>
  );
}
