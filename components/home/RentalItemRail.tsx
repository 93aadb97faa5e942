import Link from '@/components/ui/AppLink';
import type { ItemCardFieldsFragment } from '@/api/item/generated';
import { ProductImage } from '../ui/ProductImage';
import { PriceBlock } from '../ui/PriceBlock';
import { Rating } from '../ui/Rating';
import { Badge } from '../ui/Badge';
import styles from './RentalItemRail.module.css';

/** Popular rentals as a horizontal rail: the thumb scrolls sideways, the page stays short. */
export function RentalItemRail({ items }: { items: ItemCardFieldsFragment[] }) {
  return (
    <ul className={styles.rail}>
      {items.map((item, index) => (
        <li key={item.itemId} className={styles.card}>
          <Link href={`/services/${item.itemId}`} className={styles.link}>
            <ProductImage
              src={item.img}
              alt={item.name}
              width={item.imgWidth}
              height={item.imgHeight}
              priority={index === 0 ? 'lcp' : index < 3}
            />
            <div className={styles.badges}>
              <Badge tone="brand">렌탈</Badge>
              {item.tag1 ? <Badge>{item.tag1}</Badge> : null}
            </div>
            <p className={styles.brand}>{item.brandName}</p>
            <p className={styles.name}>{item.name}</p>
            <PriceBlock price={item.price} originPrice={item.originPrice} discountRate={item.discount} unit="1일" />
            <Rating avg={item.ratingAvg} count={item.reviewCount} />
            <p className={styles.business}>{item.businessName}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
