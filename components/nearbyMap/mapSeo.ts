import type { NearbyBusiness } from '@/api/item/nearbyMap';

export const MAP_TITLE = '내 주변 자전거·스키 렌탈 매장 지도 | 라이드마켓';
export const MAP_DESCRIPTION =
  '지도에서 가까운 자전거·스키 렌탈 매장을 거리순으로 찾아보세요. 영업 중인지, 리뷰 평점과 취급 품목까지 한눈에 볼 수 있어요.';

/** JSON-LD ItemList of the listed businesses, each a LocalBusiness with its address and position. */
export function businessListJsonLd(businesses: NearbyBusiness[], absolute: (path: string) => string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: '내 주변 렌탈 매장',
    itemListElement: businesses.map((business, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'LocalBusiness',
        name: business.name,
        url: absolute(`/nearby_store/${business.id}`),
        address: {
          '@type': 'PostalAddress',
          streetAddress: business.address,
          addressRegion: business.region,
          addressCountry: 'KR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: business.lat, longitude: business.lng },
        ...(business.reviewCount > 0 && business.ratingAvg !== null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: business.ratingAvg,
                reviewCount: business.reviewCount,
                bestRating: 5,
              },
            }
          : {}),
      },
    })),
  };
}
