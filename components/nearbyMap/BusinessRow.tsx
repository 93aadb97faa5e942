import Link from '@/components/ui/AppLink';
import type { NearbyBusiness } from '@/api/item/nearbyMap';
import { Badge } from '../ui/Badge';
import { Rating } from '../ui/Rating';
import styles from './BusinessRow.module.css';

/** One business of the list: name and official badge, distance, open now, rating, what it offers. */
export function BusinessRow({ business, selected }: { business: NearbyBusiness; selected: boolean }) {
  return (
    <li
      id={`business-${business.id}`}
      className={`${styles.row} ${selected ? styles.selected : ''}`}
      data-testid="nearby-business"
    >
      <Link href={`/nearby_store/${business.id}`} className={styles.link}>
        <span className={styles.head}>
          <span className={styles.name}>{business.name}</span>
          {business.isOfficial ? <Badge tone="brand">공식</Badge> : null}
        </span>
        <span className={styles.meta}>
          <span className={styles.distance}>{business.distanceText}</span>
          <span className={business.isOpen ? styles.open : styles.closed}>{business.openText}</span>
        </span>
        <span className={styles.address}>{business.address}</span>
        <span className={styles.foot}>
          <Rating avg={business.ratingAvg} count={business.reviewCount} />
          {business.reviewCount === 0 ? <span className={styles.noReview}>아직 리뷰가 없어요</span> : null}
          {business.categories.length > 0 ? (
            <span className={styles.categories}>{business.categories.join(' · ')}</span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
