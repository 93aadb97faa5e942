import {
  clearContent,
  replaceContents,
  selectContents,
  selectCurrentContent,
  setCurrentContent,
} from '@/store/contentSlice';
import {
  dismissLineBanner,
  replaceLineBanners,
  selectIsLineBannerShown,
  selectLineBanners,
} from '@/store/lineBannerSlice';
import { testStore } from './testStore';

const banner = { id: 1, text: '봄맞이 자전거 점검 20% 할인', linkUrl: '/contents?id=3', tone: 'promotion' };
const content = {
  id: 3,
  img1: '/images/c3.svg',
  img2: null,
  name: '봄맞이 점검',
  link1: null,
  link2: null,
  category: 'EVENT',
  htmlContent: '<p>점검 안내</p>',
};

describe('lineBannerSlice', () => {
  it('shows banners by default (isShow true) until dismissed', () => {
    const { store } = testStore();
    expect(store.getState().lineBanner.isShow).toBe(true);
    expect(selectIsLineBannerShown(store.getState())).toBe(false); // nothing to show yet
    store.dispatch(replaceLineBanners([banner]));
    expect(selectLineBanners(store.getState())).toEqual([banner]);
    expect(selectIsLineBannerShown(store.getState())).toBe(true);
    store.dispatch(dismissLineBanner());
    expect(selectIsLineBannerShown(store.getState())).toBe(false);
  });
});

describe('contentSlice', () => {
  it('holds a list of contents and the current one, and clears', () => {
    const { store } = testStore();
    store.dispatch(replaceContents([content]));
    store.dispatch(setCurrentContent(content));
    expect(selectContents(store.getState())).toEqual([content]);
    expect(selectCurrentContent(store.getState())).toEqual(content);
    store.dispatch(clearContent());
    expect(selectContents(store.getState())).toEqual([]);
    expect(selectCurrentContent(store.getState())).toBeNull();
  });
});
