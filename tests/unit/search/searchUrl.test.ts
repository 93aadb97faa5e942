import { keywordUrl, parseSearchUrl, sameRequest, searchUrl } from '@/components/search/searchUrl';

describe('search URL', () => {
  it('reads keyword, deal type, sort and filters, with safe defaults', () => {
    const parsed = parseSearchUrl({
      keyword: '  브롬톤 ',
      dealType: 'SELL',
      sort: 'PRICE_ASC',
      f: ['price:0~500000', 'brand:tern', 'broken'],
    });
    expect(parsed).toEqual({
      hasRequest: true,
      request: {
        keyword: '브롬톤',
        dealType: 'SELL',
        sort: 'PRICE_ASC',
        filters: [
          { key: 'price', value: '0~500000' },
          { key: 'brand', value: 'tern' },
        ],
      },
    });
    expect(parseSearchUrl({ sort: 'WHATEVER', dealType: 'LEASE' }).request).toEqual({
      keyword: '',
      dealType: 'RENTAL',
      sort: 'RECOMMEND',
      filters: [],
    });
  });

  it('treats the bare /search as the focus screen, and a deal type or category alone as a listing', () => {
    expect(parseSearchUrl({}).hasRequest).toBe(false);
    expect(parseSearchUrl({ dealType: 'RENTAL' }).hasRequest).toBe(true);
    const byCategory = parseSearchUrl({ category: 'folding' });
    expect(byCategory.hasRequest).toBe(true);
    expect(byCategory.request.filters).toEqual([{ key: 'category', value: 'folding' }]);
  });

  it('writes a URL that reads back to the same request, leaving the default sort out', () => {
    const request = {
      keyword: '한강 자전거 대여',
      dealType: 'RENTAL' as const,
      sort: 'RECOMMEND' as const,
      filters: [{ key: 'region', value: '서울' }],
    };
    const url = searchUrl(request);
    expect(url).not.toContain('sort=');
    const query = Object.fromEntries(
      [...new URLSearchParams(url.split('?')[1])].reduce(
        (map, [k, v]) => map.set(k, [...(map.get(k) ?? []), v]),
        new Map<string, string[]>()
      )
    );
    expect(sameRequest(parseSearchUrl(query).request, request)).toBe(true);
    expect(keywordUrl('턴', 'SELL')).toBe('/search?keyword=%ED%84%B4&dealType=SELL');
  });

  it('carries 내 사이즈 as fit=1 on either tab, and tells a fitted search from an unfitted one', () => {
    const request = { keyword: '', dealType: 'SELL' as const, sort: 'RECOMMEND' as const, filters: [], fitsMe: true };
    const url = searchUrl(request);
    expect(url).toBe('/search?dealType=SELL&fit=1');
    expect(parseSearchUrl({ dealType: 'SELL', fit: '1' }).request).toEqual(request);
    expect(parseSearchUrl({ dealType: 'SELL', fit: 'yes' }).request.fitsMe).toBeUndefined();
    expect(sameRequest(request, { ...request, fitsMe: false })).toBe(false);
    expect(searchUrl({ ...request, fitsMe: false })).toBe('/search?dealType=SELL');
  });
});
