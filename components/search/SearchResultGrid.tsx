import type { ItemCardFieldsFragment } from '@/api/item/generated';
import { SearchResultCard } from './SearchResultCard';
import styles from './SearchResultGrid.module.css';

type Props = {
  items: ItemCardFieldsFragment[];
  label: string;
  showDistance?: boolean;
};

/** Products in a 2-column grid (docs/design.md §4 Lists); the first row's pictures load eagerly. */
export function SearchResultGrid({ items, label, showDistance = false }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.itemId}>
          <SearchResultCard item={item} priority={index === 0 ? 'lcp' : index < 2} showDistance={showDistance} />
        </li>
      ))}
    </ul>
  );
}
