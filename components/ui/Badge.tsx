import styles from './Badge.module.css';

type Tone = 'brand' | 'neutral' | 'discount' | 'success';

/** Small rounded label (렌탈, 중고, 무료배송, 무이자); a card never shows more than two. */
export function Badge({ children, tone = 'neutral' }: { children: string; tone?: Tone }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
