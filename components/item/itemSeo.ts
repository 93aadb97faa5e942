import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { formatWon } from '@/lib/money';
import { breadcrumbJsonLd, productJsonLd, type JsonLd } from '@/lib/seo/structuredData';

/** `에스케이프 3 하루 렌탈 - 뚝섬 한강 자전거 | 라이드마켓` */
export function itemTitle(detail: ItemDetailAnswer): string {
  return `${detail.item.name} - ${detail.business.name} | 라이드마켓`;
}

/** Korean meta description near 150 characters: price with its unit, business, rating, delivery. */
export function itemDescription(detail: ItemDetailAnswer): string {
  const { item, business, reviewStatic, dealInfo, shippingSetting } = detail;
  const price = `${dealInfo.priceUnit ? `${dealInfo.priceUnit} ` : ''}${formatWon(item.discountedPrice)}${item.discountRate > 0 ? ` (${item.discountRate}% 할인)` : ''}`;
  const parts = [`${business.region} ${business.name}의 ${item.name}`, price];
  if (dealInfo.isSoldOut) parts.push('품절');
  if (reviewStatic.reviewCount > 0 && reviewStatic.avgRating !== null)
    parts.push(`리뷰 ${reviewStatic.reviewCount}개 평점 ${reviewStatic.avgRating.toFixed(1)}`);
  parts.push(shippingSetting.deliveryTypes.map((d) => d.name).join('·'));
  const action = item.dealType === 'RENTAL' ? '날짜를 골라 바로 예약하세요.' : '라이드마켓에서 바로 구매하세요.';
  const text = `${parts.filter(Boolean).join(' · ')}. ${action}`;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

type JsonLdInput = {
  detail: ItemDetailAnswer;
  url: string;
  imageUrl: string;
  description: string;
  absolute: (path: string) => string;
};

/** Product with one Offer (price in KRW, availability) and AggregateRating when reviewed, plus the breadcrumb. */
export function itemJsonLd({ detail, url, imageUrl, description, absolute }: JsonLdInput): JsonLd[] {
  const { item, bike, business, reviewStatic, dealInfo } = detail;
  const product = productJsonLd({
    name: item.name,
    description,
    images: [imageUrl],
    url,
    sku: `item-${item.id}`,
    brand: bike?.brand.name,
    category: item.categoryName,
    offer: {
      kind: 'single',
      price: item.discountedPrice,
      availability: dealInfo.isSoldOut ? 'OutOfStock' : 'InStock',
      itemCondition: item.condition === 'USED' ? 'Used' : 'New',
      seller: business.name,
    },
    rating:
      reviewStatic.reviewCount > 0 && reviewStatic.avgRating !== null
        ? { average: reviewStatic.avgRating, count: reviewStatic.reviewCount }
        : undefined,
  });
  const trail = [
    { name: '홈', url: absolute('/') },
    { name: item.categoryName, url: absolute(`/search?keyword=${encodeURIComponent(item.categoryName)}`) },
    ...(bike ? [{ name: `${bike.brand.name} ${bike.name}`, url: absolute(`/models/${bike.id}`) }] : []),
    { name: item.name, url },
  ];
  return [product, breadcrumbJsonLd(trail)];
}
