import type { ModelSummary, PriceComparison } from '@/api/item/modelDetail';
import type { ReviewHeader } from '@/api/item/reviews';
import { formatWon } from '@/lib/money';
import { breadcrumbJsonLd, productJsonLd, type JsonLd } from '@/lib/seo/structuredData';
import { advertisedOffers, businessCount } from './offers';

export function modelTitle(model: ModelSummary): string {
  return `${model.brand} ${model.name} 최저가 비교 | 라이드마켓`;
}

/** Korean meta description (kept near 150 characters: longer ones are cut in results anyway). */
export function modelDescription(model: ModelSummary, comparison: PriceComparison, header: ReviewHeader): string {
  const parts = [`${model.brand} ${model.name}(${model.category}, ${model.modelYear}년형)`];
  if (model.lowestSellPrice !== null) parts.push(`구매 최저 ${formatWon(model.lowestSellPrice)}`);
  if (model.lowestRentalPrice !== null) parts.push(`렌탈 1일 ${formatWon(model.lowestRentalPrice)}부터`);
  parts.push(`매장 ${businessCount(comparison)}곳 가격 비교`);
  if (header.reviewCount > 0 && header.avgRating !== null)
    parts.push(`리뷰 ${header.reviewCount}개 평점 ${header.avgRating.toFixed(1)}`);
  const text = `${parts.join(' · ')}. ${model.summaryInfo}.`;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

type JsonLdInput = {
  model: ModelSummary;
  comparison: PriceComparison;
  header: ReviewHeader;
  url: string;
  imageUrl: string;
  absolute: (path: string) => string;
  description: string;
};

/** Product with AggregateOffer (and AggregateRating when reviewed), plus 홈 › 카테고리 › 모델. */
export function modelJsonLd({
  model,
  comparison,
  header,
  url,
  imageUrl,
  absolute,
  description,
}: JsonLdInput): JsonLd[] {
  const offers = advertisedOffers(comparison);
  const prices = offers.map((offer) => offer.item.price);
  const product = productJsonLd({
    name: `${model.brand} ${model.name}`,
    description,
    images: [imageUrl],
    url,
    sku: `model-${model.id}`,
    brand: model.brand,
    category: model.category,
    offer: {
      kind: 'aggregate',
      lowPrice: prices.length > 0 ? Math.min(...prices) : model.releasePrice,
      highPrice: prices.length > 0 ? Math.max(...prices) : model.releasePrice,
      offerCount: offers.length,
    },
    rating:
      header.reviewCount > 0 && header.avgRating !== null
        ? { average: header.avgRating, count: header.reviewCount }
        : undefined,
  });
  const breadcrumb = breadcrumbJsonLd([
    { name: '홈', url: absolute('/') },
    { name: model.category, url: absolute(`/search?keyword=${encodeURIComponent(model.category)}`) },
    { name: `${model.brand} ${model.name}`, url },
  ]);
  return [product, breadcrumb];
}
