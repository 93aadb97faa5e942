import Link from '@/components/ui/AppLink';
import type { NearbyBusiness } from '@/api/item/nearbyMap';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { hrefWithRange } from '../calendar/useRentalRangeQuery';
import { Badge } from '../ui/Badge';
import { Rating } from '../ui/Rating';
import styles from './BusinessRow.module.css';

type Props = { business: NearbyBusiness; selected: boolean; range: RentalRange | null };

/**
 * One business of the list: name and official badge, distance, open now, rating, what it offers.
 * On a dated map, how many of its items are free on the dates; the row opens its item list for them.
 */
export function BusinessRow({ business, selected, range }: Props) {
  const href = range ? hrefWithRange(`/nearby_store/${business.id}/list`, range) : `/nearby_store/${business.id}`;
  return (
    <li
      id={`business-${business.id}`}
      className={`${styles.row} ${selected ? styles.selected : ''}`}
      data-testid="nearby-business"
    >
      <Link href={href} className={styles.link}>
        <span className={styles.head}>
          <span className={styles.name}>{business.name}</span>
          {business.isOfficial ? <Badge tone="brand">공식</Badge> : null}
        </span>
        <span className={styles.meta}>
          <span className={styles.distance}>{business.distanceText}</span>
          <span className={business.isOpen ? styles.open : styles.closed}>{business.openText}</span>
        </span>
        <span className={styles.address}>{business.address}</span>
        {business.freeItemCount !== null ? (
          <span className={styles.free}>이 날짜에 빌릴 수 있는 상품 {business.freeItemCount}개</span>
        ) : null}
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
