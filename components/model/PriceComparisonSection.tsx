import { useState } from 'react';
import type { PriceComparison } from '@/api/item/modelDetail';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { hrefWithRange } from '../calendar/useRentalRangeQuery';
import { SectionHeader } from '../ui/SectionHeader';
import { lowestNewId, businessCount } from './offers';
import { PriceComparisonRow } from './PriceComparisonRow';
import styles from './PriceComparisonSection.module.css';

type Tab = 'sell' | 'rental';
const TABS: { key: Tab; label: string }[] = [
  { key: 'sell', label: '구매' },
  { key: 'rental', label: '렌탈' },
];

/**
 * Every business's offer, cheapest first, sale and rental on their own tabs. Both panels are in the
 * server HTML (a crawler reads every offer); the shopper sees one at a time. With a chosen range the
 * rental rows carry it on, so the item opens with those dates (or offers 빈자리 알림 for them).
 */
export function PriceComparisonSection({
  comparison,
  range = null,
}: {
  comparison: PriceComparison;
  range?: RentalRange | null;
}) {
  const [tab, setTab] = useState<Tab>(
    comparison.sell.itemCount > 0 || comparison.rental.itemCount === 0 ? 'sell' : 'rental'
  );
  return (
    <section className={styles.section} aria-labelledby="price-comparison">
      <SectionHeader
        id="price-comparison"
        title="가격 비교"
        subtitle={`매장 ${businessCount(comparison)}곳의 상품 ${comparison.itemCount}개를 가격 낮은 순으로 보여드려요`}
      />
      <div className={styles.tabs} role="tablist" aria-label="구매·렌탈">
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            id={`price-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`price-panel-${key}`}
            className={tab === key ? styles.tabActive : styles.tab}
            onClick={() => setTab(key)}
          >
            {label} <span className={styles.count}>{comparison[key].itemCount}</span>
          </button>
        ))}
      </div>
      {TABS.map(({ key, label }) => (
        <div
          key={key}
          id={`price-panel-${key}`}
          role="tabpanel"
          aria-labelledby={`price-tab-${key}`}
          hidden={tab !== key}
        >
          {comparison[key].items.length === 0 ? (
            <p className={styles.empty}>지금 {label}할 수 있는 매장이 없어요.</p>
          ) : (
            <ol className={styles.list}>
              {comparison[key].items.map((offer) => (
                <li key={offer.item.itemId}>
                  <PriceComparisonRow
                    offer={offer}
                    isLowest={offer.item.itemId === lowestNewId(comparison[key].items)}
                    href={hrefWithRange(`/services/${offer.item.itemId}`, key === 'rental' ? range : null)}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}
