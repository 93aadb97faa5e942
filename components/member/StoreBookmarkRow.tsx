import Link from '@/components/ui/AppLink';
import { BadgeCheck, Store, Trash2 } from 'lucide-react';
import type { BusinessBookmark } from '@/api/item/memberBookmarks';
import { Rating } from '../ui/Rating';
import styles from './StoreBookmarkRow.module.css';

type Props = { store: BusinessBookmark; busy: boolean; onDelete(store: BusinessBookmark): void };

/** A saved store (docs/design.md §4 Store row): name with the official mark, rating, open now, new listings, 삭제. */
export function StoreBookmarkRow({ store, busy, onDelete }: Props) {
  const rating = store.reviewRatingText ? Number(store.reviewRatingText) : null;
  return (
    <article className={styles.row} data-testid="store-bookmark-row">
      <Link href={store.link} className={styles.main}>
        <span className={styles.icon} aria-hidden><Store size={22} /></span>
        <span className={styles.text}>
          <span className={styles.name}>
            {store.name}
            {store.isOfficial ? <BadgeCheck size={16} className={styles.official} aria-label="공식 매장" /> : null}
          </span>
          <span className={styles.address}>{store.address}</span>
          <span className={styles.meta}>
            <span className={store.isOpenNow ? styles.open : styles.closed}>{store.openStatusText}</span>
            {store.newItemCount > 0 ? <span className={styles.fresh}>새 상품 {store.newItemCount.toLocaleString('ko-KR')}개</span> : null}
          </span>
          <Rating avg={rating} count={store.reviewCount} />
        </span>
      </Link>
      <button type="button" className={styles.delete} onClick={() => onDelete(store)} disabled={busy} aria-label={`${store.name} 찜 삭제`}>
        <Trash2 size={20} aria-hidden />
      </button>
    </article>
  );
}
