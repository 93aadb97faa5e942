import { renderHook } from '@testing-library/react';
import type { Services } from '@/api/services';
import type { CaptureApi } from '@/api/capture';
import { useNaverEpVisit } from '@/components/shell/useNaverEpVisit';

const mockRoute = { pathname: '/services/[id]', query: { id: '42' } as Record<string, string> };
// Getters: the mock factory runs before this module's constants exist.
jest.mock('next/router', () => ({
  __esModule: true,
  default: {
    get pathname() {
      return mockRoute.pathname;
    },
    get query() {
      return mockRoute.query;
    },
  },
}));
const route = mockRoute;

function fakeServices() {
  const createCaptureNaverEpVisit = jest
    .fn<Promise<string>, Parameters<CaptureApi['createCaptureNaverEpVisit']>>()
    .mockResolvedValue('1');
  const services = { client: {}, capture: { createCaptureNaverEpVisit } } as unknown as Services;
  return { services, createCaptureNaverEpVisit };
}

function land(pathAndQuery: string, referrer = '') {
  window.history.replaceState(null, '', pathAndQuery);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

const shell = { anonId: 'anon-1234', isCrawler: false };

describe('Naver Shopping visit capture', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    route.pathname = '/services/[id]';
    route.query = { id: '42' };
  });

  it('records a landing with the feed marker once, with the item and the referrer', () => {
    land('/services/42?utm_source=naver_shopping&utm_medium=ep', 'https://search.shopping.naver.com/search/all');
    const { services, createCaptureNaverEpVisit } = fakeServices();
    const { rerender } = renderHook(() => useNaverEpVisit(services, shell));
    rerender();
    expect(createCaptureNaverEpVisit).toHaveBeenCalledTimes(1);
    expect(createCaptureNaverEpVisit).toHaveBeenCalledWith({
      anonyId: 'anon-1234',
      itemId: 42,
      referrer: 'https://search.shopping.naver.com/search/all',
    });
  });

  it('does not record the same landing again after a reload', () => {
    land('/services/42?utm_source=naver_shopping&utm_medium=ep');
    const first = fakeServices();
    renderHook(() => useNaverEpVisit(first.services, shell)).unmount();
    const reload = fakeServices();
    renderHook(() => useNaverEpVisit(reload.services, shell));
    expect(first.createCaptureNaverEpVisit).toHaveBeenCalledTimes(1);
    expect(reload.createCaptureNaverEpVisit).not.toHaveBeenCalled();
  });

  it('records a landing on a page that is not an item without an itemId', () => {
    route.pathname = '/';
    route.query = {};
    land('/?utm_source=naver_shopping');
    const { services, createCaptureNaverEpVisit } = fakeServices();
    renderHook(() => useNaverEpVisit(services, shell));
    expect(createCaptureNaverEpVisit).toHaveBeenCalledWith({
      anonyId: 'anon-1234',
      itemId: null,
      referrer: 'http://localhost/?utm_source=naver_shopping',
    });
  });

  it('records nothing for other visits, crawlers, or a visitor without an anonymous id', () => {
    const { services, createCaptureNaverEpVisit } = fakeServices();
    land('/services/42', 'https://www.google.com/');
    renderHook(() => useNaverEpVisit(services, shell));
    land('/services/43?utm_source=naver_shopping');
    renderHook(() => useNaverEpVisit(services, { anonId: 'anon-1234', isCrawler: true }));
    renderHook(() => useNaverEpVisit(services, { anonId: null, isCrawler: false }));
    expect(createCaptureNaverEpVisit).not.toHaveBeenCalled();
  });

  it('does not count a later page of the same visit as another arrival', () => {
    land('/services/42', 'https://www.google.com/');
    const { services, createCaptureNaverEpVisit } = fakeServices();
    const { rerender } = renderHook(({ anonId }) => useNaverEpVisit(services, { anonId, isCrawler: false }), {
      initialProps: { anonId: null as string | null },
    });
    land('/services/43?utm_source=naver_shopping', 'https://search.shopping.naver.com/');
    rerender({ anonId: 'anon-1234' });
    expect(createCaptureNaverEpVisit).not.toHaveBeenCalled();
  });

  it('on a shared page, records the landing once the anonymous id arrives, even after the visitor moved on', () => {
    land('/services/42?utm_source=naver_shopping', 'https://search.shopping.naver.com/');
    const { services, createCaptureNaverEpVisit } = fakeServices();
    const { rerender } = renderHook(
      ({ anonId, ready }) => useNaverEpVisit(services, { anonId, isCrawler: false }, ready),
      { initialProps: { anonId: null as string | null, ready: false } }
    );
    expect(createCaptureNaverEpVisit).not.toHaveBeenCalled();
    land('/services/43', 'https://search.shopping.naver.com/');
    route.query = { id: '43' };
    rerender({ anonId: 'anon-5678', ready: true });
    rerender({ anonId: 'anon-5678', ready: true });
    expect(createCaptureNaverEpVisit).toHaveBeenCalledTimes(1);
    expect(createCaptureNaverEpVisit).toHaveBeenCalledWith({
      anonyId: 'anon-5678',
      itemId: 42,
      referrer: 'https://search.shopping.naver.com/',
    });
  });

  it('logs a failed record instead of breaking the page', async () => {
    land('/services/42?utm_source=naver_shopping');
    const { services, createCaptureNaverEpVisit } = fakeServices();
    createCaptureNaverEpVisit.mockRejectedValueOnce(new Error('offline'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useNaverEpVisit(services, shell));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('네이버 쇼핑'), expect.any(Error));
    log.mockRestore();
  });
});
