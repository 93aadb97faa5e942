import Link from '@/components/ui/AppLink';
import type { ReactNode } from 'react';
import type { SellerTodayEntry } from '@/api/order/sellerToday';
import { TodayEntryRow } from './TodayEntryRow';
import styles from './SellerTodayScreen.module.css';

type Props = {
  id: string;
  title: string;
  count: number;
  entries: SellerTodayEntry[];
  /** One short sentence when there is nothing (docs/design.md §5 Empty). */
  empty: string;
  /** The console list this group comes from, for the whole backlog. */
  more?: { href: string; label: string };
  note?: ReactNode;
};

/** A card of the agenda: its title with the count, the rows, or what an empty group means. */
export function TodayGroup({ id, title, count, entries, empty, more, note }: Props) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <header className={styles.groupHead}>
        <h2 id={id} className={styles.groupTitle}>
          {title} <span className={styles.count}>{count}건</span>
        </h2>
        {more ? (
          <Link href={more.href} className={styles.more}>
            {more.label}
          </Link>
        ) : null}
      </header>
      {note}
      {entries.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.rows}>
          {entries.map((entry) => (
            <li key={`${id}-${entry.id}`}>
              <TodayEntryRow entry={entry} />
            </li>
          ))}
        </ul>
      )}
      {count > entries.length ? (
        <p className={styles.empty}>{`외 ${count - entries.length}건은 목록에서 볼 수 있어요.`}</p>
      ) : null}
    </section>
  );
}
