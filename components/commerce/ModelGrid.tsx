import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { CommerceModel } from '@/api/item/commerce';
import { discountRate } from '@/lib/money';
import { ProductImage } from '../ui/ProductImage';
import { PriceBlock } from '../ui/PriceBlock';
import { Rating } from '../ui/Rating';
import styles from './ModelGrid.module.css';

type Props = {
  models: CommerceModel[];
  /** Called before leaving for a model, so the list can keep its place. */
  onOpen(): void;
  busy: boolean;
};

/** Models in a 2-column grid with the lowest price across businesses: the price comparison is the point. */
export function ModelGrid({ models, onOpen, busy }: Props) {
  return (
    <ul className={styles.grid} aria-busy={busy} data-testid="commerce-model-grid">
      {models.map(({ model, ...row }) => (
        <li key={model.id}>
          <Link href={`/models/${model.id}`} className={styles.link} onClick={onOpen}>
            <ProductImage
              src={model.img}
              alt={`${model.brandName} ${model.name}`}
              width={model.imgWidth}
              height={model.imgHeight}
            />
            <p className={styles.brand}>
              {row.isElect ? <Icon name="zap" size={12} label="전기자전거" className={styles.elect} /> : null}
              {model.brandName} · {model.categoryName}
            </p>
            <p className={styles.name}>{model.name}</p>
            <PriceBlock
              price={row.matchingMinPrice}
              originPrice={row.matchingMaxOriginPrice}
              discountRate={discountRate(row.matchingMaxOriginPrice, row.matchingMinPrice)}
              prefix="최저"
            />
            <p className={styles.meta}>판매처 {row.matchingBusinessCount}곳</p>
            <Rating avg={model.ratingAvg} count={model.reviewCount} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The loading layout: the grid's own size, so nothing jumps when the cards arrive. */
export function ModelGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  );
}
