import { Icon } from '@/components/ui/Icon';
import type { CommerceSort } from '@/api/item/commerce';
import styles from './SortSelect.module.css';

type Props = { sorts: CommerceSort[]; value: string; onChange(key: string): void };

/** A native select: the phone's own picker, labelled for screen readers. */
export function SortSelect({ sorts, value, onChange }: Props) {
  return (
    <label className={styles.wrap}>
      <span className={styles.srOnly}>정렬</span>
      <Icon name="arrow-up-down" size={16} className={styles.icon} />
      <select className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {sorts.map((s) => (
          <option key={s.key} value={s.key}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
