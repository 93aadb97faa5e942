import Link from '@/components/ui/AppLink';
import { BadgeCheck, MapPin } from 'lucide-react';
import type { StoreCard } from '@/store/homeSlice';
import { Rating } from '../ui/Rating';
import styles from './NearbyStoreList.module.css';

function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)}m` : `${km.toFixed(1)}km`;
}

/** Stores as 1-column rows, nearest first from the default position. */
export function NearbyStoreList({ stores }: { stores: StoreCard[] }) {
  return (
    <ul className={styles.list}>
      {stores.map((store) => (
        <li key={store.id}>
          <Link href={`/nearby_store/${store.id}`} className={styles.row}>
            <span className={styles.pin} aria-hidden><MapPin size={20} /></span>
            <span className={styles.body}>
              <span className={styles.name}>
                {store.name}
                {store.isOfficial ? (
                  <span className={styles.official}><BadgeCheck size={14} aria-hidden />공식</span>
                ) : null}
              </span>
              <span className={styles.address}>{store.address}</span>
              <Rating avg={store.ratingAvg} count={store.reviewCount} />
            </span>
            <span className={styles.distance}>{formatDistance(store.distanceKm)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
