import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { UsedItemRow } from '@/api/item/usedItems';
import { ProductImage } from '../ui/ProductImage';
import { PriceBlock } from '../ui/PriceBlock';
import { Badge } from '../ui/Badge';
import styles from './UsedItemList.module.css';

/** Used items as rows (picture left, facts right): grade and business matter as much as the price. */
export function UsedItemList({ items: rows, busy }: { items: UsedItemRow[]; busy: boolean }) {
  return (
    <ul className={styles.list} aria-busy={busy} data-testid="used-item-list">
      {rows.map(({ item, grade, description }) => (
        <li key={item.itemId}>
          <Link href={`/services/${item.itemId}`} className={styles.row}>
            <span className={styles.picture}>
              <ProductImage
                src={item.img}
                alt={item.brandName ? `${item.brandName} ${item.name}` : item.name}
                width={item.imgWidth}
                height={item.imgHeight}
              />
            </span>
            <span className={styles.body}>
              <span className={styles.badges}>
                <Badge tone="neutral">중고</Badge>
                {grade ? <Badge tone="brand">{grade}</Badge> : null}
              </span>
              <span className={styles.name}>{item.name}</span>
              {description ? <span className={styles.description}>{description}</span> : null}
              <PriceBlock price={item.price} originPrice={item.originPrice} discountRate={item.discount} />
              <span className={styles.business}>
                <Icon name="map-pin" size={14} />
                {item.businessName} · {item.businessRegion}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function UsedItemListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLines}>
            <span />
            <span />
            <span />
          </span>
        </li>
      ))}
    </ul>
  );
}
