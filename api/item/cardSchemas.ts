import { z } from 'zod';

/** Answer shapes of the item service's cards, checked at the client boundary (§5: log, don't block). */
const image = { img: z.string(), imgWidth: z.number().int(), imgHeight: z.number().int() };

export const categoryEntrySchema = z.object({
  code: z.enum(['BIKE', 'SKI']), key: z.string(), name: z.string(), groupName: z.string(), isElect: z.boolean(),
});

export const itemCardSchema = z.object({
  id: z.number().int(), name: z.string(), brandName: z.string(), ...image,
  dealType: z.enum(['RENTAL', 'SELL']), condition: z.enum(['NEW', 'USED']),
  originPrice: z.number().int(), price: z.number().int(), discountRate: z.number().int(),
  storeName: z.string(), ratingAvg: z.number().nullable(), reviewCount: z.number().int(),
  tag1: z.string().nullable(), tag2: z.string().nullable(),
});

export const modelCardSchema = z.object({
  id: z.number().int(), name: z.string(), brandName: z.string(), ...image, categoryName: z.string(),
  minPrice: z.number().int(), maxOriginPrice: z.number().int(), itemCount: z.number().int(),
  ratingAvg: z.number().nullable(), reviewCount: z.number().int(),
});

export const storeCardSchema = z.object({
  id: z.number().int(), name: z.string(), region: z.string(), address: z.string(), lat: z.number(), lng: z.number(),
  distanceKm: z.number(), isOfficial: z.boolean(), ratingAvg: z.number().nullable(), reviewCount: z.number().int(),
});

export const magazineCardSchema = z.object({
  id: z.number().int(), name: z.string(), summary: z.string(), ...image, publishedAt: z.string(),
});

export const noticeCardSchema = z.object({
  id: z.number().int(), title: z.string(), isImportant: z.boolean(), publishedAt: z.string(),
});

export const lineBannerSchema = z.object({ id: z.number().int(), text: z.string(), linkUrl: z.string(), tone: z.string() });
