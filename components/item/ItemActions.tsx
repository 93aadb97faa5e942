import { Icon } from '@/components/ui/Icon';
import { useBookmark } from '@/components/bookmark/useBookmark';
import { useNotify } from '@/components/ui/Toast';
import { bookmarkToggleLabel } from '@/lib/bookmarkWording';
import styles from './ItemActions.module.css';

type Props = {
  itemId: number;
  isMarked: boolean;
  isAlarm: boolean;
  share: { url: string; title: string; text: string };
};

/** Heart (찜), bell (최저가 알림) and share. A visitor is sent to log in and brought back here. */
export function ItemActions({ itemId, isMarked, isAlarm, share }: Props) {
  const notify = useNotify();
  const { toggle, isPending } = useBookmark();
  const busy = isPending('ITEM', itemId);
  const current = { isActiveBookmark: isMarked, isActiveAlarm: isAlarm };

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(share);
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(share.url);
      notify('링크를 복사했어요');
    } catch {
      notify(`이 주소를 복사해 주세요: ${share.url}`);
    }
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        onClick={() => void toggle({ target: 'ITEM', id: itemId, kind: 'bookmark' }, current)}
        aria-pressed={isMarked}
        aria-label={bookmarkToggleLabel('bookmark', isMarked)}
        aria-busy={busy}
      >
        <Icon name="heart" size={22} className={isMarked ? styles.marked : undefined} filled={isMarked} />
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={() => void toggle({ target: 'ITEM', id: itemId, kind: 'alarm' }, current)}
        aria-pressed={isAlarm}
        aria-label={bookmarkToggleLabel('alarm', isAlarm)}
        aria-busy={busy}
      >
        {isAlarm ? <Icon name="bell-ring" size={22} className={styles.alarm} /> : <Icon name="bell" size={22} />}
      </button>
      <button type="button" className={styles.action} onClick={onShare} aria-label="공유하기">
        <Icon name="share-2" size={22} />
      </button>
    </div>
  );
}
