import { noBadges, selectBadges, selectUnreadAlarmCount } from '@/store/badgeSlice';
import { markSeen } from '@/store/badgeThunks';
import { setUser } from '@/store/userSlice';
import { loadViewer } from '@/store/viewerThunks';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const me = {
  id: 7,
  name: '김라이드',
  nickname: '한강라이더',
  nickType: 'CUSTOM',
  img: null,
  point: 3500,
  registKeyType: 'EMAIL',
  businessId: null,
  maskedEmail: 'ri****@e******.com',
  maskedPhone: '010-****-1234',
  hasPassword: true,
  isMarketingAgreed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  badges: {
    ...noBadges,
    isActiveBookmarkBadge: true,
    isActiveItemBookmarkBadge: true,
    isActiveMyPageBadge: true,
    isActiveNoticeBadge: true,
  },
  unreadAlarmCount: 3,
};

describe('badgeSlice (docs/product.md §3 Badges)', () => {
  it('takes the badges and the unread count from the viewer the page loads; a visitor has none', async () => {
    let answer: unknown = me;
    const { store } = testStore(() => fakeResponse({ data: { me: answer } }));
    await store.dispatch(loadViewer());
    expect(selectBadges(store.getState())).toMatchObject({ isActiveBookmarkBadge: true, isActiveMyPageBadge: true });
    expect(selectUnreadAlarmCount(store.getState())).toBe(3);
    answer = null;
    await store.dispatch(loadViewer());
    expect(selectBadges(store.getState())).toEqual(noBadges);
    expect(selectUnreadAlarmCount(store.getState())).toBe(0);
  });

  it('opening an area records it for a member and takes the badges the server answers; a visitor sends nothing', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { markSeen: { ...noBadges } } }));
    await store.dispatch(markSeen('NOTICE'));
    expect(transport.calls).toHaveLength(0);
    store.dispatch(setUser({ id: 7, nickname: '한강라이더' }));
    await store.dispatch(markSeen('NOTICE'));
    expect(transport.calls[0].body).toMatchObject({ operationName: 'us_markSeen', variables: { area: 'NOTICE' } });
    expect(selectBadges(store.getState()).isActiveNoticeBadge).toBe(false);
  });
});
