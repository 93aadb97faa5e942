import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { BusinessCard } from '@/store/homeSlice';
import { Rating } from '../ui/Rating';
import styles from './NearbyBusinessList.module.css';

function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)}m` : `${km.toFixed(1)}km`;
}

/** Businesses as 1-column rows, nearest first from the default position. */
export function NearbyBusinessList({ businesses }: { businesses: BusinessCard[] }) {
  return (
    <ul className={styles.list}>
      {businesses.map((business) => (
        <li key={business.id}>
          <Link href={`/nearby_store/${business.id}`} className={styles.row}>
            <span className={styles.pin} aria-hidden>
              <Icon name="map-pin" size={20} />
            </span>
            <span className={styles.body}>
              <span className={styles.name}>
                {business.name}
                {business.isOfficial ? (
                  <span className={styles.official}>
                    <Icon name="badge-check" size={14} />
                    공식
                  </span>
                ) : null}
              </span>
              <span className={styles.address}>{business.address}</span>
              <Rating avg={business.ratingAvg} count={business.reviewCount} />
            </span>
            <span className={styles.distance}>{formatDistance(business.distanceKm)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
