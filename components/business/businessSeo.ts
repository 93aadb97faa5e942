import type { BusinessDetail } from '@/api/item/businessProfile';
import { breadcrumbJsonLd, type JsonLd } from '@/lib/seo/structuredData';
import { localBusinessJsonLd } from '@/lib/seo/localBusiness';

/** Naver Map directions to the business by its coordinates (opens the map app on a phone). */
export function naverRouteUrl(info: { businessName: string; lat: number; lng: number }): string {
  return `https://map.naver.com/p/directions/-/${info.lng},${info.lat},${encodeURIComponent(info.businessName)},,PLACE_POI/-/transit`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function businessTitle(detail: BusinessDetail): string {
  return `${detail.businessProfile.info.businessName} - 매장 정보·리뷰 | 라이드마켓`;
}

/** Korean meta description near 150 characters: region, rating, what it carries and its hours. */
export function businessDescription(detail: BusinessDetail): string {
  const { info, operationTime, introduction } = detail.businessProfile;
  const parts = [`${info.region} ${info.businessName}${detail.isShowLabel ? '(공식 매장)' : ''}`];
  if (info.reviewRatingText) parts.push(`평점 ${info.reviewRatingText} · ${info.reviewCountText}`);
  if (detail.brands.length > 0)
    parts.push(
      `${detail.brands
        .slice(0, 3)
        .map((b) => b.name)
        .join('·')} 취급`
    );
  if (operationTime.isShow) parts.push(operationTime.content);
  const text = `${parts.join(' · ')}. ${introduction.isShow ? introduction.content : info.businessAddress}`;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function businessJsonLd(detail: BusinessDetail, url: string, absolute: (path: string) => string): JsonLd[] {
  const { info, operationTime } = detail.businessProfile;
  return [
    localBusinessJsonLd({
      name: info.businessName,
      url,
      address: info.businessAddress,
      region: info.region,
      telephone: info.businessPhone,
      lat: info.lat,
      lng: info.lng,
      hours: operationTime.hours,
      rating: { average: info.ratingAvg, count: info.reviewCount },
      description: businessDescription(detail),
    }),
    breadcrumbJsonLd([
      { name: '홈', url: absolute('/') },
      { name: '가까운 매장', url: absolute('/nearby_store/map') },
      { name: info.businessName, url },
    ]),
  ];
}
