import { act, fireEvent, render, screen } from '@testing-library/react';
import { LoadMore } from '@/components/search/LoadMore';

// A scriptable IntersectionObserver: the test says where the row is, as the browser would report it.
type Report = { top: number; intersecting: boolean };
const observers: { callback: IntersectionObserverCallback; margin: string; disconnected: boolean }[] = [];
const SCREEN = 844;
const PRELOAD = 600;

class FakeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin ?? '', disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.entry.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

function report({ top, intersecting }: Report) {
  const live = observers.filter((o) => !o.disconnected);
  const rect = { top, bottom: top + 92, height: 92 } as DOMRectReadOnly;
  const rootBounds = { top: 0, bottom: SCREEN + PRELOAD } as DOMRectReadOnly;
  act(() => {
    for (const o of live)
      o.callback(
        [{ isIntersecting: intersecting, boundingClientRect: rect, rootBounds } as IntersectionObserverEntry],
        {} as IntersectionObserver
      );
  });
}

beforeAll(() => {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: SCREEN });
});
afterAll(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});
beforeEach(() => {
  observers.length = 0;
});

const renderRow = (onLoadMore: () => void) =>
  render(<LoadMore hasMore loading={false} failed={false} shownCount={10} totalCount={30} onLoadMore={onLoadMore} />);

describe('LoadMore', () => {
  it('loads the next page while the row is still below the screen, within the preload distance', () => {
    const onLoadMore = jest.fn();
    renderRow(onLoadMore);
    expect(observers[0].margin).toBe(`0px 0px ${PRELOAD}px 0px`);
    report({ top: SCREEN + 200, intersecting: true });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('leaves a button that is already on screen where it is, until the shopper taps it', () => {
    const onLoadMore = jest.fn();
    renderRow(onLoadMore);
    // A flick that lands on the button, or a keyboard's focus: the row is reported inside the screen.
    report({ top: SCREEN - 200, intersecting: true });
    report({ top: 300, intersecting: true });
    expect(onLoadMore).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '더 보기 (10/30)' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a row that left the preload area', () => {
    const onLoadMore = jest.fn();
    renderRow(onLoadMore);
    report({ top: SCREEN + PRELOAD + 50, intersecting: false });
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('says when the list ends instead of offering the button', () => {
    render(
      <LoadMore hasMore={false} loading={false} failed={false} shownCount={30} totalCount={30} onLoadMore={jest.fn()} />
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('30개 상품을 모두 봤어요.')).toBeInTheDocument();
  });
});
