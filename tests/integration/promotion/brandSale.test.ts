import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { promotions } from '@/server/db/schema';
import type { BrandSale, BrandSaleModelPage } from '@/api/item/promotions';
import {
  pb_brandSaleModelsDocument as BRAND_SALE_MODELS_DOCUMENT,
  pb_brandSalePageDocument as BRAND_SALE_DOCUMENT,
} from '@/api/item/generated';
import { itemYogaFor } from '../item/itemHarness';
import { seedPromotionFixture, type PromotionFixture } from './promotionFixtures';

describe.each(testDbKinds())('brand sale on %s', (kind) => {
  const db = useTestDb(kind);
  let fx: PromotionFixture;

  beforeAll(async () => {
    fx = await seedPromotionFixture(db());
  });

  const sale = async () =>
    (await gql<{ brandSale: BrandSale }>(itemYogaFor(db()), { query: BRAND_SALE_DOCUMENT })).body?.data?.brandSale;
  const list = (variables: Record<string, unknown>) =>
    gql<{ brandSaleModels: BrandSaleModelPage }>(itemYogaFor(db()), { query: BRAND_SALE_MODELS_DOCUMENT, variables });

  it('shows the live campaign: famous models, then the first four of each group with its size', async () => {
    const answer = await sale();
    expect(answer?.isPossibleDeploy).toBe(true);
    expect(answer?.promotion?.key).toBe('live');
    expect(answer?.famousPromotionModels.map((c) => c.model.id)).toEqual([...fx.roadModels.slice(0, 3), fx.skiModel]);
    expect(answer?.promotionModelGroups.map((g) => [g.groupName, g.totalCount, g.models.length])).toEqual([
      ['로드·그래블', 25, 4],
      ['스키', 1, 1],
    ]);
  });

  it('compares the sale price with the list price and the lowest new price at our businesses', async () => {
    const first = (await sale())?.famousPromotionModels[0];
    expect(first).toMatchObject({
      salePrice: 800_000,
      discountRate: 20,
      model: { releasePrice: 1_000_000, lowestPrice: fx.lowest, brandKey: 'testbike' },
    });
    const skiCard = (await sale())?.famousPromotionModels[3];
    expect(skiCard?.model.lowestPrice).toBeNull();
  });

  it('pages the list by group with searchAfter, twenty at a time, without repeats', async () => {
    const first = (await list({ groupName: '로드·그래블' })).body?.data?.brandSaleModels;
    expect(first?.models).toHaveLength(20);
    expect(first?.totalCount).toBe(25);
    expect(first?.groups).toEqual([
      { groupName: '로드·그래블', totalCount: 25 },
      { groupName: '스키', totalCount: 1 },
    ]);
    const second = (await list({ groupName: '로드·그래블', searchAfter: first?.searchAfter })).body?.data
      ?.brandSaleModels;
    expect(second?.searchAfter).toBeNull();
    expect([...(first?.models ?? []), ...(second?.models ?? [])].map((c) => c.model.id)).toEqual(fx.roadModels);
    const all = (await list({})).body?.data?.brandSaleModels;
    expect(all?.totalCount).toBe(26);
  });

  it('refuses an edited cursor or one of another group (INVALID_INPUT) and an unknown group (NOT_FOUND)', async () => {
    const first = (await list({ groupName: '로드·그래블' })).body?.data?.brandSaleModels;
    const other = await list({ groupName: '스키', searchAfter: first?.searchAfter });
    expect(other.body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    const edited = await list({ groupName: '로드·그래블', searchAfter: `x${first?.searchAfter}` });
    expect(edited.body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    const unknown = await list({ groupName: '수영' });
    expect(unknown.body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const tooLong = await list({ groupName: '가'.repeat(41) });
    expect(tooLong.body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
  });

  it('isPossibleDeploy is false when the live campaign is switched off (the expired and the off ones never show)', async () => {
    await db().update(promotions).set({ isDeployable: false }).where(eq(promotions.id, fx.live));
    try {
      const answer = await sale();
      expect(answer).toEqual({
        isPossibleDeploy: false,
        promotion: null,
        famousPromotionModels: [],
        promotionModelGroups: [],
      });
      const page = (await list({ groupName: '로드·그래블' })).body?.data?.brandSaleModels;
      expect(page).toMatchObject({ isPossibleDeploy: false, models: [], searchAfter: null });
    } finally {
      await db().update(promotions).set({ isDeployable: true }).where(eq(promotions.id, fx.live));
    }
  });

  it('isPossibleDeploy is false outside the campaign dates', async () => {
    await db()
      .update(promotions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(promotions.id, fx.live));
    try {
      expect((await sale())?.isPossibleDeploy).toBe(false);
    } finally {
      await db()
        .update(promotions)
        .set({ endsAt: new Date(Date.now() + 30 * 86_400_000) })
        .where(eq(promotions.id, fx.live));
    }
  });
});
