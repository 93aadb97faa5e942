import { useEffect, useRef } from 'react';
import styles from './LoadMore.module.css';

type Props = { hasMore: boolean; loading: boolean; failed: boolean; shownCount: number; totalCount: number; onLoadMore(): void };

/**
 * Infinite scroll: when the row comes near the viewport, the next page loads. The same row is a real
 * 더 보기 button (no IntersectionObserver, a keyboard, a failed page), and says when the list ends.
 */
export function LoadMore({ hasMore, loading, failed, shownCount, totalCount, onLoadMore }: Props) {
  const rowRef = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const row = rowRef.current;
    if (!row || !hasMore || failed || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '600px 0px' });
    observer.observe(row);
    return () => observer.disconnect();
  }, [hasMore, failed, shownCount]);

  if (!hasMore) {
    return shownCount > 0 ? <p className={styles.end}>{totalCount.toLocaleString('ko-KR')}개 상품을 모두 봤어요.</p> : null;
  }
  return (
    <div ref={rowRef} className={styles.row}>
      {failed ? <p className={styles.error} role="alert">다음 상품을 불러오지 못했어요.</p> : null}
      <button type="button" className={styles.button} onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? '불러오는 중…' : failed ? '다시 시도' : `더 보기 (${shownCount.toLocaleString('ko-KR')}/${totalCount.toLocaleString('ko-KR')})`}
      </button>
    </div>
  );
}
