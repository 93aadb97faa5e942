import { hydrate } from '@/store/hydrate';
import {
  appendSearchResults,
  clearSearch,
  initialSearchState,
  replaceSearchResults,
  searchSlice,
  setAutoKeywords,
  setFocus,
  setKeyword,
  setPopularKeywords,
  setRecentKeywords,
  type SearchState,
} from '@/store/searchSlice';
import { toggleBookmark, type BookmarkToggle } from '@/store/bookmarkToggle';
import { searchPage } from './fixtures';
import { itemCard } from '../item/itemCardFixture';

const reduce = searchSlice.reducer;

function loaded(): SearchState {
  let state = reduce(initialSearchState, replaceSearchResults(searchPage([itemCard(1), itemCard(2)])));
  state = reduce(state, setPopularKeywords([{ rank: 1, keyword: '브롬톤', count: 40 }]));
  state = reduce(state, setRecentKeywords(['한강 자전거 대여']));
  return reduce(state, setFocus(true));
}

describe('search slice', () => {
  it('Search clear resets keyword, focus, items, sorts, filters, magazine section and cursor', () => {
    const before = loaded();
    expect(before.items).toHaveLength(2);
    const after = reduce(before, clearSearch());
    expect(after.keyword).toBe('');
    expect(after.focus).toBe(false);
    expect(after.items).toEqual([]);
    expect(after.sorts).toEqual([]);
    expect(after.filters).toEqual([]);
    expect(after.filterComponents).toEqual([]);
    expect(after.searchMagazineSection).toEqual({ sectionTitle: '', magazines: [] });
    expect(after.searchAfter).toBeNull();
    // Nothing else: the deal type tab, the popular and recent keywords stay as they were.
    expect(after.dealType).toBe(before.dealType);
    expect(after.businessSemiInfos).toEqual(before.businessSemiInfos);
    expect(after.suggestedKeywords).toEqual(before.suggestedKeywords);
    expect(after.popularKeywords).toEqual(before.popularKeywords);
    expect(after.recentKeywords).toEqual(before.recentKeywords);
  });

  it('Lists replace: a first page drops the previous results and takes its cursor and surroundings', () => {
    let state = reduce(initialSearchState, replaceSearchResults(searchPage([itemCard(1), itemCard(2)])));
    state = reduce(state, replaceSearchResults(searchPage([itemCard(7)], { searchAfter: 'cursor-9', totalCount: 1 })));
    expect(state.items.map((i) => i.itemId)).toEqual([7]);
    expect(state.searchAfter).toBe('cursor-9');
    expect(state.totalCount).toBe(1);
    expect(state.filters).toEqual([{ key: 'price', value: '0~50000' }]);
    expect(state.businessSemiInfos[0].name).toBe('한강자전거 여의도점');
    expect(state.status).toBe('succeeded');
  });

  it('Lists append: the next page follows the cursor; the same page twice and repeated items add nothing', () => {
    let state = reduce(initialSearchState, replaceSearchResults(searchPage([itemCard(1), itemCard(2)])));
    const next = { items: [itemCard(2), itemCard(3)], searchAfter: 'cursor-2', totalCount: 45 };
    state = reduce(state, appendSearchResults(next));
    expect(state.items.map((i) => i.itemId)).toEqual([1, 2, 3]);
    expect(state.searchAfter).toBe('cursor-2');
    const again = reduce(state, appendSearchResults(next));
    expect(again.items.map((i) => i.itemId)).toEqual([1, 2, 3]);
    const last = reduce(state, appendSearchResults({ items: [itemCard(4)], searchAfter: null, totalCount: 45 }));
    expect(last.items.map((i) => i.itemId)).toEqual([1, 2, 3, 4]);
    expect(last.searchAfter).toBeNull();
  });

  it('Lists clear: clearing empties the list and its cursor', () => {
    const state = reduce(loaded(), clearSearch());
    expect(state.items).toEqual([]);
    expect(state.searchAfter).toBeNull();
    expect(state.appliedCursors).toEqual([]);
    expect(state.totalCount).toBeNull();
  });

  it('Search bookmark toggle updates isMarked on the matching item only: at once, then the answer', () => {
    const on: BookmarkToggle = {
      target: 'ITEM',
      id: 2,
      kind: 'bookmark',
      active: true,
      previous: { isActiveBookmark: false, isActiveAlarm: false },
    };
    const pending = reduce(loaded(), toggleBookmark.pending('r1', on));
    expect(pending.items.map((i) => i.isMarked)).toEqual([false, true]);
    const confirmed = reduce(
      pending,
      toggleBookmark.fulfilled({ isActiveBookmark: true, isActiveAlarm: false }, 'r1', on)
    );
    expect(confirmed.items.map((i) => i.isMarked)).toEqual([false, true]);
    const elsewhere = reduce(confirmed, toggleBookmark.pending('r2', { ...on, id: 999 }));
    expect(elsewhere.items).toEqual(confirmed.items);
    // A model or a business with the same id is another target: the results stay as they are.
    expect(reduce(confirmed, toggleBookmark.pending('r3', { ...on, target: 'MODEL', id: 1 })).items).toEqual(
      confirmed.items
    );
  });

  it('a refused bookmark toggle puts the heart back as it was', () => {
    const off: BookmarkToggle = {
      target: 'ITEM',
      id: 1,
      kind: 'bookmark',
      active: false,
      previous: { isActiveBookmark: true, isActiveAlarm: false },
    };
    const marked = reduce(
      loaded(),
      toggleBookmark.fulfilled({ isActiveBookmark: true, isActiveAlarm: false }, 'r0', { ...off, active: true })
    );
    const pending = reduce(marked, toggleBookmark.pending('r1', off));
    expect(pending.items.map((i) => i.isMarked)).toEqual([false, false]);
    const rejected = reduce(
      pending,
      toggleBookmark.rejected(null, 'r1', off, { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' })
    );
    expect(rejected.items.map((i) => i.isMarked)).toEqual([true, false]);
  });

  it('shows auto-complete only while a focused input holds text, and ignores answers for older text', () => {
    let state = reduce(initialSearchState, setFocus(true));
    expect(state.showAutoKeyword).toBe(false);
    state = reduce(state, setKeyword('브롬'));
    expect(state.showAutoKeyword).toBe(true);
    const suggestion = { keyword: '브롬톤', type: 'BRAND' as const, subText: 'Brompton', modelId: null };
    state = reduce(state, setAutoKeywords({ keyword: '브', autoKeywords: [suggestion] }));
    expect(state.autoKeywords).toEqual([]);
    state = reduce(state, setAutoKeywords({ keyword: '브롬', autoKeywords: [suggestion] }));
    expect(state.autoKeywords).toEqual([suggestion]);
    state = reduce(state, setKeyword(''));
    expect(state.showAutoKeyword).toBe(false);
    expect(state.autoKeywords).toEqual([]);
  });

  it('takes the server results on hydrate but keeps what the visitor is doing with the input', () => {
    const client = reduce(reduce(initialSearchState, setRecentKeywords(['턴'])), setFocus(true));
    const server = reduce(initialSearchState, replaceSearchResults(searchPage([itemCard(5)])));
    const state = reduce(client, hydrate({ search: server }));
    expect(state.items.map((i) => i.itemId)).toEqual([5]);
    expect(state.recentKeywords).toEqual(['턴']);
    expect(state.focus).toBe(true);
    // Idempotent: the same payload twice gives the same state.
    expect(reduce(state, hydrate({ search: server }))).toEqual(state);
  });

  it('takes popular keywords from a server page that loaded no results (the bare /search)', () => {
    const server = reduce(initialSearchState, setPopularKeywords([{ rank: 1, keyword: '브롬톤', count: 40 }]));
    const state = reduce(initialSearchState, hydrate({ search: server }));
    expect(state.popularKeywords).toHaveLength(1);
    expect(reduce(initialSearchState, hydrate({ search: initialSearchState }))).toEqual(initialSearchState);
  });
});
