/** @jest-environment node */
import type { DownloadableCoupon, MemberCoupon } from '@/api/order/couponBook';
import { couponBookPage } from '@/server/ssr/pages/memberPages';
import { loadCouponBookPage, takeCoupon } from '@/store/couponBookThunks';
import { selectUsableCouponCount } from '@/store/couponBookSlice';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

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
  badges: noBadges,
  unreadAlarmCount: 0,
};
const offer = (id: number, endsAt: string): DownloadableCoupon => ({
  id,
  name: `쿠폰 ${id}`,
  amountText: '5,000원',
  discountText: '5,000원 할인',
  conditionText: '모든 상품',
  endsAt,
  expiresAt: endsAt,
  daysLeft: 30,
});
const held: MemberCoupon = {
  id: 50,
  couponId: 9,
  name: '쓴 쿠폰',
  amountText: '3,000원',
  discountText: '3,000원 할인',
  conditionText: '모든 렌탈 상품',
  status: 'USED',
  issuedAt: '2026-01-02T00:00:00.000Z',
  expiresAt: '2026-03-02T00:00:00.000Z',
  usedAt: '2026-01-03T00:00:00.000Z',
  daysLeft: null,
};
const book = {
  coupons: [held],
  couponBooks: [offer(1, '2026-04-01T00:00:00.000Z'), offer(2, '2026-05-01T00:00:00.000Z')],
};

function storeAnswering(download: (call: RecordedCall) => Response) {
  return testStore((call) =>
    call.body.operationName === 'us_couponBookPage' ? fakeResponse({ data: { me, couponBook: book } }) : download(call)
  );
}

describe('coupon book page and slice', () => {
  it('loads the page in one operation that carries the viewer', async () => {
    const { store, transport } = storeAnswering(() => fakeResponse({ data: {} }));
    const outcome = await couponBookPage.load!(store, {}, {} as never);
    expect(outcome).toMatchObject({ meta: { requestStatus: 'fulfilled' } });
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['us_couponBookPage']);
    expect(store.getState().user).toMatchObject({ isLogin: true, nickname: '한강라이더' });
    expect(store.getState().couponBook).toMatchObject({
      status: 'succeeded',
      coupons: [held],
      couponBooks: book.couponBooks,
    });
    expect(couponBookPage).toMatchObject({ access: 'member', fills: ['couponBook', 'user', 'badge'], notFoundOn: [] });
  });

  it('moves a taken coupon to the held ones at once, then puts the server copy in its place', async () => {
    let release: (r: Response) => void = () => undefined;
    const { store, transport } = storeAnswering(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }) as unknown as Response
    );
    await store.dispatch(loadCouponBookPage());
    const running = store.dispatch(takeCoupon(1));
    // Before the answer: the card moved, counted as usable; a second tap is dropped.
    let state = store.getState().couponBook;
    expect(state.couponBooks.map((o) => o.id)).toEqual([2]);
    expect(state.coupons.map((c) => [c.id, c.status])).toEqual([
      [-1, 'AVAILABLE'],
      [50, 'USED'],
    ]);
    expect(selectUsableCouponCount(store.getState())).toBe(1);
    expect((await store.dispatch(takeCoupon(1))).meta).toMatchObject({ condition: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const copy: MemberCoupon = {
      ...held,
      id: 77,
      couponId: 1,
      name: '쿠폰 1',
      status: 'AVAILABLE',
      usedAt: null,
      daysLeft: 30,
    };
    release(fakeResponse({ data: { downloadCoupon: copy } }));
    await running;
    state = store.getState().couponBook;
    expect(state.coupons.map((c) => c.id)).toEqual([77, 50]);
    expect(state.pending).toEqual([]);
    expect(
      transport.calls.filter((c) => c.body.operationName === 'us_downloadCoupon').map((c) => c.body.variables)
    ).toEqual([{ couponId: 1 }]);
  });

  it('puts a refused coupon back where it was and keeps the reason', async () => {
    const { store } = storeAnswering(() =>
      fakeResponse({
        errors: [{ message: '받을 수 있는 기간이 끝난 쿠폰이에요.', extensions: { code: 'INVALID_INPUT' } }],
        data: null,
      })
    );
    await store.dispatch(loadCouponBookPage());
    const result = await store.dispatch(takeCoupon(1));
    expect(takeCoupon.rejected.match(result) && result.payload?.message).toBe('받을 수 있는 기간이 끝난 쿠폰이에요.');
    const state = store.getState().couponBook;
    expect(state.couponBooks.map((o) => o.id)).toEqual([1, 2]);
    expect(state.coupons).toEqual([held]);
    expect(state.download).toMatchObject({ status: 'failed', error: { code: 'INVALID_INPUT' } });
  });
});
