import type { UsedCategoryTemplate } from '@/api/item/usedItems';
import styles from './UsedCategoryTabs.module.css';
import { groupDigits } from '@/lib/digits';

type Props = { templates: UsedCategoryTemplate[]; selected: string; onSelect(key: string): void };

/** Category tabs of the used list (전체 first), each with how many used items it holds. */
export function UsedCategoryTabs({ templates, selected, onSelect }: Props) {
  return (
    <div className={styles.row} role="group" aria-label="카테고리">
      {templates.map((t) => (
        <button
          key={t.key}
          type="button"
          className={styles.tab}
          aria-pressed={t.key === selected}
          onClick={() => onSelect(t.key)}
        >
          {t.name}
          <span className={styles.count}>
            <span className={styles.srOnly}>, </span>
            {groupDigits(t.itemCount)}
            <span className={styles.srOnly}>개</span>
          </span>
        </button>
      ))}
    </div>
  );
}
