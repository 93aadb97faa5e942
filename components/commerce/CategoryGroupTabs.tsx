import type { CategoryGroupTab } from '@/api/item/commerce';
import styles from './CategoryGroupTabs.module.css';

type Props = { groups: CategoryGroupTab[]; selected: string | null; onSelect(name: string): void };

/** Category group tabs with their drawn pictures: the selected group shows its coloured picture. */
export function CategoryGroupTabs({ groups, selected, onSelect }: Props) {
  return (
    <div className={styles.row} role="group" aria-label="카테고리 그룹">
      {groups.map((group) => {
        const active = group.name === selected;
        const picture = active ? group.activeImg : group.inActiveImg;
        return (
          <button
            key={group.name}
            type="button"
            className={styles.tab}
            aria-pressed={active}
            onClick={() => onSelect(group.name)}
          >
            {picture ? (
              // eslint-disable-next-line @next/next/no-img-element -- drawn SVGs come from our own image route
              <img
                className={styles.picture}
                src={picture}
                alt=""
                width={group.imgWidth}
                height={group.imgHeight}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={styles.picture} aria-hidden />
            )}
            <span className={styles.name}>{group.name}</span>
          </button>
        );
      })}
    </div>
  );
}
