import type { ItemCardFieldsFragment, RangeQuoteFieldsFragment } from '@/api/item/generated';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { SearchResultCard } from './SearchResultCard';
import styles from './SearchResultGrid.module.css';

type Props = {
  items: ItemCardFieldsFragment[];
  label: string;
  showDistance?: boolean;
  /** A dated list: its range and the cards' totals (by item id). */
  range?: RentalRange | null;
  quotes?: readonly RangeQuoteFieldsFragment[];
};

/** Products in a 2-column grid (docs/design.md §4 Lists); the first row's pictures load eagerly. */
export function SearchResultGrid({ items, label, showDistance = false, range = null, quotes = [] }: Props) {
  const quoteOf = new Map(quotes.map((quote) => [quote.itemId, quote]));
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.itemId}>
          <SearchResultCard
            item={item}
            priority={index === 0 ? 'lcp' : index < 2}
            showDistance={showDistance}
            range={range}
            quote={quoteOf.get(item.itemId) ?? null}
          />
        </li>
      ))}
    </ul>
  );
}
