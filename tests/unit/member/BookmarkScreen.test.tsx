import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { modelCard } from '../model/modelCardFixture';
import { Provider } from 'react-redux';
import type { MemberBookmark } from '@/api/item/memberBookmarks';
import { BookmarkScreen } from '@/components/member/BookmarkScreen';
import { loadBookmarkPage } from '@/store/bookmarkThunks';
import { setUser } from '@/store/userSlice';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const push = jest.fn();
const replace = jest.fn(async () => true);
jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    push,
    replace,
    pathname: '/user/bookmark',
    query: {},
    asPath: '/user/bookmark',
  }),
}));

const saved: MemberBookmark = {
  id: 'MODEL:5',
  target: 'MODEL',
  targetId: 5,
  item: null,
  model: modelCard(5, { name: '스피드 1', brandName: '자이언트' }),
  price: 1_150_000,
  originPrice: 1_490_000,
  discountRate: 22,
  lowestSeenPrice: null,
  isEnableLowestPriceAlarm: false,
  alarmMode: 'EVERY_DROP',
  availability: 'AVAILABLE',
  hasPriceDrop: false,
  link: '/models/5',
  createdAt: '2026-03-01T00:00:00.000Z',
};

function renderScreen(respond: (call: RecordedCall) => Response, bookmark: MemberBookmark = saved) {
  const made = testStore(respond);
  made.store.dispatch(setUser({ id: 7, nickname: '한강라이더' }));
  // As the page's loader leaves it: the list loaded (status succeeded), one saved model.
  made.store.dispatch(
    loadBookmarkPage.fulfilled({ me: null, bookmarkList: { bookmarks: [bookmark], searchAfter: null } }, 'request-1')
  );
  render(
    <Provider store={made.store}>
      <BookmarkScreen initialTab="items" />
    </Provider>
  );
  return made;
}

describe('BookmarkScreen', () => {
  it('the bell is the one bookmark toggle: one mutation with the target, the shared wording, the bell on', async () => {
    const { transport } = renderScreen(() =>
      fakeResponse({ data: { setLowestPriceAlarm: { isActiveBookmark: true, isActiveAlarm: true } } })
    );
    const bell = screen.getByRole('button', { name: '스피드 1 최저가 알림' });
    expect(bell).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(bell);
    expect(await screen.findByText('최저가 알림을 켰어요. 가격이 내려가면 알려 드릴게요')).toBeInTheDocument();
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['us_setLowestPriceAlarm']);
    expect(transport.calls[0].body.variables).toEqual({ target: 'MODEL', id: 5, active: true });
    expect(screen.getByRole('button', { name: '스피드 1 최저가 알림' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a refused change puts the bell back and says why', async () => {
    renderScreen(() =>
      fakeResponse({
        errors: [{ message: '찜한 상품에만 알림을 켤 수 있어요.', extensions: { code: 'CONFLICT' } }],
        data: null,
      })
    );
    fireEvent.click(screen.getByRole('button', { name: '스피드 1 최저가 알림' }));
    expect(await screen.findByText('찜한 상품에만 알림을 켤 수 있어요.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '스피드 1 최저가 알림' })).toHaveAttribute('aria-pressed', 'false')
    );
  });

  it("a saved model's 알림 조건 shows with its alarm on and follows the server's answer", async () => {
    const { transport } = renderScreen(
      () => fakeResponse({ data: { setModelAlarmMode: { modelId: 5, alarmMode: 'ALL_TIME_LOW' } } }),
      { ...saved, isEnableLowestPriceAlarm: true, lowestSeenPrice: 1_150_000 }
    );
    const mode = screen.getByRole('combobox', { name: '스피드 1 알림 조건' });
    expect(mode).toHaveValue('EVERY_DROP');
    fireEvent.change(mode, { target: { value: 'ALL_TIME_LOW' } });
    expect(await screen.findByText('역대 최저가가 되면 알려 드릴게요')).toBeInTheDocument();
    expect(transport.calls.map((c) => c.body.variables)).toEqual([{ modelId: 5, alarmMode: 'ALL_TIME_LOW' }]);
    expect(screen.getByRole('combobox', { name: '스피드 1 알림 조건' })).toHaveValue('ALL_TIME_LOW');
  });

  it('no 알림 조건 while the bell is off', () => {
    renderScreen(() => fakeResponse({ data: null }));
    expect(screen.queryByRole('combobox', { name: /알림 조건/ })).toBeNull();
  });
});
