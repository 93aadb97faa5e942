import {
  clearUser,
  initialUserState,
  patchUser,
  selectIsBusiness,
  selectIsLogin,
  selectUser,
  selectUserId,
  setUser,
} from '@/store/userSlice';
import { testStore } from './testStore';
import { fakeResponse } from '../api/fakeFetch';
import { loadViewer } from '@/store/viewerThunks';

const profile = {
  id: 7,
  name: '김라이드',
  phone: '010-****-1234',
  cardNum: '**** **** **** 1234',
  img: null,
  point: 3500,
  registKeyType: 'EMAIL',
  nickname: '한강라이더',
  nickType: 'USER',
  businessId: null,
};

describe('userSlice (docs/product.md §4)', () => {
  it('User: becomes logged in when an id is present', () => {
    const { store } = testStore();
    expect(selectIsLogin(store.getState())).toBe(false);
    store.dispatch(setUser(profile));
    expect(selectIsLogin(store.getState())).toBe(true);
    expect(selectUserId(store.getState())).toBe(7);
    expect(selectUser(store.getState())).toMatchObject({ ...profile, isLogin: true, status: 'succeeded' });

    // A profile without an id is a visitor: not logged in, whatever else it carries.
    store.dispatch(setUser({ ...profile, id: null }));
    expect(selectIsLogin(store.getState())).toBe(false);
  });

  it('User: clears on clear', () => {
    const { store } = testStore();
    store.dispatch(setUser(profile));
    store.dispatch(clearUser());
    expect(store.getState().user).toEqual(initialUserState);
    expect(selectIsLogin(store.getState())).toBe(false);
  });

  it('patching keeps isLogin following the id', () => {
    const { store } = testStore();
    store.dispatch(setUser(profile));
    store.dispatch(patchUser({ nickname: '북한강라이더', point: 4000 }));
    expect(store.getState().user).toMatchObject({ nickname: '북한강라이더', point: 4000, isLogin: true });
    store.dispatch(patchUser({ id: null }));
    expect(selectIsLogin(store.getState())).toBe(false);
  });

  it('a seller-linked account is one whose businessId is not null (docs/product.md §6)', () => {
    const { store } = testStore();
    store.dispatch(setUser(profile));
    expect(selectIsBusiness(store.getState())).toBe(false);
    store.dispatch(setUser({ ...profile, businessId: 12 }));
    expect(selectIsBusiness(store.getState())).toBe(true);
  });
});

describe('the viewer loaded on every page (us_me)', () => {
  const me = {
    id: 42,
    name: '김라이더',
    nickname: '한강라이더',
    nickType: 'CUSTOM',
    img: null,
    point: 3000,
    registKeyType: 'KAKAO',
    businessId: null,
    maskedEmail: 'ka***@k****.com',
    maskedPhone: '010-****-5678',
    hasPassword: false,
    isMarketingAgreed: true,
    createdAt: '2026-11-20T00:00:00.000Z',
    badges: {
      isActiveBookmarkBadge: false,
      isActiveBusinessBookmarkBadge: false,
      isActiveItemBookmarkBadge: false,
      isActiveMyPageBadge: false,
      isActiveNoticeBadge: false,
      isActiveOrderBadge: false,
      isActiveReviewBadge: false,
      unreadMessageThreadCount: 0,
      unansweredMessageThreadCount: 0,
    },
    unreadAlarmCount: 0,
  };

  it('User: becomes logged in when the server answers a member, with the masked phone only', async () => {
    const { store } = testStore(() => fakeResponse({ data: { me } }));
    await store.dispatch(loadViewer());
    expect(selectUser(store.getState())).toMatchObject({
      id: 42,
      isLogin: true,
      nickname: '한강라이더',
      phone: '010-****-5678',
      maskedEmail: 'ka***@k****.com',
      hasPassword: false,
      status: 'succeeded',
    });
  });

  it('User: a visitor (me = null) is logged out, whatever the store held before', async () => {
    const { store } = testStore(() => fakeResponse({ data: { me: null } }));
    store.dispatch(setUser(profile));
    await store.dispatch(loadViewer());
    expect(selectIsLogin(store.getState())).toBe(false);
    expect(selectUserId(store.getState())).toBeNull();
  });
});
