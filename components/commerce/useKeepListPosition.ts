import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { keepListPosition, releaseKeepData } from '@/store/commerceListSlice';

/** The pages router's key of the current history entry (the same entry again means back/forward). */
function historyKey(): string | null {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : null;
}

/**
 * Coming back to the list keeps its data and scroll position (docs/product.md §3 Commerce list: isKeepData, scrollTop).
 * `keep` is called when the shopper opens a model. On the next mount of the list: if this is the
 * same history entry (the shopper went back), the kept scroll position is restored; a new visit
 * by a link starts at the top. Either way the keep is released, so it applies once.
 */
export function useKeepListPosition() {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    const { isKeepData, scrollTop, historyKey: keptKey } = store.getState().commerceList;
    if (!isKeepData) return;
    if (keptKey !== null && keptKey === historyKey()) {
      // After this paint: the kept cards are in the DOM, so the page is tall enough to scroll to.
      requestAnimationFrame(() => window.scrollTo({ top: scrollTop, behavior: 'instant' }));
    }
    dispatch(releaseKeepData());
  }, [dispatch, store]);

  return useCallback(() => {
    dispatch(keepListPosition({ scrollTop: window.scrollY, historyKey: historyKey() }));
  }, [dispatch]);
}
