import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { BusinessBookmark } from '@/api/item/memberBookmarks';
import { Rating } from '../ui/Rating';
import styles from './BusinessBookmarkRow.module.css';
import { groupDigits } from '@/lib/digits';

type Props = { business: BusinessBookmark; busy: boolean; onDelete(business: BusinessBookmark): void };

/** A saved business (docs/design.md §4 Business row): name with the official mark, rating, open now, new listings, 삭제. */
export function BusinessBookmarkRow({ business, busy, onDelete }: Props) {
  const rating = business.reviewRatingText ? Number(business.reviewRatingText) : null;
  return (
    <article className={styles.row} data-testid="business-bookmark-row">
      <Link href={business.link} className={styles.main}>
        <span className={styles.icon} aria-hidden>
          <Icon name="store" size={22} />
        </span>
        <span className={styles.text}>
          <span className={styles.name}>
            {business.name}
            {business.isOfficial ? (
              <Icon name="badge-check" size={16} className={styles.official} label="공식 매장" />
            ) : null}
          </span>
          <span className={styles.address}>{business.address}</span>
          <span className={styles.meta}>
            <span className={business.isOpenNow ? styles.open : styles.closed}>{business.openStatusText}</span>
            {business.newItemCount > 0 ? (
              <span className={styles.fresh}>새 상품 {groupDigits(business.newItemCount)}개</span>
            ) : null}
          </span>
          <Rating avg={rating} count={business.reviewCount} />
        </span>
      </Link>
      <button
        type="button"
        className={styles.delete}
        onClick={() => onDelete(business)}
        disabled={busy}
        aria-label={`${business.name} 찜 삭제`}
      >
        <Icon name="trash" size={20} />
      </button>
    </article>
  );
}
