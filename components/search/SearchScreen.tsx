import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useRouter } from 'next/router';
import { clearRecentKeywords, readRecentKeywords, removeRecentKeyword } from '@/lib/searchKeywords';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { clearSearch, selectSearch, setFocus, setKeyword, setRecentKeywords } from '@/store/searchSlice';
import { AppShell } from '../layout/AppShell';
import { AutoKeywordList } from './AutoKeywordList';
import { FocusPanel } from './FocusPanel';
import { SearchBar } from './SearchBar';
import { SearchResults } from './SearchResults';
import { ToastProvider } from '../ui/Toast';
import { useAutoKeywords } from './useAutoKeywords';
import { useSearchRouting } from './useSearchRouting';
import styles from './SearchScreen.module.css';

const PANEL_ID = 'search-suggestions';

/**
 * /search: the input with its focus state (recent and popular keywords) and auto-complete, then the
 * results of the search the URL names. The bare /search is the focus state itself. The results'
 * hearts toast in the screen's one ToastProvider.
 */
export function SearchScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const search = useAppSelector(selectSearch);
  const { parsed, go } = useSearchRouting();
  const inputRef = useRef<HTMLInputElement>(null);
  useAutoKeywords(search.keyword, search.focus);

  // Recent keywords live on the device: read after mount (the server has none to render). The
  // input may already hold the focus (autofocus happens before hydration, without a focus event).
  useEffect(() => {
    dispatch(setRecentKeywords(readRecentKeywords()));
    if (inputRef.current && document.activeElement === inputRef.current) dispatch(setFocus(true));
  }, [dispatch]);

  const type = useCallback(
    (text: string) => {
      if (!search.focus) dispatch(setFocus(true));
      dispatch(setKeyword(text));
    },
    [dispatch, search.focus]
  );

  const closePanel = useCallback(() => {
    dispatch(setFocus(false));
    inputRef.current?.blur();
  }, [dispatch]);

  const submit = useCallback(
    (text: string) => {
      const keyword = text.normalize('NFC').trim().replace(/\s+/g, ' ');
      closePanel();
      if (!keyword) return;
      // A new keyword starts without the previous keyword's filters (they were chosen for other results).
      go({ ...parsed.request, keyword, filters: keyword === parsed.request.keyword ? parsed.request.filters : [] });
    },
    [closePanel, go, parsed.request]
  );

  const pick = useCallback(
    (keyword: string) => {
      dispatch(setKeyword(keyword));
      closePanel();
    },
    [dispatch, closePanel]
  );

  // Clearing the input starts over: the state is cleared (§4 Search clear) and the URL goes back to
  // the bare /search, whose focus state (recent and popular keywords) is what the visitor needs next.
  const clear = useCallback(() => {
    dispatch(clearSearch());
    void router.push('/search', undefined, { shallow: true });
    dispatch(setFocus(true));
    inputRef.current?.focus();
  }, [dispatch, router]);

  // Keyboard users may tab from the input into the suggestions; anything else closes them.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch(setFocus(false));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') closePanel();
  };
  // A tap inside the suggestions must not blur the input first (the tap would then land on nothing).
  const keepFocus = (event: PointerEvent<HTMLDivElement>) => event.preventDefault();

  const typed = search.keyword.trim();
  const showPanel = search.focus || !parsed.hasRequest;
  return (
    <ToastProvider>
      <AppShell activeTab="search_list">
        <h1 className="visually-hidden">
          {parsed.request.keyword ? `‘${parsed.request.keyword}’ 검색 결과` : '상품 검색'}
        </h1>
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated from the input and suggestion buttons inside */}
        <div className={styles.head} onBlur={onBlur} onKeyDown={onKeyDown}>
          <div className={styles.barRow}>
            <SearchBar
              ref={inputRef}
              keyword={search.keyword}
              dealType={parsed.request.dealType}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the bare /search, where typing is the point
              autoFocus={!parsed.hasRequest}
              onChange={type}
              onFocus={() => dispatch(setFocus(true))}
              onSubmit={submit}
              onClear={clear}
            />
            {search.focus && parsed.hasRequest ? (
              <button type="button" className={styles.cancel} onClick={closePanel}>
                취소
              </button>
            ) : null}
          </div>
          {showPanel ? (
            <div className={styles.panel} onPointerDown={keepFocus}>
              {search.showAutoKeyword && typed ? (
                <AutoKeywordList
                  id={PANEL_ID}
                  typed={typed}
                  dealType={parsed.request.dealType}
                  keywords={search.autoKeywords}
                  onPick={pick}
                />
              ) : (
                <FocusPanel
                  id={PANEL_ID}
                  dealType={parsed.request.dealType}
                  recentKeywords={search.recentKeywords}
                  popularKeywords={search.popularKeywords}
                  onPick={pick}
                  onRemoveRecent={(keyword) => dispatch(setRecentKeywords(removeRecentKeyword(keyword)))}
                  onClearRecent={() => dispatch(setRecentKeywords(clearRecentKeywords()))}
                />
              )}
            </div>
          ) : null}
        </div>
        {parsed.hasRequest && !search.focus ? <SearchResults request={parsed.request} go={go} onPick={pick} /> : null}
      </AppShell>
    </ToastProvider>
  );
}
