import type { ModelSummary } from '@/api/item/modelDetail';
import { formatWon } from '@/lib/money';
import { ProductImage } from '../ui/ProductImage';
import styles from './ModelSummarySection.module.css';

/** The picture, the names, what the model is, and the lowest price across businesses. */
export function ModelSummarySection({ model }: { model: ModelSummary }) {
  return (
    <section className={styles.summary} aria-labelledby="model-name">
      <div className={styles.picture}>
        <ProductImage
          src={model.img}
          alt={model.imgAlt}
          width={model.imgWidth}
          height={model.imgHeight}
          priority="lcp"
          rounded={false}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>
          {model.brand} · {model.category}
        </p>
        <h2 id="model-name" className={styles.name}>
          {model.name}
        </h2>
        <p className={styles.info}>{model.summaryInfo}</p>
        <p className={styles.facts}>{model.infoSummary}</p>
        <a href="#reviews" className={styles.reviews}>
          {model.reviewSummary}
        </a>
        <dl className={styles.prices}>
          {model.lowestSellPrice !== null ? (
            <div className={styles.priceRow}>
              <dt>구매 최저가</dt>
              <dd>
                <strong className={styles.price}>{formatWon(model.lowestSellPrice)}</strong>
              </dd>
            </div>
          ) : null}
          {model.lowestRentalPrice !== null ? (
            <div className={styles.priceRow}>
              <dt>렌탈 최저가</dt>
              <dd>
                <span className={styles.unit}>1일</span>{' '}
                <strong className={styles.price}>{formatWon(model.lowestRentalPrice)}</strong>
              </dd>
            </div>
          ) : null}
          {model.lowestSellPrice === null && model.lowestRentalPrice === null ? (
            <div className={styles.priceRow}>
              <dt>판매 현황</dt>
              <dd className={styles.none}>지금은 판매하거나 렌탈하는 매장이 없어요</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
