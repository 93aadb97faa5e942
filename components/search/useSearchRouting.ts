import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useRouter } from 'next/router';
import { addRecentKeyword } from '@/lib/searchKeywords';
import { useShell } from '../shell/ShellContext';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSearch, setRecentKeywords, shownRequest, type SearchRequest } from '@/store/searchSlice';
import { loadSearchPage, recordSearchKeyword } from '@/store/searchThunks';
import { parseSearchUrl, sameRequest, searchUrl } from './searchUrl';

/**
 * The URL is the search. Every change (a keyword, a tab, a sort, a filter) pushes a shallow URL;
 * this hook loads whatever search the URL names when the state does not already hold it (the
 * server rendered it, or the back button returned to it). Each keyword the visitor arrives at is
 * recorded once (인기 검색어) and kept in this device's recent keywords.
 */
export function useSearchRouting() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const shell = useShell();
  const search = useAppSelector(selectSearch);
  const parsed = useMemo(() => parseSearchUrl(router.query), [router.query]);
  const held = useRef(search);
  // Kept current after each commit (a ref is not written during render), for the listeners below.
  useEffect(() => {
    held.current = search;
  });

  useEffect(() => {
    if (!parsed.hasRequest) return;
    const state = held.current;
    if (state.status === 'idle' || !sameRequest(parsed.request, shownRequest(state)))
      void dispatch(loadSearchPage(parsed.request));
  }, [parsed, dispatch]);

  const recorded = useRef<string | null>(null);
  const keyword = parsed.request.keyword;
  useEffect(() => {
    if (!keyword || recorded.current === keyword) return;
    recorded.current = keyword;
    dispatch(setRecentKeywords(addRecentKeyword(keyword)));
    void dispatch(recordSearchKeyword({ keyword, anonyId: shell.anonId, url: window.location.href }));
  }, [keyword, shell.anonId, dispatch]);

  const go = useCallback(
    (request: SearchRequest) => {
      void router.push(searchUrl(request), undefined, { shallow: true, scroll: true });
    },
    [router]
  );

  return { parsed, go };
}
