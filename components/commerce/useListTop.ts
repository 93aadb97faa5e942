import { useCallback, useRef } from 'react';

/**
 * A list that reloads (new tab, sort or filter) starts at its first row: when the shopper has
 * scrolled past it, bring the top of the list back just under the fixed header and the sticky bar.
 */
export function useListTop() {
  const stickyRef = useRef<HTMLDivElement>(null);
  const listTopRef = useRef<HTMLDivElement>(null);
  const toListTop = useCallback(() => {
    const top = listTopRef.current?.getBoundingClientRect().top;
    const headerHeight = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0;
    const covered = headerHeight + (stickyRef.current?.offsetHeight ?? 0);
    if (top !== undefined && top < covered) window.scrollTo({ top: window.scrollY + top - covered });
  }, []);
  return { stickyRef, listTopRef, toListTop };
}
