import type { SyntheticEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { ProductImage } from '../ui/ProductImage';
import styles from './ModelSummaryCard.module.css';

type Props = {
  model: NonNullable<ItemDetailAnswer['bike']>;
  showCompare: boolean;
  onHideCompare: () => void;
  /** A spec or geometry table was opened (interest in the model, for the recommender). */
  onSpecOpen?: () => void;
};

/**
 * The catalogue model this item is an offer of: a summary linking to the model page (where every
 * business's price is compared), its key specs, and the spec and geometry tables folded away.
 */
export function ModelSummaryCard({ model, showCompare, onHideCompare, onSpecOpen }: Props) {
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) onSpecOpen?.();
  };
  return (
    <section className={styles.section} aria-labelledby="item-model">
      <h2 id="item-model" className={styles.title}>
        모델 정보
      </h2>
      <Link href={`/models/${model.id}`} className={styles.card}>
        <ProductImage src={model.img} alt={`${model.brand.name} ${model.name}`} width={72} height={72} />
        <div className={styles.text}>
          <p className={styles.brand}>
            {model.brand.name} · {model.category.name} · {model.modelYear}년형
          </p>
          <p className={styles.name}>{model.name}</p>
          <p className={styles.summary}>{model.summaryInfo}</p>
        </div>
        <Icon name="chevron-right" size={20} className={styles.chevron} />
      </Link>
      {showCompare ? (
        <div className={styles.compare}>
          <Link href={`/models/${model.id}`} className={styles.compareLink}>
            같은 모델, 다른 매장 가격도 비교해 보세요
          </Link>
          <button type="button" className={styles.hide} onClick={onHideCompare} aria-label="가격 비교 안내 닫기">
            <Icon name="x" size={16} />
          </button>
        </div>
      ) : null}
      {model.specInfo.length > 0 ? (
        <dl className={styles.specs}>
          {model.specInfo.slice(0, 4).map((s) => (
            <div key={s.name} className={styles.spec}>
              <dt>{s.name}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {model.specHtml ? (
        <details className={styles.details} onToggle={onToggle}>
          <summary>상세 사양 보기</summary>
          <div className={styles.table} dangerouslySetInnerHTML={{ __html: model.specHtml }} />
        </details>
      ) : null}
      {model.geometryHtml ? (
        <details className={styles.details} onToggle={onToggle}>
          <summary>지오메트리 보기</summary>
          <div className={styles.table} dangerouslySetInnerHTML={{ __html: model.geometryHtml }} />
        </details>
      ) : null}
    </section>
  );
}
