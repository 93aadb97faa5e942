import type { ReactNode } from 'react';
import styles from './BadgeDot.module.css';

/**
 * The "new" dot of docs/product.md §3 Badges. Colour is never the only signal: screen readers hear
 * `label` (새 소식 by default) where the dot is.
 */
export function BadgeDot({ label = '새 소식' }: { label?: string }) {
  return (
    <span className={styles.dot}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * An icon with the dot on its top-right corner (the header bell, the tab bar icons). Without the dot
 * the icon stands alone: the anchor only places the dot, and the shell renders six of these on every
 * page, most of the time with no dot.
 */
export function IconWithDot({ on, label, children }: { on: boolean; label?: string; children: ReactNode }) {
  if (!on) return children;
  return (
    <span className={styles.anchor}>
      {children}
      <span className={styles.corner}>
        <BadgeDot label={label} />
      </span>
    </span>
  );
}
