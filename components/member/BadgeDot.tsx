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

/** An icon with the dot on its top-right corner (the header bell, the tab bar icons). */
export function IconWithDot({ on, label, children }: { on: boolean; label?: string; children: ReactNode }) {
  return (
    <span className={styles.anchor}>
      {children}
      {on ? (
        <span className={styles.corner}>
          <BadgeDot label={label} />
        </span>
      ) : null}
    </span>
  );
}
