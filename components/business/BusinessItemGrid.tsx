import Link from '@/components/ui/AppLink';
import type { ItemCardFieldsFragment, ItemRangeFactFieldsFragment } from '@/api/item/generated';
import { hrefWithRange } from '../calendar/useRentalRangeQuery';
import { RangeTotal } from '../item/RangeTotal';
import { Badge } from '../ui/Badge';
import { PriceBlock } from '../ui/PriceBlock';
import { ProductImage } from '../ui/ProductImage';
import { Rating } from '../ui/Rating';
import styles from './BusinessItemGrid.module.css';

const DEAL_BADGE = { RENTAL: '렌탈', SELL: '구매' } as const;

/** A dated list's range and each item's facts for it (issue 31 §1). */
export type DatedGrid = {
  range: { start: string; end: string; rangeDays: number };
  facts: Readonly<Record<number, ItemRangeFactFieldsFragment>>;
};

/** A business's items as a 2-column grid (docs/design.md §4 Product card); each opens its item page. */
export function BusinessItemGrid({
  items,
  busy = false,
  rail = false,
  dated = null,
}: {
  items: ItemCardFieldsFragment[];
  busy?: boolean;
  rail?: boolean;
  /** With a range: each card states its total and units left, and opens its item with the range chosen. */
  dated?: DatedGrid | null;
}) {
  return (
    <ul className={rail ? styles.rail : styles.grid} aria-busy={busy} data-testid="business-item-grid">
      {items.map((item, index) => (
        <li key={item.itemId} className={styles.card}>
          <Link href={hrefWithRange(`/services/${item.itemId}`, dated?.range ?? null)} className={styles.link}>
            <ProductImage
              src={item.img}
              alt={item.brandName ? `${item.brandName} ${item.name}` : item.name}
              width={item.imgWidth}
              height={item.imgHeight}
              priority={index < 2}
            />
            <span className={styles.badges}>
              <Badge tone={item.dealType === 'RENTAL' ? 'brand' : 'neutral'}>
                {item.condition === 'USED' ? '중고' : DEAL_BADGE[item.dealType]}
              </Badge>
            </span>
            {item.brandName ? <span className={styles.brand}>{item.brandName}</span> : null}
            <span className={styles.name}>{item.name}</span>
            <PriceBlock
              price={item.price}
              originPrice={item.originPrice}
              discountRate={item.discount}
              unit={item.dealType === 'RENTAL' ? '1일' : undefined}
            />
            {dated?.facts[item.itemId] ? (
              <RangeTotal
                total={dated.facts[item.itemId].rangeTotal}
                days={dated.range.rangeDays}
                unitsLeft={dated.facts[item.itemId].unitsLeft}
              />
            ) : null}
            <Rating avg={item.ratingAvg} count={item.reviewCount} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function BusinessItemGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}
