import type { SearchSortKey, SearchSortOption } from '@/api/item/search';
import styles from './SortSelect.module.css';

/** The six sorts as a native select: the phone's own picker, labelled, usable with a keyboard. */
export function SortSelect({
  sorts,
  value,
  onChange,
}: {
  sorts: SearchSortOption[];
  value: SearchSortKey;
  onChange(sort: SearchSortKey): void;
}) {
  if (sorts.length === 0) return null;
  return (
    <label className={styles.wrap}>
      <span className="visually-hidden">정렬</span>
      <select
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSortKey)}
      >
        {sorts.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}
