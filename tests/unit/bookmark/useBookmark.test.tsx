// The one bookmark feature (issue 15 §4) as a member and a visitor meet it: one hook, one thunk,
// one toast, one wording; the item page's heart and bell stand for every screen that uses the hook.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ItemActions } from '@/components/item/ItemActions';
import { ToastProvider } from '@/components/ui/Toast';
import { BOOKMARK_WORDING } from '@/lib/bookmarkWording';
import { useAppSelector } from '@/store/hooks';
import { loadItemPage } from '@/store/itemDetailThunks';
import { selectItemDetail } from '@/store/itemDetailSlice';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { samplePage, sampleDetail, sampleViewer } from '../item/itemFixtures';
import { testStore } from '../store/testStore';

const push = jest.fn(async () => true);
jest.mock('next/router', () => ({
  useRouter: () => ({ push, pathname: '/services/[id]', query: { id: '7' }, asPath: '/services/7' }),
}));

function Actions() {
  const detail = useAppSelector(selectItemDetail)!;
  return (
    <ItemActions
      itemId={7}
      isMarked={detail.bookmarkInfo.isMarked}
      isAlarm={detail.bookmarkInfo.isAlarm}
      share={detail.sharedInfo}
    />
  );
}

/** The item page loaded for a member or a visitor; `answer` replies to the bookmark calls (held until `release`). */
async function renderActions(member: boolean, answer: (call: RecordedCall) => Response) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const respond = async (call: RecordedCall) => {
    if (call.body.operationName === 'pb_itemPage')
      return fakeResponse({ data: samplePage(sampleDetail(), member ? sampleViewer : null) });
    await held;
    return answer(call);
  };
  // The fake transport waits for a promised answer as a real one would (testStore types it as immediate).
  const { store, transport } = testStore(respond as unknown as (call: RecordedCall) => Response);
  await store.dispatch(loadItemPage(7));
  render(
    <Provider store={store}>
      <ToastProvider>
        <Actions />
      </ToastProvider>
    </Provider>
  );
  return { store, transport, release };
}

const heart = () => screen.getByRole('button', { name: /^찜/ });
const bell = () => screen.getByRole('button', { name: /^최저가 알림/ });
const confirmed =
  (state: { isActiveBookmark: boolean; isActiveAlarm: boolean }, field = 'setBookmark') =>
  () =>
    fakeResponse({ data: { [field]: state } });

beforeEach(() => push.mockClear());

describe('useBookmark (components/bookmark/useBookmark.ts)', () => {
  it('sends a visitor to log in and back, without asking the service', async () => {
    const { transport } = await renderActions(false, confirmed({ isActiveBookmark: true, isActiveAlarm: false }));
    await act(async () => fireEvent.click(heart()));
    expect(push).toHaveBeenCalledWith('/login?returnUrl=%2Fservices%2F7');
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['pb_itemPage']);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a member the heart at once, then the one wording in the one toast', async () => {
    const { transport, release } = await renderActions(
      true,
      confirmed({ isActiveBookmark: true, isActiveAlarm: false })
    );
    await act(async () => fireEvent.click(heart()));
    // Optimistic: pressed before the service answered; a second tap meanwhile asks nothing more.
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName(BOOKMARK_WORDING.bookmark.turnOff);
    await act(async () => fireEvent.click(heart()));
    await act(async () => release());
    expect(transport.calls.slice(1).map((c) => [c.body.operationName, c.body.variables])).toEqual([
      ['us_setBookmark', { target: 'ITEM', id: 7, active: true }],
    ]);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('찜 목록에 담았어요');
  });

  it('switching the bell on saves the heart too, and says so in the alarm wording', async () => {
    const { transport, release } = await renderActions(
      true,
      confirmed({ isActiveBookmark: true, isActiveAlarm: true }, 'setLowestPriceAlarm')
    );
    await act(async () => fireEvent.click(bell()));
    expect([heart(), bell()].map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    await act(async () => release());
    expect(transport.calls[1].body).toMatchObject({
      operationName: 'us_setLowestPriceAlarm',
      variables: { target: 'ITEM', id: 7, active: true },
    });
    expect(screen.getByRole('status')).toHaveTextContent(BOOKMARK_WORDING.alarm.on);
  });

  it('puts the heart back and says why when the service refuses', async () => {
    const { release } = await renderActions(true, () =>
      fakeResponse({ data: null, errors: [{ message: '상품을 찾을 수 없어요.', extensions: { code: 'NOT_FOUND' } }] })
    );
    await act(async () => fireEvent.click(heart()));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await act(async () => release());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('상품을 찾을 수 없어요.');
    expect(push).not.toHaveBeenCalled();
  });

  it('a session that ended meanwhile (UNAUTHENTICATED) puts the heart back and goes to log in', async () => {
    const { release } = await renderActions(true, () =>
      fakeResponse({ data: null, errors: [{ message: '로그인이 필요해요.', extensions: { code: 'UNAUTHENTICATED' } }] })
    );
    await act(async () => fireEvent.click(heart()));
    await act(async () => release());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(push).toHaveBeenCalledWith('/login?returnUrl=%2Fservices%2F7');
  });
});
