import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/structuredData';
import { ogImageFor } from '@/lib/seo/ogImage';

const base = {
  name: '브롬톤 C Line',
  description: '접이식',
  images: ['https://rm.kr/a.png'],
  url: 'https://rm.kr/models/1',
  sku: 'model-1',
};

describe('structured data', () => {
  it('describes an aggregate offer in KRW with availability and a rating when reviewed', () => {
    const data = productJsonLd({
      ...base,
      brand: '브롬톤',
      category: '접이식',
      offer: { kind: 'aggregate', lowPrice: 2_100_000, highPrice: 2_400_000, offerCount: 4 },
      rating: { average: 4.66, count: 12 },
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      brand: { '@type': 'Brand', name: '브롬톤' },
      category: '접이식',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 2_100_000,
        highPrice: 2_400_000,
        offerCount: 4,
        priceCurrency: 'KRW',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it('marks an aggregate without offers out of stock and leaves out a rating without reviews', () => {
    const data = productJsonLd({
      ...base,
      offer: { kind: 'aggregate', lowPrice: 1, highPrice: 1, offerCount: 0 },
      rating: { average: 0, count: 0 },
    });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('brand');
  });

  it('describes a single offer with condition and seller', () => {
    const data = productJsonLd({
      ...base,
      offer: { kind: 'single', price: 890_000, availability: 'InStock', itemCondition: 'Used', seller: '반포 바이크' },
    });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: base.url,
      price: 890_000,
      priceCurrency: 'KRW',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@type': 'Organization', name: '반포 바이크' },
    });
  });

  it('numbers breadcrumb positions from 1', () => {
    const data = breadcrumbJsonLd([
      { name: '홈', url: 'https://rm.kr/' },
      { name: '로드', url: 'https://rm.kr/search?keyword=로드' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '홈', item: 'https://rm.kr/' },
      { '@type': 'ListItem', position: 2, name: '로드', item: 'https://rm.kr/search?keyword=로드' },
    ]);
  });

  it('points the 1200×630 link-preview picture at the og.png route', () => {
    expect(ogImageFor('https://rm.kr/', 42, '브롬톤')).toEqual({
      url: 'https://rm.kr/app/v4/images/42/og.png',
      width: 1200,
      height: 630,
      alt: '브롬톤',
    });
  });
});
