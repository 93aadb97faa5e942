import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { BusinessSemiInfo } from '@/api/item/search';
import { formatDistance } from './SearchResultCard';
import styles from './BusinessSummaryList.module.css';
import { groupDigits } from '@/lib/digits';

/** Businesses with the most results for this search (businessSemiInfos), as a sideways rail. */
export function BusinessSummaryList({ businesses }: { businesses: BusinessSemiInfo[] }) {
  if (businesses.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="search-businesses">
      <h2 id="search-businesses" className={styles.title}>
        이 상품이 많은 매장
      </h2>
      <ul className={styles.rail}>
        {businesses.map((business) => (
          <li key={business.id}>
            <Link href={`/nearby_store/${business.id}`} className={styles.card}>
              <span className={styles.name}>
                {business.name}
                {business.isOfficial ? (
                  <Icon name="badge-check" size={14} label="공식 매장" className={styles.official} />
                ) : null}
              </span>
              <span className={styles.meta}>
                <Icon name="map-pin" size={12} />
                {business.region} · {formatDistance(business.distanceKm)}
              </span>
              <span className={styles.count}>검색 상품 {groupDigits(business.itemCount)}개</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
