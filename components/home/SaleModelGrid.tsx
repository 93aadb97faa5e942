import Link from '@/components/ui/AppLink';
import type { ModelCardFieldsFragment } from '@/api/item/generated';
import { discountRate } from '@/lib/money';
import { ProductImage } from '../ui/ProductImage';
import { PriceBlock } from '../ui/PriceBlock';
import { Rating } from '../ui/Rating';
import styles from './SaleModelGrid.module.css';

/** Sale models in a 2-column grid; the price is the lowest across businesses, the point of comparing. */
export function SaleModelGrid({ models }: { models: ModelCardFieldsFragment[] }) {
  return (
    <ul className={styles.grid}>
      {models.map((model) => (
        <li key={model.id}>
          <Link href={`/models/${model.id}`} className={styles.link}>
            <ProductImage
              src={model.img}
              alt={`${model.brandName} ${model.name}`}
              width={model.imgWidth}
              height={model.imgHeight}
            />
            <p className={styles.brand}>
              {model.brandName} · {model.categoryName}
            </p>
            <p className={styles.name}>{model.name}</p>
            {model.lowestPrice !== null ? (
              <PriceBlock
                price={model.lowestPrice}
                originPrice={model.maxOriginPrice ?? model.lowestPrice}
                discountRate={discountRate(model.maxOriginPrice ?? model.lowestPrice, model.lowestPrice)}
                prefix="최저"
              />
            ) : null}
            <p className={styles.meta}>
              <span>판매처 {model.businessCount}곳</span>
            </p>
            <Rating avg={model.ratingAvg} count={model.reviewCount} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
