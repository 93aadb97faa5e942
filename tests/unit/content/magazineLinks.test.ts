import { safeContentLink } from '@/server/domain/content/magazineLinks';
import { contentLinkLabel } from '@/components/content/contentLinks';
import { articleJsonLd } from '@/lib/seo/article';

describe('content link buttons go only to same-site paths or https pages', () => {
  it.each([
    ['/nearby_store/map', '/nearby_store/map'],
    ['  /recommendations/ski?from=magazine ', '/recommendations/ski?from=magazine'],
    ['https://www.korail.com/ticket', 'https://www.korail.com/ticket'],
  ])('keeps %p', (raw, kept) => {
    expect(safeContentLink(raw)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com/',
    '//evil.example/path',
    '/\\evil.example',
    '/path with space',
    'https://user:pw@example.com/',
    'https://localhost/',
    'mailto:help@ridemarket.kr',
    'nearby_store/map',
    '',
    null,
    undefined,
    `/${'a'.repeat(600)}`,
    '/ok\u0000',
  ])('drops %p', (raw) => {
    expect(safeContentLink(raw)).toBeNull();
  });
});

describe('contentLinkLabel', () => {
  it('names the button after where it goes', () => {
    expect(contentLinkLabel('/nearby_store/onboarding')).toBe('내 주변 매장 찾기');
    expect(contentLinkLabel('/nearby_store/map')).toBe('가까운 매장 보기');
    expect(contentLinkLabel('/recommendations/ski')).toBe('추천 상품 보기');
    expect(contentLinkLabel('/user/couponbook')).toBe('쿠폰함에서 쿠폰 받기');
    expect(contentLinkLabel('/somewhere/else')).toBe('바로 가기');
    expect(contentLinkLabel('https://www.korail.com/')).toBe('자세히 보기');
  });
});

describe('articleJsonLd', () => {
  it('describes a magazine article written and published by 라이드마켓', () => {
    const data = articleJsonLd({
      headline: '초보자를 위한 한강 자전거길 코스 5',
      description: '처음이라면 이 다섯 코스부터.',
      url: 'https://www.ridemarket.kr/contents?id=3',
      images: ['https://www.ridemarket.kr/app/v4/images/9/og.png'],
      datePublished: '2026-05-08T01:00:00.000Z',
      siteUrl: 'https://www.ridemarket.kr',
      section: '매거진',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '초보자를 위한 한강 자전거길 코스 5',
      image: ['https://www.ridemarket.kr/app/v4/images/9/og.png'],
      datePublished: '2026-05-08T01:00:00.000Z',
      dateModified: '2026-05-08T01:00:00.000Z',
      author: { '@type': 'Organization', name: '라이드마켓' },
      publisher: { '@type': 'Organization', name: '라이드마켓' },
      mainEntityOfPage: { '@id': 'https://www.ridemarket.kr/contents?id=3' },
      articleSection: '매거진',
    });
  });

  it('shortens a headline longer than 110 characters', () => {
    const data = articleJsonLd({
      headline: '가'.repeat(200),
      description: '',
      url: 'u',
      images: [],
      datePublished: 'd',
      siteUrl: 's',
    });
    expect((data.headline as string).length).toBe(110);
  });
});
