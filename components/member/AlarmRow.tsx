import {
  AlertTriangle,
  Bell,
  CalendarCheck,
  Megaphone,
  MessageSquareHeart,
  MessagesSquare,
  Headset,
  Package,
  TrendingDown,
  Coins,
  type LucideIcon,
} from 'lucide-react';
import type { Alarm } from '@/api/item/alarms';
import { formatDateTime } from '@/lib/dates';
import styles from './AlarmRow.module.css';

const KIND: Record<Alarm['kind'], { label: string; Icon: LucideIcon }> = {
  LOWEST_PRICE: { label: '최저가', Icon: TrendingDown },
  ORDER: { label: '주문', Icon: Package },
  REVIEW: { label: '리뷰', Icon: MessageSquareHeart },
  NOTICE: { label: '공지', Icon: Megaphone },
  POINT: { label: '포인트', Icon: Coins },
  ACCOUNT: { label: '계정', Icon: Bell },
  AVAILABILITY: { label: '빈자리', Icon: CalendarCheck },
  MESSAGE: { label: '메시지', Icon: MessagesSquare },
  INQUIRY: { label: '1:1 문의', Icon: Headset },
};

type Props = { alarm: Alarm; pinned?: boolean; onOpen(alarm: Alarm): void };

/** One alarm: kind, title, body and when; unread ones are bold with a dot. A button: tap reads it and opens its link. */
export function AlarmRow({ alarm, pinned = false, onOpen }: Props) {
  const { label, Icon } = pinned ? { label: '중요', Icon: AlertTriangle } : KIND[alarm.kind];
  return (
    <button
      type="button"
      className={`${styles.row} ${alarm.isRead ? styles.read : styles.unread} ${pinned ? styles.pinned : ''}`}
      onClick={() => onOpen(alarm)}
      data-testid="alarm-row"
    >
      <span className={styles.icon} aria-hidden>
        <Icon size={18} />
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
