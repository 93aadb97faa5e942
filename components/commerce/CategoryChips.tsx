import { Icon } from '@/components/ui/Icon';
import type { CategoryChip } from '@/store/bikeCommerceFilterSlice';
import styles from './CategoryChips.module.css';

type Props = { categories: CategoryChip[]; selected: string | null; onSelect(key: string): void };

/** The selected group's categories; electric ones carry a lightning mark and the word 전기 for screen readers. */
export function CategoryChips({ categories, selected, onSelect }: Props) {
  return (
    <div className={styles.row} role="group" aria-label="카테고리">
      {categories.map((category) => (
        <button
          key={category.key}
          type="button"
          className={styles.chip}
          aria-pressed={category.key === selected}
          onClick={() => onSelect(category.key)}
        >
          {category.isElect ? (
            <span className={styles.elect}>
              <Icon name="zap" size={14} />
              <span className={styles.srOnly}>전기자전거 </span>
            </span>
          ) : null}
          {category.name}
        </button>
      ))}
    </div>
  );
}
