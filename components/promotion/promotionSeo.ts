import type { PromotionCard } from '@/api/item/promotions';
import { productJsonLd, type JsonLd } from '@/lib/seo/structuredData';
import { untilText } from './period';

/**
 * Structured data of the brand sale pages: an ItemList of the models on sale, each a Product with
 * the campaign's price as its Offer (priceValidUntil: the campaign's last day in Seoul).
 */
export function saleItemListJsonLd(
  cards: readonly PromotionCard[],
  endsAt: string,
  absolute: (path: string) => string
): JsonLd {
  const validUntil = new Date(Date.parse(endsAt) - 1).toISOString().slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: cards.map((card, index) => {
      const url = absolute(`/models/${card.model.id}`);
      const { '@context': _context, ...product } = productJsonLd({
        name: `${card.model.brandName} ${card.model.name}`,
        description: `${card.groupName} 브랜드 세일 ${untilText(endsAt)}`,
        images: [absolute(card.model.img)],
        url,
        sku: `model-${card.model.id}`,
        brand: card.model.brandName,
        category: card.model.categoryName,
        offer: { kind: 'single', price: card.salePrice, availability: 'InStock', itemCondition: 'New' },
      });
      const offers = { ...(product.offers as JsonLd), priceValidUntil: validUntil };
      return { '@type': 'ListItem', position: index + 1, url, item: { ...product, offers } };
    }),
  };
}
