import { toggleBookmark, type BookmarkToggle } from '@/store/bookmarkToggle';
import { keywordSlice, loadKeywordPage } from '@/store/keywordSlice';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { pageViewer } from './fixtures';
import { itemCard } from '../item/itemCardFixture';

const landing = {
  slug: 'brompton',
  keyword: '브롬톤',
  title: '브롬톤 렌탈과 구매',
  description: '브롬톤을 비교하세요.',
  siteName: '라이드마켓',
  totalCount: 2,
  services: [itemCard(1), itemCard(2)],
};
const pages = [{ slug: 'brompton', keyword: '브롬톤', title: '브롬톤 렌탈과 구매', description: '설명' }];
const unmarked = { isActiveBookmark: false, isActiveAlarm: false };

describe('keyword slice', () => {
  it('loads a landing with the list of landings and the viewer in one operation (pb_keywordsPage)', async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({ data: { me: pageViewer, keywordPage: landing, keywordPages: pages } })
    );
    await store.dispatch(loadKeywordPage('브롬톤'));
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({
      operationName: 'pb_keywordsPage',
      variables: { keyword: '브롬톤', isLanding: true },
    });
    const state = store.getState();
    expect(state.keyword.status).toBe('succeeded');
    expect(state.keyword.title).toBe('브롬톤 렌탈과 구매');
    expect(state.keyword.services.map((s) => s.itemId)).toEqual([1, 2]);
    expect(state.keyword.pages).toEqual(pages);
    expect(state.user).toMatchObject({ isLogin: true, nickname: '한강라이더' });
  });

  it('loads only the list for /keywords', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { me: null, keywordPages: pages } }));
    await store.dispatch(loadKeywordPage(null));
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({
      operationName: 'pb_keywordsPage',
      variables: { isLanding: false },
    });
    expect(store.getState().keyword.services).toEqual([]);
    expect(store.getState().keyword.pages).toEqual(pages);
  });

  it('keeps an unknown landing as NOT_FOUND (the page answers 404)', async () => {
    const { store } = testStore(() =>
      fakeResponse({ data: null, errors: [{ message: '찾으시는 정보가 없어요.', extensions: { code: 'NOT_FOUND' } }] })
    );
    const outcome = await store.dispatch(loadKeywordPage('없는 키워드'));
    expect(outcome.meta.requestStatus).toBe('rejected');
    expect(store.getState().keyword).toMatchObject({ status: 'failed', error: { code: 'NOT_FOUND' } });
  });

  it('the heart on a landing flips the matching service at once and comes back when refused', () => {
    const loaded = keywordSlice.reducer(
      undefined,
      loadKeywordPage.fulfilled({ me: null, keywordPage: landing, keywordPages: pages }, 'request-1', '브롬톤')
    );
    const on: BookmarkToggle = { target: 'ITEM', id: 2, kind: 'bookmark', active: true, previous: unmarked };
    const pending = keywordSlice.reducer(loaded, toggleBookmark.pending('r1', on));
    expect(pending.services.map((s) => s.isMarked)).toEqual([false, true]);
    const rejected = keywordSlice.reducer(
      pending,
      toggleBookmark.rejected(null, 'r1', on, { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' })
    );
    expect(rejected.services.map((s) => s.isMarked)).toEqual([false, false]);
  });

  it('marks a service through the one bookmark thunk (us_setBookmark)', async () => {
    const { store } = testStore((call) =>
      fakeResponse({
        data:
          call.body.operationName === 'us_setBookmark'
            ? { setBookmark: { isActiveBookmark: true, isActiveAlarm: false } }
            : { me: null, keywordPage: landing, keywordPages: pages },
      })
    );
    await store.dispatch(loadKeywordPage('브롬톤'));
    await store.dispatch(toggleBookmark({ target: 'ITEM', id: 1, kind: 'bookmark', active: true, previous: unmarked }));
    expect(store.getState().keyword.services.map((s) => s.isMarked)).toEqual([true, false]);
  });
});
