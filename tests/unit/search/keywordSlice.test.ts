import { keywordSlice, loadKeywordPage, toggleKeywordBookmark } from '@/store/keywordSlice';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { searchItem } from './fixtures';

const landing = {
  slug: 'brompton', keyword: '브롬톤', title: '브롬톤 렌탈과 구매', description: '브롬톤을 비교하세요.', siteName: '라이드마켓',
  totalCount: 2, services: [searchItem(1), searchItem(2)],
};
const pages = [{ slug: 'brompton', keyword: '브롬톤', title: '브롬톤 렌탈과 구매', description: '설명' }];

describe('keyword slice', () => {
  it('loads a landing (pb_keywordPage) together with the list of landings (pb_keywordPages)', async () => {
    const { store, transport } = testStore((call) => fakeResponse({
      data: call.body.operationName === 'pb_keywordPage' ? { keywordPage: landing } : { keywordPages: pages },
    }));
    await store.dispatch(loadKeywordPage('브롬톤'));
    expect(transport.calls.map((c) => c.body.operationName).sort()).toEqual(['pb_keywordPage', 'pb_keywordPages']);
    const state = store.getState().keyword;
    expect(state.status).toBe('succeeded');
    expect(state.title).toBe('브롬톤 렌탈과 구매');
    expect(state.services.map((s) => s.itemId)).toEqual([1, 2]);
    expect(state.pages).toEqual(pages);
  });

  it('loads only the list for /keywords', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { keywordPages: pages } }));
    await store.dispatch(loadKeywordPage(null));
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['pb_keywordPages']);
    expect(store.getState().keyword.services).toEqual([]);
  });

  it('Search bookmark toggle on a landing updates isMarked on the matching service only', () => {
    const loaded = keywordSlice.reducer(undefined, { type: 'keyword/load/fulfilled', payload: { page: landing, pages } });
    const next = keywordSlice.reducer(loaded, keywordSlice.actions.toggleKeywordServiceBookmark({ itemId: 2, isMarked: true }));
    expect(next.services.map((s) => s.isMarked)).toEqual([false, true]);
  });

  it('marks a service once us_setBookmark confirms it', async () => {
    const { store } = testStore((call) => fakeResponse({
      data: call.body.operationName === 'us_setBookmark' ? { setBookmark: { isActiveBookmark: true, isActiveAlarm: false } }
        : call.body.operationName === 'pb_keywordPage' ? { keywordPage: landing } : { keywordPages: pages },
    }));
    await store.dispatch(loadKeywordPage('브롬톤'));
    await store.dispatch(toggleKeywordBookmark({ itemId: 1, active: true }));
    expect(store.getState().keyword.services.map((s) => s.isMarked)).toEqual([true, false]);
  });
});
