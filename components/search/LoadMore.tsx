import { useEffect, useRef } from 'react';
import { SEARCH_COUNT_CAP } from '@/lib/searchCount';
import styles from './LoadMore.module.css';
import { groupDigits } from '@/lib/digits';

type Props = {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  shownCount: number;
  totalCount: number;
  onLoadMore(): void;
};

/** The count beside 더 보기: "1,234", or "1만 개 이상" once the service stopped counting. */
const totalText = (total: number) => (total >= SEARCH_COUNT_CAP ? '1만 개 이상' : groupDigits(total));

/** How far below the screen the next page starts loading, so that a scrolling shopper never waits. */
const PRELOAD_PX = 600;

/**
 * Infinite scroll: while the row is still below the screen and comes within PRELOAD_PX of it, the
 * next page loads. The same row is a real 더 보기 button (no IntersectionObserver, a keyboard, a
 * failed page), and says when the list ends.
 *
 * Once the button is on screen (a flick that lands on it, a keyboard's focus, a short page) it is the
 * shopper's control: loading by itself then would push it away under their thumb, a card taking its
 * place, and end the list before the tap lands. So only a row still off screen loads by itself.
 */
export function LoadMore({ hasMore, loading, failed, shownCount, totalCount, onLoadMore }: Props) {
  const rowRef = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  // Kept current after each commit (a ref is not written during render), for the listeners below.
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const row = rowRef.current;
    if (!row || !hasMore || failed || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const screenBottom = (entries[0]?.rootBounds?.bottom ?? window.innerHeight + PRELOAD_PX) - PRELOAD_PX;
        if (entries.some((entry) => entry.isIntersecting && entry.boundingClientRect.top >= screenBottom))
          latest.current();
      },
      { rootMargin: `0px 0px ${PRELOAD_PX}px 0px` }
    );
    observer.observe(row);
    return () => observer.disconnect();
  }, [hasMore, failed, shownCount]);

  if (!hasMore) {
    // The end of the list: what was shown is the whole count, even past the cap of the count itself.
    return shownCount > 0 ? (
      <p className={styles.end}>{groupDigits(Math.max(shownCount, totalCount))}개 상품을 모두 봤어요.</p>
    ) : null;
  }
  return (
    <div ref={rowRef} className={styles.row}>
      {failed ? (
        <p className={styles.error} role="alert">
          다음 상품을 불러오지 못했어요.
        </p>
      ) : null}
      <button type="button" className={styles.button} onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading
          ? '불러오는 중…'
          : failed
            ? '다시 시도'
            : `더 보기 (${groupDigits(shownCount)}/${totalText(totalCount)})`}
      </button>
    </div>
  );
}
