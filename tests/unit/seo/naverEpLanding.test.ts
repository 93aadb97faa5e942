import { isNaverShoppingReferrer, naverEpLandingReferrer, naverEpTrackingQuery } from '@/lib/seo/naverEpLanding';

describe('Naver Shopping landing detection', () => {
  const item = 'https://www.ridemarket.kr/services/42';

  it('recognises the feed marker and records the browser referrer when there is one', () => {
    expect(
      naverEpLandingReferrer(
        `${item}?${naverEpTrackingQuery()}`,
        'https://search.shopping.naver.com/search/all?query=브롬톤'
      )
    ).toBe('https://search.shopping.naver.com/search/all?query=브롬톤');
  });

  it('falls back to the landing URL when the referrer was dropped', () => {
    const landing = `${item}?utm_source=naver_shopping&utm_medium=ep`;
    expect(naverEpLandingReferrer(landing, '')).toBe(landing);
    expect(naverEpLandingReferrer(`${item}?NaPm=ct%3Dabc`, '')).toBe(`${item}?NaPm=ct%3Dabc`);
  });

  it('recognises a shopping.naver.com referrer without any marker', () => {
    expect(naverEpLandingReferrer(item, 'https://msearch.shopping.naver.com/search/all')).toBe(
      'https://msearch.shopping.naver.com/search/all'
    );
    expect(isNaverShoppingReferrer('https://shopping.naver.com/')).toBe(true);
  });

  it('ignores other visits, other Naver services and look-alike hosts', () => {
    expect(naverEpLandingReferrer(item, '')).toBeNull();
    expect(naverEpLandingReferrer(`${item}?utm_source=google`, 'https://www.google.com/')).toBeNull();
    expect(naverEpLandingReferrer(item, 'https://search.naver.com/search.naver?query=자전거')).toBeNull();
    expect(naverEpLandingReferrer(item, 'https://shopping.naver.com.evil.example/')).toBeNull();
    expect(naverEpLandingReferrer(item, 'not a url')).toBeNull();
  });
});
