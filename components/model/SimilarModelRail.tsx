import Link from '@/components/ui/AppLink';
import type { SimilarModels } from '@/api/item/modelDetail';
import { formatWon } from '@/lib/money';
import { ProductImage } from '../ui/ProductImage';
import { Rating } from '../ui/Rating';
import { SectionHeader } from '../ui/SectionHeader';
import styles from './SimilarModelRail.module.css';

/** Models of the same category with close price and spec, in a row that scrolls sideways. */
export function SimilarModelRail({ similar }: { similar: SimilarModels }) {
  if (similar.models.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="similar-models">
      <SectionHeader id="similar-models" title={similar.sectionTitle} />
      <ul className={styles.rail}>
        {similar.models.map((model) => (
          <li key={model.id} className={styles.card}>
            <Link href={`/models/${model.id}`} className={styles.link}>
              <ProductImage
                src={model.img}
                alt={`${model.brandName} ${model.name}`}
                width={model.imgWidth}
                height={model.imgHeight}
              />
              <p className={styles.brand}>{model.brandName}</p>
              <p className={styles.name}>{model.name}</p>
              {model.lowestPrice !== null || model.lowestRentalPrice !== null ? (
                <p className={styles.price}>
                  <span className={styles.unit}>{model.lowestPrice !== null ? '최저' : '렌탈 1일'}</span>
                  <strong>{formatWon(model.lowestPrice ?? model.lowestRentalPrice ?? 0)}</strong>
                </p>
              ) : null}
              <Rating avg={model.ratingAvg} count={model.reviewCount} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
