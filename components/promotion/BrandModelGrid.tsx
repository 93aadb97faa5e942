import Link from '@/components/ui/AppLink';
import type { ModelCardFieldsFragment } from '@/api/item/generated';
import { discountRate } from '@/lib/money';
import { PriceBlock } from '../ui/PriceBlock';
import { ProductImage } from '../ui/ProductImage';
import styles from './BrandModelGrid.module.css';

/** The price a brand model card leads with: the lowest new sale price, else the one-day rental. */
function CardPrice({ model }: { model: ModelCardFieldsFragment }) {
  if (model.lowestPrice !== null) {
    return (
      <PriceBlock
        price={model.lowestPrice}
        originPrice={model.releasePrice}
        discountRate={discountRate(model.releasePrice, model.lowestPrice)}
        prefix="최저"
      />
    );
  }
  if (model.lowestRentalPrice !== null) {
    return (
      <PriceBlock
        price={model.lowestRentalPrice}
        originPrice={model.lowestRentalPrice}
        discountRate={0}
        unit="렌탈 1일"
      />
    );
  }
  return null;
}

export function BrandModelGrid({ models }: { models: ModelCardFieldsFragment[] }) {
  return (
    <ul className={styles.grid}>
      {models.map((model) => (
        <li key={model.id}>
          <Link href={`/models/${model.id}`} className={styles.link}>
            <ProductImage src={model.img} alt={model.name} width={model.imgWidth} height={model.imgHeight} />
            <p className={styles.meta}>
              {model.modelYear}년형 · {model.categoryName}
            </p>
            <h3 className={styles.name}>{model.name}</h3>
            <CardPrice model={model} />
            <p className={styles.offers}>판매·렌탈 {model.itemCount}곳</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
