import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import {
  loadContent,
  selectCurrentContent,
  selectCurrentContentInfo,
  selectRelatedMagazines,
} from '@/store/contentSlice';
import { loadMagazinesPage, selectMagazineSections, selectMagazineStatus } from '@/store/magazineSlice';
import { hydrate } from '@/store/hydrate';

const card = {
  id: 4,
  name: '북한강 자전거길',
  summary: '하루 코스',
  img: '/app/v4/images/4',
  imgWidth: 1200,
  imgHeight: 630,
  publishedAt: '2026-09-05T01:00:00.000Z',
};
const content = {
  id: 3,
  img1: '/app/v4/images/3',
  img2: null,
  name: '한강 코스 5',
  link1: '/nearby_store/map',
  link2: null,
  category: 'MAGAZINE',
  htmlContent: '<p>본문</p>',
  summary: '요약',
  publishedAt: '2026-05-08T01:00:00.000Z',
  img1Id: 3,
  imgWidth: 1200,
  imgHeight: 630,
  relatedMagazines: [card],
};

describe('contentSlice load', () => {
  it('keeps the Content fields of docs/product.md §3 Content apart from what the page shows around them', async () => {
    const { store } = testStore(() => fakeResponse({ data: { me: null, content } }));
    await store.dispatch(loadContent(3));
    expect(selectCurrentContent(store.getState())).toEqual({
      id: 3,
      img1: '/app/v4/images/3',
      img2: null,
      name: '한강 코스 5',
      link1: '/nearby_store/map',
      link2: null,
      category: 'MAGAZINE',
      htmlContent: '<p>본문</p>',
    });
    expect(selectCurrentContentInfo(store.getState())).toEqual({
      summary: '요약',
      publishedAt: '2026-05-08T01:00:00.000Z',
      img1Id: 3,
      imgWidth: 1200,
      imgHeight: 630,
    });
    expect(selectRelatedMagazines(store.getState())).toEqual([card]);
  });

  it('remembers the asked id and the NOT_FOUND error when the content is missing', async () => {
    const { store } = testStore(() =>
      fakeResponse({ errors: [{ message: '콘텐츠를 찾을 수 없어요.', extensions: { code: 'NOT_FOUND' } }], data: null })
    );
    await store.dispatch(loadContent(99));
    const state = store.getState().content;
    expect(state.status).toBe('failed');
    expect(state.error?.code).toBe('NOT_FOUND');
    expect(state.requestedId).toBe(99);
  });
});

describe('magazineSlice', () => {
  it('loads the sections (sectionTitle, magazines) and takes them again on hydrate, idempotently', async () => {
    const sections = [{ id: 1, sectionTitle: '이번 주 추천 코스', magazines: [card] }];
    const { store } = testStore(() => fakeResponse({ data: { me: null, magazineSections: sections } }));
    await store.dispatch(loadMagazinesPage());
    expect(selectMagazineSections(store.getState())).toEqual(sections);
    const server = store.getState();
    const { store: browser } = testStore();
    browser.dispatch(hydrate(server as unknown as Record<string, unknown>));
    browser.dispatch(hydrate(server as unknown as Record<string, unknown>));
    expect(selectMagazineSections(browser.getState())).toEqual(sections);
    expect(selectMagazineStatus(browser.getState())).toBe('succeeded');
  });
});
