import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReviewWritePage } from '@/api/item/reviewWrite';
import type { SellerReview, SellerReviewsPage } from '@/api/item/sellerReviews';
import { ReviewWriteScreen } from '@/components/review/ReviewWriteScreen';
import { SellerReviewsScreen } from '@/components/seller/reviews/SellerReviewsScreen';
import { ReviewCard } from '@/components/review/ReviewCard';
import { NotReviewsScreen } from '@/components/review/NotReviewsScreen';
import { loadMoreNotReviews, loadNotReviewsPage } from '@/store/notReviewsThunks';
import { loadReviewWritePage } from '@/store/reviewWriteThunks';
import { loadSellerReviewsPage } from '@/store/sellerReviewsThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { sampleViewer } from '../item/itemFixtures';

jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
    pathname: '/user/write_review/[paymentId]',
    query: { paymentId: '7' },
    asPath: '/user/write_review/7',
  }),
}));

const order = {
  orderId: 7,
  itemId: 3,
  itemName: '레드스터 G9 1일 렌탈',
  img: '/app/v4/images/1',
  businessName: '용평 스키 렌탈',
  dealType: 'RENTAL' as const,
  rentalStartDate: '2026-01-07',
  rentalEndDate: '2026-01-08',
  finishedDatetime: '2026-01-10T03:00:00.000Z',
};
const page = (review: ReviewWritePage['reviewWriteForm']['review'] = null): ReviewWritePage => ({
  me: sampleViewer,
  reviewWriteForm: { order, review },
});
const LONG = '가볍고 잘 나가요. 매장 직원분이 세팅을 꼼꼼하게 해 주셨어요.';

describe('/user/write_review/{orderId}', () => {
  it('checks the rating and the text before sending, then sends the draft and says what was saved', async () => {
    const calls: RecordedCall[] = [];
    const { store } = testStore((call) => {
      calls.push(call);
      if (call.body.operationName === 'us_writeReview')
        return fakeResponse({ data: { writeReview: { reviewId: 9, orderId: 7, itemId: 3, earnedPoints: 0 } } });
      return fakeResponse({ data: page() });
    });
    await store.dispatch(loadReviewWritePage(7));
    render(
      <Provider store={store}>
        <ReviewWriteScreen />
      </Provider>
    );
    fireEvent.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByText('별점을 1점부터 5점 중에 골라 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '4점 좋아요' }));
    fireEvent.change(screen.getByLabelText('리뷰 내용'), {
      target: { value: '씨 발 최악이에요 다시는 안 빌려요 정말로요' },
    });
    fireEvent.click(screen.getByRole('button', { name: '리뷰 등록' }));
    expect(await screen.findByText(/고운 말로/)).toBeTruthy();
    expect(calls.some((c) => c.body.operationName === 'us_writeReview')).toBe(false);
    fireEvent.change(screen.getByLabelText('리뷰 내용'), { target: { value: LONG } });
    fireEvent.click(screen.getByRole('button', { name: '리뷰 등록' }));
    await waitFor(() =>
      expect(calls.find((c) => c.body.operationName === 'us_writeReview')?.body.variables).toEqual({
        orderId: 7,
        rating: 4,
        content: LONG,
        imageIds: [],
      })
    );
    expect(await screen.findByText('리뷰를 등록했어요')).toBeTruthy();
  });

  it('shows a review past its 30 days read-only', async () => {
    const review = {
      id: 9,
      rating: 3,
      content: LONG,
      createdDatetime: '2026-01-11T00:00:00.000Z',
      editableUntil: '2026-02-10T00:00:00.000Z',
      isEditable: false,
      photos: [],
    };
    const { store } = testStore(() => fakeResponse({ data: page(review) }));
    await store.dispatch(loadReviewWritePage(7));
    render(
      <Provider store={store}>
        <ReviewWriteScreen />
      </Provider>
    );
    expect(screen.getByText(/30일 동안만 고칠 수 있어요/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '리뷰 수정' })).toBeNull();
    expect(screen.queryByLabelText('리뷰 내용')).toBeNull();
  });
});

const sellerReview = (id: number, extra: Partial<SellerReview> = {}): SellerReview => ({
  id,
  rating: 5,
  content: LONG,
  nickname: '라이더',
  createdDatetime: '2026-01-11T00:00:00.000Z',
  itemId: 3,
  itemName: '레드스터 G9 1일 렌탈',
  dealType: 'RENTAL',
  businessName: '용평 스키 렌탈',
  isActiveAssistance: false,
  activeAssistanceCount: 0,
  isMine: false,
  isVerified: true,
  reply: null,
  photos: [],
  ...extra,
});

