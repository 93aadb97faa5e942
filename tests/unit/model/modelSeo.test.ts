import type { ComparedOffer, ModelSummary, PriceComparison } from '@/api/item/modelDetail';
import { modelDescription, modelJsonLd, modelTitle } from '@/components/model/modelSeo';
import { advertisedOffers, lowestNewId, businessCount } from '@/components/model/offers';
import { itemCard } from '../item/itemCardFixture';

const item = (
  itemId: number,
  dealType: 'SELL' | 'RENTAL',
  condition: 'NEW' | 'USED',
  price: number,
  businessId = 1
): ComparedOffer => ({
  item: itemCard(itemId, { dealType, condition, price, originPrice: price, discount: 0, businessId }),
  usedGrade: null,
  isOfficial: false,
  shippingFee: 0,
  deliveryTypes: ['PICKUP'],
  businessRatingAvg: null,
  businessReviewCount: 0,
});
const group = (items: ComparedOffer[]) => ({ itemCount: items.length, items });
const model: ModelSummary = {
  id: 5,
  name: 'C Line Explore',
  summaryInfo: '6단 변속의 접이식 자전거',
  img: '/app/v4/images/9',
  imgWidth: 600,
  imgHeight: 600,
  imgAlt: '브롬톤 C Line Explore',
  imageId: 9,
  itemId: 3,
  brandId: 1,
  brandKey: 'brompton',
  brand: '브롬톤',
  categoryKey: 'folding',
  category: '접이식',
  categoryCode: 'BIKE',
  modelYear: 2026,
  releasePrice: 2_500_000,
  lowestSellPrice: 2_200_000,
  lowestRentalPrice: 30_000,
  reviewSummary: '',
  infoSummary: '',
};

describe('model page SEO', () => {
  it('advertises new sale offers first, then used, then rentals', () => {
    const all: PriceComparison = {
      itemCount: 4,
      sell: group([
        item(1, 'SELL', 'USED', 900_000),
        item(2, 'SELL', 'NEW', 2_200_000),
        item(3, 'SELL', 'NEW', 2_400_000),
      ]),
      rental: group([item(4, 'RENTAL', 'NEW', 30_000)]),
    };
    expect(advertisedOffers(all).map((o) => o.item.itemId)).toEqual([2, 3]);
    expect(
      advertisedOffers({ ...all, sell: group([item(1, 'SELL', 'USED', 900_000)]) }).map((o) => o.item.itemId)
    ).toEqual([1]);
    expect(advertisedOffers({ ...all, sell: group([]) }).map((o) => o.item.itemId)).toEqual([4]);
  });

  it('badges the cheapest new offer as 최저가 and counts each business once', () => {
    const sell = [item(1, 'SELL', 'USED', 900_000), item(2, 'SELL', 'NEW', 2_200_000)];
    expect(lowestNewId(sell)).toBe(2);
    expect(lowestNewId([item(1, 'SELL', 'USED', 900_000)])).toBe(1);
    expect(lowestNewId([])).toBeNull();
    expect(
      businessCount({
        itemCount: 3,
        sell: group(sell),
        rental: group([item(4, 'RENTAL', 'NEW', 30_000, 2)]),
      })
    ).toBe(2);
  });

  it('writes a Korean title and description with the prices, and JSON-LD with the breadcrumb', () => {
    const comparison: PriceComparison = {
      itemCount: 3,
      sell: group([item(2, 'SELL', 'NEW', 2_200_000), item(3, 'SELL', 'NEW', 2_400_000)]),
      rental: group([item(4, 'RENTAL', 'NEW', 30_000)]),
    };
    const header = { reviewCount: 8, avgRating: 4.5, ratingRatioList: [] };
    expect(modelTitle(model)).toBe('브롬톤 C Line Explore 최저가 비교 | 라이드마켓');
    const description = modelDescription(model, comparison, header);
    expect(description).toContain('구매 최저 2,200,000원');
    expect(description).toContain('렌탈 1일 30,000원부터');
    expect(description.length).toBeLessThanOrEqual(160);
    const [product, breadcrumb] = modelJsonLd({
      model,
      comparison,
      header,
      url: 'https://rm.kr/models/5',
      imageUrl: 'https://rm.kr/app/v4/images/9/og.png',
      absolute: (p) => `https://rm.kr${p}`,
      description,
    });
    expect(product.offers).toMatchObject({
      lowPrice: 2_200_000,
      highPrice: 2_400_000,
      offerCount: 2,
      priceCurrency: 'KRW',
    });
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 8 });
    expect((breadcrumb.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      '홈',
      '접이식',
      '브롬톤 C Line Explore',
    ]);
  });
});
