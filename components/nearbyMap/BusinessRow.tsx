import Link from '@/components/ui/AppLink';
import type { NearbyStore } from '@/api/item/nearbyMap';
import { Badge } from '../ui/Badge';
import { Rating } from '../ui/Rating';
import styles from './BusinessRow.module.css';

/** One store of the list: name and official badge, distance, open now, rating, what it offers. */
export function BusinessRow({ store, selected }: { store: NearbyStore; selected: boolean }) {
  return (
    <li id={`store-${store.id}`} className={`${styles.row} ${selected ? styles.selected : ''}`} data-testid="nearby-store">
      <Link href={`/nearby_store/${store.id}`} className={styles.link}>
        <span className={styles.head}>
          <span className={styles.name}>{store.name}</span>
          {store.isOfficial ? <Badge tone="brand">공식</Badge> : null}
        </span>
        <span className={styles.meta}>
          <span className={styles.distance}>{store.distanceText}</span>
          <span className={store.isOpen ? styles.open : styles.closed}>{store.openText}</span>
        </span>
        <span className={styles.address}>{store.address}</span>
        <span className={styles.foot}>
          <Rating avg={store.ratingAvg} count={store.reviewCount} />
          {store.reviewCount === 0 ? <span className={styles.noReview}>아직 리뷰가 없어요</span> : null}
          {store.categories.length > 0 ? <span className={styles.categories}>{store.categories.join(' · ')}</span> : null}
        </span>
      </Link>
    </li>
  );
}
