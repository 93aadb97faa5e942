import Link from '@/components/ui/AppLink';
import { BadgeCheck, MapPin } from 'lucide-react';
import type { BusinessSemiInfo } from '@/api/item/search';
import { formatDistance } from './SearchResultCard';
import styles from './StoreSummaryList.module.css';

/** Stores with the most results for this search (businessSemiInfos), as a sideways rail. */
export function StoreSummaryList({ stores }: { stores: BusinessSemiInfo[] }) {
  if (stores.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="search-stores">
      <h2 id="search-stores" className={styles.title}>이 상품이 많은 매장</h2>
      <ul className={styles.rail}>
        {stores.map((store) => (
          <li key={store.id}>
            <Link href={`/nearby_store/${store.id}`} className={styles.card}>
              <span className={styles.name}>
                {store.name}
                {store.isOfficial ? <BadgeCheck size={14} aria-label="공식 매장" className={styles.official} /> : null}
              </span>
              <span className={styles.meta}>
                <MapPin size={12} aria-hidden />
                {store.region} · {formatDistance(store.distanceKm)}
              </span>
              <span className={styles.count}>검색 상품 {store.itemCount.toLocaleString('ko-KR')}개</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
