import { documentAllowsNaverMap, reloadForNaverMap } from '@/components/nearbyMap/naverMapPolicy';

/** The map page's policy belongs to its document: reached client-side, the map reloads once to get it. */
describe('naverMapPolicy', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    delete document.documentElement.dataset.cspScope;
  });

  it('admits the Naver script only in a document served as the map page', () => {
    expect(documentAllowsNaverMap()).toBe(false);
    document.documentElement.dataset.cspScope = 'site';
    expect(documentAllowsNaverMap()).toBe(false);
    document.documentElement.dataset.cspScope = 'naverMap';
    expect(documentAllowsNaverMap()).toBe(true);
  });

  it('reloads once for an address, then gives up rather than loop', () => {
    const reload = jest.fn();
    expect(reloadForNaverMap(reload)).toBe(true);
    expect(reloadForNaverMap(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
