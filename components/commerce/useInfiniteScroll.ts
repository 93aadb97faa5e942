import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned element comes within a screen of the viewport. The list also
 * shows a "더 보기" button, so paging works where IntersectionObserver doesn't (and by keyboard).
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  // Kept current after each commit (a ref is not written during render), for the listeners below.
  useEffect(() => {
    callback.current = onReach;
  });

  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 100% 0px' }
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
