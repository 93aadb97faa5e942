import styles from './ModelSummaryCard.module.css';

type Props = { isService: boolean; categoryName: string };

/**
 * Where the model block stands on an item without a catalogue model: a service the shop performs
 * (정비·서비스) or equipment whose model is not in the catalogue (모델 미등록), said plainly instead of
 * an empty block (lib/item/serviceCategories.ts, docs/product.md §4 Listings).
 */
export function ModelLessNote({ isService, categoryName }: Props) {
  return (
    <section className={styles.section} aria-labelledby="item-model">
      <h2 id="item-model" className={styles.title}>
        모델 정보
      </h2>
      <div className={styles.card}>
        <div className={styles.text}>
          <p className={styles.brand}>{categoryName}</p>
          <p className={styles.name}>{isService ? '정비·서비스' : '모델 미등록'}</p>
          <p className={styles.summary}>
            {isService
              ? '매장에서 직접 해 드리는 서비스라 모델 정보와 가격 비교가 없어요.'
              : '카탈로그에 아직 없는 모델이라 가격 비교가 없어요. 사진과 설명으로 확인해 주세요.'}
          </p>
        </div>
      </div>
    </section>
  );
}
