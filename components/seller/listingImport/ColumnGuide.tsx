import { IMPORT_COLUMN_HELP, IMPORT_COLUMNS, IMPORT_LIMITS, type ImportColumn } from '@/lib/seller/listingImportFormat';
import type { ListingCategory } from '@/api/item/sellerListings';
import styles from './ListingImport.module.css';

/** How to fill the template: every column, the options' syntax and the categories a row may name. */
export function ColumnGuide({ categories }: { categories: ListingCategory[] }) {
  return (
    <details className={styles.guide}>
      <summary className={styles.summary}>열마다 적는 법</summary>
      <ul className={styles.guideList}>
        <li>첫 줄은 열 이름이에요. 둘째 줄(#으로 시작하는 설명 줄)과 예시 두 줄은 지우거나 바꿔 적어 주세요.</li>
        <li>
          한 번에 {IMPORT_LIMITS.maxRows}개, {Math.floor(IMPORT_LIMITS.maxFileBytes / 1024)}KB까지 올릴 수 있어요.
        </li>
        <li>
          옵션은 <code>이름:추가금:재고</code>를 <code>|</code>로 이어 써요. 예: <code>S:0:3|M:0:5|L:5000:2</code>
        </li>
        <li>사진 열은 없어요. 사진은 등록한 뒤 상품마다 수정 화면에서 올려 주세요.</li>
      </ul>
      <dl className={styles.columns}>
        {(Object.keys(IMPORT_COLUMNS) as ImportColumn[]).map((key) => (
          <div key={key} className={styles.fact}>
            <dt>{IMPORT_COLUMNS[key]}</dt>
            <dd>{IMPORT_COLUMN_HELP[key]}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>종류에 적을 수 있는 이름: {categories.map((c) => c.name).join(', ')}</p>
    </details>
  );
}
