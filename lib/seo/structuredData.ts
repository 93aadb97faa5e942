/**
 * schema.org JSON-LD builders shared by the model and item pages. They return plain objects for
 * `<Seo jsonLd={[…]}>`; money is integer won, so prices are emitted as whole numbers in KRW.
 */

const CONTEXT = 'https://schema.org';

export type Availability = 'InStock' | 'OutOfStock';
export type ItemCondition = 'New' | 'Used';

export type SingleOffer = {
  kind: 'single';
  price: number;
  availability: Availability;
  itemCondition?: ItemCondition;
  seller?: string;
};

export type AggregateOfferInput = {
  kind: 'aggregate';
  lowPrice: number;
  highPrice: number;
  offerCount: number;
};

export type ProductJsonLdInput = {
  name: string;
  description: string;
  /** Absolute image URLs. */
  images: string[];
  /** Absolute canonical URL of the product page. */
  url: string;
  sku: string;
  brand?: string;
  category?: string;
  offer: SingleOffer | AggregateOfferInput;
  /** Only pass when there is at least one review: Google rejects a rating with zero reviews. */
  rating?: { average: number; count: number };
};

export type JsonLd = Record<string, unknown>;

function offerJsonLd(offer: SingleOffer | AggregateOfferInput, url: string): JsonLd {
  if (offer.kind === 'single') {
    return {
      '@type': 'Offer',
      url,
      price: offer.price,
      priceCurrency: 'KRW',
      availability: `${CONTEXT}/${offer.availability}`,
      ...(offer.itemCondition ? { itemCondition: `${CONTEXT}/${offer.itemCondition}Condition` } : {}),
      ...(offer.seller ? { seller: { '@type': 'Organization', name: offer.seller } } : {}),
    };
  }
  return {
    '@type': 'AggregateOffer',
    url,
    lowPrice: offer.lowPrice,
    highPrice: offer.highPrice,
    offerCount: offer.offerCount,
    priceCurrency: 'KRW',
    // An aggregate with no offers left means nothing can be bought right now.
    availability: `${CONTEXT}/${offer.offerCount > 0 ? 'InStock' : 'OutOfStock'}`,
  };
}

export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.images,
    url: input.url,
    sku: input.sku,
    offers: offerJsonLd(input.offer, input.url),
  };
  if (input.brand) data.brand = { '@type': 'Brand', name: input.brand };
  if (input.category) data.category = input.category;
  if (input.rating && input.rating.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(input.rating.average * 10) / 10,
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** Breadcrumb trail, first item the home page; positions start at 1 as schema.org requires. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
