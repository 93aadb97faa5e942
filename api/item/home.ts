import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import {
  categoryEntrySchema, itemCardSchema, lineBannerSchema, magazineCardSchema, modelCardSchema, noticeCardSchema, storeCardSchema,
} from './cardSchemas';

const IMAGE = 'img imgWidth imgHeight';

export const HOME_DOCUMENT = `query pb_home {
  home {
    lineBanners { id text linkUrl tone }
    categories { code key name groupName isElect }
    rentalItems { id name brandName ${IMAGE} dealType condition originPrice price discountRate storeName ratingAvg reviewCount tag1 tag2 }
    saleModels { id name brandName ${IMAGE} categoryName minPrice maxOriginPrice itemCount ratingAvg reviewCount }
    stores { id name region address lat lng distanceKm isOfficial ratingAvg reviewCount }
    magazines { id name summary ${IMAGE} publishedAt }
    notices { id title isImportant publishedAt }
  }
}`;

const homeAnswer = z.object({
  home: z.object({
    lineBanners: z.array(lineBannerSchema),
    categories: z.array(categoryEntrySchema),
    rentalItems: z.array(itemCardSchema),
    saleModels: z.array(modelCardSchema),
    stores: z.array(storeCardSchema),
    magazines: z.array(magazineCardSchema),
    notices: z.array(noticeCardSchema),
  }),
});

export type HomeAnswer = z.infer<typeof homeAnswer>['home'];

export async function fetchHome(client: ApiClient): Promise<HomeAnswer> {
  const data = await client.request<unknown>('item', HOME_DOCUMENT, {}, { operationName: 'pb_home' });
  return checkAnswer(homeAnswer, data, 'pb_home').home;
}
