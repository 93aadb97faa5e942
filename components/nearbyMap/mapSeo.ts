import type { NearbyStore } from '@/api/item/nearbyMap';

export const MAP_TITLE = '내 주변 자전거·스키 렌탈 매장 지도 | 라이드마켓';
export const MAP_DESCRIPTION = '지도에서 가까운 자전거·스키 렌탈 매장을 거리순으로 찾아보세요. 영업 중인지, 리뷰 평점과 취급 품목까지 한눈에 볼 수 있어요.';

/** JSON-LD ItemList of the listed stores, each a LocalBusiness with its address and position. */
export function storeListJsonLd(stores: NearbyStore[], absolute: (path: string) => string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: '내 주변 렌탈 매장',
    itemListElement: stores.map((store, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'LocalBusiness',
        name: store.name,
        url: absolute(`/nearby_store/${store.id}`),
        address: { '@type': 'PostalAddress', streetAddress: store.address, addressRegion: store.region, addressCountry: 'KR' },
        geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
        ...(store.reviewCount > 0 && store.ratingAvg !== null
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: store.ratingAvg, reviewCount: store.reviewCount, bestRating: 5 } }
          : {}),
      },
    })),
  };
}
