import type { ReactNode } from 'react';
import styles from './DemoBanner.module.css';

/**
 * DEMO_MODE=on: a strip on top of every page says that nothing here is real, so no one mistakes the
 * sandbox phone check or payment for the real thing. It stays in the flow (pushing the page down)
 * and pins itself to the top; the fixed header and sticky bars move below it through
 * --demo-banner-h, which this wrapper sets for everything inside.
 */
export function DemoBanner({ children }: { children: ReactNode }) {
  return (
    <div className={styles.demo}>
      {/* A landmark of its own, so no content sits outside the page's landmarks (axe `region`). */}
      <aside className={styles.strip} aria-label="데모 모드 안내">
        <p className={styles.banner} role="note" data-testid="demo-banner">
          <strong>데모 모드</strong> · 결제와 본인인증은 가상으로 처리돼요
        </p>
      </aside>
      {children}
    </div>
  );
}
