import { useEffect, useRef } from 'react';
import type { AsyncStatus } from '@/store/asyncStatus';
import styles from './MoreRow.module.css';

type Props = {
  hasMore: boolean;
  status: AsyncStatus;
  /** What the list holds, for the end-of-list sentence: `알림을 모두 봤어요`. */
  endText: string;
  shown: number;
  onMore(): void;
};

/**
 * The end of a paged list (docs/design.md §4 Lists: infinite scroll with a visible loading row and an end-of-list
 * message): the next page loads when this row nears the viewport, and the row is a real 더 보기
 * button for keyboards, old browsers and a failed page.
 */
export function MoreRow({ hasMore, status, endText, shown, onMore }: Props) {
  const rowRef = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  // Kept current after each commit (a ref is not written during render), for the listeners below.
  useEffect(() => {
    latest.current = onMore;
  });
  const failed = status === 'failed';

  useEffect(() => {
    const row = rowRef.current;
    if (!row || !hasMore || failed || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' }
    );
    observer.observe(row);
    return () => observer.disconnect();
  }, [hasMore, failed, shown]);

  if (!hasMore) return shown > 0 ? <p className={styles.end}>{endText}</p> : null;
  const loading = status === 'loading';
  return (
    <div ref={rowRef} className={styles.row}>
      {failed ? (
        <p className={styles.error} role="alert">
          다음 목록을 불러오지 못했어요.
        </p>
      ) : null}
      <button type="button" className={styles.button} onClick={onMore} disabled={loading} aria-busy={loading}>
        {loading ? '불러오는 중…' : failed ? '다시 시도' : '더 보기'}
      </button>
    </div>
  );
}
