/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { bookmarkPage, devSellerPage, friendCodePage, myPage, prcodePage } from '@/server/ssr/pages/memberPages';
import { emailLoginPage, findIdPage, healthPage, loginPage } from '@/server/ssr/pages/accountPages';
import { requestState } from '@/server/auth/requestState';
import { routeInput } from '@/server/ssr/pageLoader';
import { guestRedirect } from '@/server/ssr/accountPages';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { useDemoMode } from '../../support/demoMode';

const noBadges = {
  isActiveBookmarkBadge: false,
  isActiveBusinessBookmarkBadge: false,
  isActiveItemBookmarkBadge: false,
  isActiveMyPageBadge: false,
  isActiveNoticeBadge: false,
  isActiveOrderBadge: false,
  isActiveReviewBadge: false,
  unreadMessageThreadCount: 0,
  unansweredMessageThreadCount: 0,
};
const me = {
  id: 7,
  name: null,
  nickname: '한강라이더',
  nickType: 'CUSTOM',
  img: null,
  point: 0,
  registKeyType: 'EMAIL',
  businessId: null,
  maskedEmail: null,
  maskedPhone: null,
  hasPassword: true,
  isMarketingAgreed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  badges: { ...noBadges, isActiveBookmarkBadge: true, isActiveBusinessBookmarkBadge: true },
  unreadAlarmCount: 0,
};
const failure = () =>
  fakeResponse({ errors: [{ message: '잠시 후 다시 시도해 주세요.', extensions: { code: 'INTERNAL' } }], data: null });

/** A page request as the loader hands it to a definition (the identity already settled by preparePageShell). */
function context(query: Record<string, string | string[]> = {}, signedIn = true): GetServerSidePropsContext {
  const headers: Record<string, string> = {};
  const req = { headers, url: '/' } as unknown as GetServerSidePropsContext['req'];
  requestState(req).page = { viewer: signedIn ? { userId: 7, businessId: null, sessionId: 1 } : null, anonId: null };
  const res = {
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    },
  };
  return { req, res, query, params: {}, resolvedUrl: '/' } as unknown as GetServerSidePropsContext;
}

const names = (calls: RecordedCall[]) => calls.map((c) => c.body.operationName);

describe('member page definitions', () => {
  it('/user/bookmark: the opened tab and the viewer in one operation, then the visit is recorded', async () => {
    const { store, transport } = testStore((call) => {
      if (call.body.operationName === 'pb_businessBookmarkPage')
        return fakeResponse({ data: { me, businessBookmarkList: { businessBookmarks: [], searchAfter: null } } });
      return fakeResponse({ data: { markSeen: { ...noBadges, isActiveBookmarkBadge: true } } });
    });
    const params = bookmarkPage.params.parse(routeInput(context({ tab: 'business' })));
    const outcome = await bookmarkPage.load!(store, params, context());
    expect(names(transport.calls)).toEqual(['pb_businessBookmarkPage', 'us_markSeen']);
    expect(transport.calls[1].body.variables).toEqual({ area: 'BUSINESS_BOOKMARK' });
    expect(outcome).toMatchObject({ meta: { requestStatus: 'fulfilled' } });
    expect(store.getState().badge.badges.isActiveBusinessBookmarkBadge).toBe(false);
    expect(bookmarkPage.props!(params, store.getState(), context())).toEqual({ tab: 'businesses' });
    // Anything but ?tab=business is the 상품·모델 tab.
    expect(bookmarkPage.params.parse({})).toEqual({ tab: 'items' });
    expect(bookmarkPage.params.parse({ tab: ['store', 'x'] })).toEqual({ tab: 'items' });
  });

  it("/user/bookmark: a failed list is the page's failure (503) and records no visit", async () => {
    const { store, transport } = testStore(failure);
    const outcome = await bookmarkPage.load!(store, { tab: 'items' }, context());
    expect(names(transport.calls)).toEqual(['pb_bookmarkPage']);
    expect(outcome).toMatchObject({ meta: { requestStatus: 'rejected' } });
    expect(bookmarkPage.notFoundOn).toEqual([]);
  });

  it('/user/prcode fails with 503 on any error; the friend-code step still renders (200) and asks for the viewer alone', async () => {
    expect(prcodePage.notFoundOn).toEqual([]);
    const { store, transport } = testStore((call) =>
      call.body.operationName === 'us_myReferral' ? failure() : fakeResponse({ data: { me } })
    );
    const outcome = await friendCodePage.load!(store, {}, context());
    expect(outcome).toBeUndefined();
    expect(names(transport.calls).sort()).toEqual(['us_me', 'us_me', 'us_myReferral']);
    expect(store.getState().user).toMatchObject({ isLogin: true, nickname: '한강라이더' });
  });

  it('pages with no data of their own declare no load (the loader asks for the viewer alone, only when signed in)', () => {
    for (const page of [myPage, loginPage, emailLoginPage, healthPage]) expect(page.load).toBeUndefined();
    expect(myPage.access).toBe('member');
    expect(loginPage.access).toBe('guest');
    expect(healthPage.access).toBeUndefined();
  });

  describe('outside demo mode', () => {
    useDemoMode('off');
    it('/dev/seller is no page (404)', () => {
      expect(devSellerPage.params.safeParse({}).success).toBe(false);
    });
  });

  describe('in demo mode', () => {
    useDemoMode('on');
    it('/dev/seller is a member page', () => {
      expect(devSellerPage.params.safeParse({}).success).toBe(true);
      expect(devSellerPage.access).toBe('member');
    });
  });
});

describe('account page definitions', () => {
  it('login pages keep only a way back of ours', () => {
    const props = (query: Record<string, string>) =>
      loginPage.props!(loginPage.params.parse(query), {} as never, context(query, false));
    expect(props({ returnUrl: '/user/alarm' }).returnUrl).toBe('/user/alarm');
    expect(props({ returnUrl: 'https://evil.example/' }).returnUrl).toBeNull();
    expect(props({}).returnUrl).toBeNull();
    expect(
      emailLoginPage.props!(emailLoginPage.params.parse({ reset: 'done' }), {} as never, context({}, false))
    ).toEqual({ returnUrl: null, notice: 'reset' });
  });

  it('a signed-in member who opens a guest page goes where they were headed, or to my page', () => {
    expect(guestRedirect({ query: { returnUrl: '/user/bookmark?tab=store' } }).redirect.destination).toBe(
      '/user/bookmark?tab=store'
    );
    expect(guestRedirect({ query: { returnUrl: '//evil.example' } }).redirect.destination).toBe('/user/my_page');
    expect(guestRedirect({ query: {} }).redirect.destination).toBe('/user/my_page');
  });

  it('/find_id is never kept by a cache; a visitor costs no operation, a member the viewer alone', async () => {
    const visitor = testStore(() => fakeResponse({ data: { me } }));
    const asVisitor = context({ verificationId: 'x' }, false);
    await findIdPage.load!(visitor.store, findIdPage.params.parse(asVisitor.query), asVisitor);
    expect(visitor.transport.calls).toHaveLength(0);
    expect((asVisitor.res as unknown as { headers: Record<string, string> }).headers['cache-control']).toBe(
      'private, no-store'
    );
    const member = testStore(() => fakeResponse({ data: { me } }));
    await findIdPage.load!(member.store, { verificationId: undefined }, context());
    expect(names(member.transport.calls)).toEqual(['us_me']);
    expect(findIdPage.props!({ verificationId: 'not-an-id' }, {} as never, context())).toEqual({
      returnedVerificationId: null,
    });
  });
});
