import Link from '@/components/ui/AppLink';
import type { PromotionGroupCount } from '@/api/item/promotions';
import { groupListHref } from './saleLinks';
import styles from './GroupChips.module.css';

type Props = { groups: PromotionGroupCount[]; selected: string | null; total: number };

/**
 * The campaign's groups as horizontally scrolling chips (DESIGN filters). Each chip is a link, so
 * the chosen group lives in the URL and a shared link opens the same list.
 */
export function GroupChips({ groups, selected, total }: Props) {
  const chips = [
    { groupName: null, label: '전체', count: total },
    ...groups.map((g) => ({ groupName: g.groupName, label: g.groupName, count: g.totalCount })),
  ];
  return (
    <nav aria-label="세일 그룹" className={styles.bar}>
      <ul className={styles.chips}>
        {chips.map((chip) => {
          const active = chip.groupName === selected;
          return (
            <li key={chip.label}>
              <Link
                href={groupListHref(chip.groupName)}
                scroll={false}
                className={active ? styles.active : styles.chip}
                aria-current={active ? 'page' : undefined}
              >
                {chip.label} <span className={styles.count}>{chip.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
