import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { ModelBookmark, ModelSummary } from '@/api/item/modelDetail';
import { useBookmark } from '@/components/bookmark/useBookmark';
import { BOOKMARK_WORDING } from '@/lib/bookmarkWording';
import styles from './ModelActionBar.module.css';

type Props = { model: ModelSummary; bookmark: ModelBookmark };

/** Sticky bottom bar: heart and lowest-price bell (members), and the way to the cheapest offer. */
export function ModelActionBar({ model, bookmark }: Props) {
  const { toggle, isPending } = useBookmark();
  const busy = isPending('MODEL', model.id);
  const rentalOnly = model.lowestSellPrice === null && model.lowestRentalPrice !== null;

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.icon}
        aria-pressed={bookmark.isActiveBookmark}
        aria-label={BOOKMARK_WORDING.bookmark.turnOn}
        aria-busy={busy}
        onClick={() => void toggle({ target: 'MODEL', id: model.id, kind: 'bookmark' }, bookmark)}
      >
        <Icon name="heart" size={24} className={bookmark.isActiveBookmark ? styles.heartOn : undefined} />
      </button>
      <button
        type="button"
        className={styles.icon}
        aria-pressed={bookmark.isActiveAlarm}
        aria-label={BOOKMARK_WORDING.alarm.name}
        aria-busy={busy}
        onClick={() => void toggle({ target: 'MODEL', id: model.id, kind: 'alarm' }, bookmark)}
      >
        {bookmark.isActiveAlarm ? (
          <Icon name="bell-ring" size={24} className={styles.bellOn} />
        ) : (
          <Icon name="bell" size={24} />
        )}
      </button>
      {model.itemId !== null ? (
        <Link href={`/services/${model.itemId}`} className={styles.cta}>
          {rentalOnly ? '최저가로 렌탈하기' : '최저가로 구매하기'}
        </Link>
      ) : (
        <p className={styles.ctaOff}>지금은 판매처가 없어요</p>
      )}
    </div>
  );
}
