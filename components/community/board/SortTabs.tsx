import Link from '@/components/ui/AppLink';
import type { CommunitySort } from '@/api/item/communityBoard';
import { communityListPath } from './communityLinks';
import styles from './CommunityBoardScreen.module.css';

const SORTS: { value: CommunitySort; label: string }[] = [
  { value: 'LATEST', label: '최신' },
  { value: 'POPULAR', label: '인기' },
];

/** 최신 / 인기 as links, so each order is its own server-rendered address. */
export function SortTabs({ boardCode, sort }: { boardCode: string | null; sort: CommunitySort }) {
  return (
    <ul className={styles.sorts} aria-label="정렬">
      {SORTS.map((s) => (
        <li key={s.value}>
          <Link
            href={communityListPath(boardCode, s.value)}
            className={s.value === sort ? styles.sortActive : styles.sort}
            aria-current={s.value === sort ? 'true' : undefined}
          >
            {s.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
