/**
 * schema.org LocalBusiness JSON-LD of a business profile: address, geo, telephone, weekly opening hours
 * and, once reviewed, the aggregate rating. Pure; the page passes plain answer data.
 */
import { SCHEMA_DAY_NAMES } from '@/lib/businesses/openNow';
import type { JsonLd } from './structuredData';

export type LocalBusinessInput = {
  name: string;
  /** Absolute canonical URL of the profile. */
  url: string;
  address: string;
  region: string;
  telephone: string;
  lat: number;
  lng: number;
  hours: readonly { weekday: number; open: string; close: string }[];
  rating: { average: number | null; count: number };
  description?: string;
  image?: string;
};

/** One specification per opening/closing pair, with the weekdays that share it (Google's preferred form). */
export function openingHoursSpecification(hours: LocalBusinessInput['hours']): JsonLd[] {
  const groups = new Map<string, number[]>();
  for (const h of [...hours].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${h.open}-${h.close}`;
    groups.set(key, [...(groups.get(key) ?? []), h.weekday]);
  }
  return [...groups.entries()].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((d) => SCHEMA_DAY_NAMES[d]), opens, closes };
  });
}

export function localBusinessJsonLd(input: LocalBusinessInput): JsonLd {
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${input.url}#business`,
    name: input.name,
    url: input.url,
    telephone: input.telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address,
      addressRegion: input.region,
      addressCountry: 'KR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: input.lat, longitude: input.lng },
  };
  if (input.description) data.description = input.description;
  if (input.image) data.image = input.image;
  if (input.hours.length > 0) data.openingHoursSpecification = openingHoursSpecification(input.hours);
  // Google rejects a rating without reviews: only a reviewed business carries one.
  if (input.rating.count > 0 && input.rating.average !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: input.rating.average,
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
