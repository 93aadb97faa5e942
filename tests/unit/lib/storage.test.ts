import {
  DEFAULT_EXPIRY_MINUTES,
  createExpiringStorage,
  localStore,
  sessionStore,
  startStoragePurge,
} from '@/lib/storage';

describe('lib/storage', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2024-03-05T00:00:00Z') });
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps a value for the default 15 minutes', () => {
    expect(DEFAULT_EXPIRY_MINUTES).toBe(15);
    localStore.set('recent', { keyword: '브롬톤' });
    jest.advanceTimersByTime(15 * 60_000 - 1);
    expect(localStore.get('recent')).toEqual({ keyword: '브롬톤' });
    jest.advanceTimersByTime(1);
    expect(localStore.get('recent')).toBeNull();
  });

  it('honours a custom lifetime in minutes and removes on demand', () => {
    sessionStore.set('a', 1, 1);
    sessionStore.set('b', 2, 60);
    jest.advanceTimersByTime(61_000);
    expect(sessionStore.get('a')).toBeNull();
    expect(sessionStore.get('b')).toBe(2);
    sessionStore.remove('b');
    expect(sessionStore.get('b')).toBeNull();
  });

  it('purges only our expired entries, leaving other keys alone', () => {
    window.localStorage.setItem('third-party', 'keep me');
    localStore.set('old', 'x', 1);
    localStore.set('fresh', 'y', 30);
    jest.advanceTimersByTime(2 * 60_000);
    expect(localStore.purgeExpired()).toBe(1);
    expect(window.localStorage.getItem('third-party')).toBe('keep me');
    expect(window.localStorage.length).toBe(2);
    expect(localStore.get('fresh')).toBe('y');
  });

  it('startStoragePurge purges both storages every 2 seconds until stopped', () => {
    localStore.set('l', 1, 1);
    sessionStore.set('s', 1, 1);
    const stop = startStoragePurge();
    jest.advanceTimersByTime(60_000);
    // Entries are still physically present until the next tick after expiry.
    jest.advanceTimersByTime(2_000);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    stop();
    localStore.set('after-stop', 1, 1);
    jest.advanceTimersByTime(5 * 60_000);
    expect(window.localStorage.length).toBe(1);
  });

  it('startStoragePurge leaves the first scan until the browser is idle, and a stop before then cancels it', () => {
    localStore.set('expired', 1, 1);
    jest.advanceTimersByTime(61_000);
    expect(window.localStorage.length).toBe(1);

    const stopEarly = startStoragePurge();
    expect(window.localStorage.length).toBe(1);
    stopEarly();
    jest.advanceTimersByTime(10_000);
    expect(window.localStorage.length).toBe(1);

    const stop = startStoragePurge();
    expect(window.localStorage.length).toBe(1);
    // jsdom has no requestIdleCallback: whenIdle falls back to a timeout, as on Safari.
    jest.advanceTimersByTime(1);
    expect(window.localStorage.length).toBe(0);
    stop();
  });

  it('is safe when storage is unavailable (private mode, quota, SSR)', () => {
    const getter = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const business = createExpiringStorage('local');
    expect(business.set('k', 1)).toBe(false);
    expect(business.get('k')).toBeNull();
    expect(() => business.remove('k')).not.toThrow();
    expect(business.purgeExpired()).toBe(0);
    getter.mockRestore();

    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(sessionStore.set('k', 'v')).toBe(false);
    setItem.mockRestore();
  });

  it('treats unreadable values as absent', () => {
    window.sessionStorage.setItem('rm:broken', '{not json');
    expect(sessionStore.get('broken')).toBeNull();
    expect(sessionStore.purgeExpired()).toBe(1);
  });
});
