import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { BrandIntro, BrandModelPage } from '@/api/item/promotions';
import {
  pb_brandModelsDocument as BRAND_MODELS_DOCUMENT,
  pb_brandPageDocument as BRAND_INTRO_DOCUMENT,
} from '@/api/item/generated';
import { itemYogaFor } from '../item/itemHarness';
import { seedPromotionFixture, type PromotionFixture } from './promotionFixtures';

describe.each(testDbKinds())('brand page on %s', (kind) => {
  const db = useTestDb(kind);
  let fx: PromotionFixture;

  beforeAll(async () => {
    fx = await seedPromotionFixture(db());
  });

  const intro = (brandKey: string) =>
    gql<{ brandIntro: BrandIntro }>(itemYogaFor(db()), { query: BRAND_INTRO_DOCUMENT, variables: { brandKey } });

  it('introduces the brand with sanitised HTML, its offered models (newest year first) and its models on sale', async () => {
    const answer = (await intro('testbike')).body?.data?.brandIntro;
    expect(answer?.brand).toMatchObject({
      key: 'testbike',
      name: '테스트바이크',
      country: '대한민국',
      categoryCode: 'BIKE',
    });
    expect(answer?.brand.introHtml).toBe('<h2>이야기</h2><p>국내 설계</p>');
    expect(answer?.models.totalCount).toBe(25);
    expect(answer?.models.models).toHaveLength(20);
    expect(answer?.models.models.map((m) => m.id)).not.toContain(fx.unsoldModel);
    expect(answer?.models.models[0].modelYear).toBe(2025);
    // Model 2 is of 2025 (first page); its one offer is 960,000원.
    expect(answer?.models.models.find((m) => m.id === fx.roadModels[1])).toMatchObject({
      lowestPrice: 960_000,
      lowestRentalPrice: null,
      itemCount: 1,
    });
    expect(answer?.saleModels).toHaveLength(25);
    expect(answer?.promotion?.key).toBe('live');
  });

  it('pages the brand models with searchAfter', async () => {
    const first = (await intro('testbike')).body?.data?.brandIntro.models;
    const { body } = await gql<{ brandModels: BrandModelPage }>(itemYogaFor(db()), {
      query: BRAND_MODELS_DOCUMENT,
      variables: { brandKey: 'testbike', searchAfter: first?.searchAfter },
    });
    const ids = [...(first?.models ?? []), ...(body?.data?.brandModels.models ?? [])].map((m) => m.id);
    expect(body?.data?.brandModels.searchAfter).toBeNull();
    expect(new Set(ids).size).toBe(25);
    const foreign = await gql(itemYogaFor(db()), {
      query: BRAND_MODELS_DOCUMENT,
      variables: { brandKey: 'testski', searchAfter: first?.searchAfter },
    });
    expect(foreign.body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
  });

  it('a rental-only brand shows the one-day rental price', async () => {
    const answer = (await intro('testski')).body?.data?.brandIntro;
    expect(answer?.models.models).toEqual([
      expect.objectContaining({ id: fx.skiModel, lowestPrice: null, lowestRentalPrice: 40_000 }),
    ]);
  });

  it('answers NOT_FOUND for an unknown brand and INVALID_INPUT for a malformed key', async () => {
    const unknown = await intro('nobrand');
    expect(unknown.body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(unknown.body?.errors?.[0].message).toBe('브랜드를 찾을 수 없어요.');
    const malformed = await intro('Bad Key!');
    expect(malformed.body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
  });
});
