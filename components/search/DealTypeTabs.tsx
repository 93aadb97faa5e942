import Link from '@/components/ui/AppLink';
import type { SearchDealType } from '@/api/item/search';
import type { SearchRequest } from '@/store/searchSlice';
import { searchUrl } from './searchUrl';
import styles from './DealTypeTabs.module.css';

const TABS: { dealType: SearchDealType; label: string }[] = [
  { dealType: 'RENTAL', label: '렌탈' },
  { dealType: 'SELL', label: '구매' },
];

/** RENTAL / SELL: links, so each tab is its own URL; switching keeps the keyword and the sort, not the filters. */
export function DealTypeTabs({ request }: { request: SearchRequest }) {
  return (
    <nav className={styles.tabs} aria-label="거래 유형">
      {TABS.map(({ dealType, label }) => {
        const selected = dealType === request.dealType;
        return (
          <Link
            key={dealType}
            href={searchUrl({ ...request, dealType, filters: [] })}
            shallow
            className={selected ? styles.selected : styles.tab}
            aria-current={selected ? 'page' : undefined}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