describe('/seller/reviews', () => {
  it('replies under a review and shows the reply as the shoppers will', async () => {
    const answer: SellerReviewsPage = {
      me: { ...sampleViewer, businessId: 7, businessName: '용평 스키 렌탈' },
      sellerReviews: {
        businessName: '용평 스키 렌탈',
        unansweredCount: 1,
        reviews: [sellerReview(5)],
        searchAfter: null,
      },
    };
    const { store } = testStore((call) =>
      call.body.operationName === 'bz_replyReview'
        ? fakeResponse({
            data: {
              replyReview: {
                reviewId: 5,
                content: '감사합니다. 또 오세요!',
                repliedDatetime: '2026-01-12T00:00:00.000Z',
                businessName: '용평 스키 렌탈',
              },
            },
          })
        : fakeResponse({ data: answer })
    );
    await store.dispatch(loadSellerReviewsPage('UNANSWERED'));
    render(
      <Provider store={store}>
        <SellerReviewsScreen />
      </Provider>
    );
    expect(screen.getByText('대여 인증')).toBeTruthy();
    expect(screen.getByRole('link', { name: '답글 없음 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.change(screen.getByLabelText('답글 쓰기'), { target: { value: '감사' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText(/5자 이상/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('답글 쓰기'), { target: { value: '감사합니다. 또 오세요!' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByRole('group', { name: '사장님 답글' })).toBeTruthy();
    expect(screen.getByText('감사합니다. 또 오세요!')).toBeTruthy();
    expect(screen.getByRole('link', { name: '답글 없음 0' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '리뷰 5번 답글 수정' })).toBeTruthy();
  });
});

describe('the review card', () => {
  it("marks a verified purchase and shows the business's reply", () => {
    const { store } = testStore();
    render(
      <Provider store={store}>
        <ReviewCard
          review={sellerReview(1, {
            dealType: 'SELL',
            reply: {
              content: '감사합니다!',
              repliedDatetime: '2026-01-12T00:00:00.000Z',
              businessName: '용평 스키 렌탈',
            },
          })}
        />
      </Provider>
    );
    expect(screen.getByText('구매 인증')).toBeTruthy();
    expect(screen.getByRole('group', { name: '사장님 답글' }).textContent).toContain('감사합니다!');
  });

  it('shows no mark on a review not written from an order', () => {
    const { store } = testStore();
    render(
      <Provider store={store}>
        <ReviewCard review={sellerReview(1, { isVerified: false })} />
      </Provider>
    );
    expect(screen.queryByText(/인증/)).toBeNull();
    expect(screen.queryByRole('group', { name: '사장님 답글' })).toBeNull();
  });
});

describe('/user/not_reviews', () => {
  it('lists the orders waiting with 리뷰 쓰기, pages on, and shows the written reviews in their tab', async () => {
    const myReview = {
      id: 9,
      orderId: 8,
      itemId: 3,
      itemName: '레드스터 G9 새 상품',
      img: '/app/v4/images/1',
      businessName: '용평 스키 렌탈',
      dealType: 'SELL' as const,
      rating: 4,
      content: LONG,
      createdDatetime: '2026-01-11T00:00:00.000Z',
      isVerified: true,
      isEditable: true,
      reply: null,
      photos: [],
    };
    const { store } = testStore((call) =>
      call.body.operationName === 'us_notReviewsMore'
        ? fakeResponse({
            data: { notReviewedOrders: { orders: [{ ...order, orderId: 6 }], searchAfter: null, totalCount: 2 } },
          })
        : fakeResponse({
            data: {
              me: sampleViewer,
              notReviewedOrders: { orders: [order], searchAfter: 'next', totalCount: 2 },
              myReviews: { reviews: [myReview], searchAfter: null },
            },
          })
    );
    await store.dispatch(loadNotReviewsPage());
    render(
      <Provider store={store}>
        <NotReviewsScreen />
      </Provider>
    );
    expect(screen.getByRole('tab', { name: '리뷰 쓰기 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: '레드스터 G9 1일 렌탈 리뷰 쓰기' }).getAttribute('href')).toBe(
      '/user/write_review/7'
    );
    await store.dispatch(loadMoreNotReviews());
    expect(await screen.findByText('리뷰를 쓸 주문을 모두 봤어요.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /리뷰 쓰기$/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: '작성한 리뷰' }));
    expect(screen.getByRole('link', { name: '레드스터 G9 새 상품 리뷰 수정' }).getAttribute('href')).toBe(
      '/user/write_review/8'
    );
    expect(screen.getByText('구매 인증')).toBeTruthy();
  });
});
