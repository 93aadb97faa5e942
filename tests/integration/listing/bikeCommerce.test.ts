import { testDbKinds, useTestDb } from '../../support/testDb';
import type { BikeCommerceFilterAnswer, CommerceModelsAnswer } from '@/api/item/commerce';
import { pb_commerceModelsDocument, pb_commercePageDocument, type pb_commercePageQuery } from '@/api/item/generated';
import { serveImage } from '@/server/http/imageHandler';
import { ask, errorCode, forge, rows, sql, tamper } from './listingHarness';

type ModelsData = { commerceModels: CommerceModelsAnswer };

const COMMERCE_MODELS_DOCUMENT = String(pb_commerceModelsDocument);

type Row = CommerceModelsAnswer['models'][number];

describe.each(testDbKinds())('item service bike commerce on %s', (kind) => {
  const db = useTestDb(kind, { seeded: true });
  const models = (input: Record<string, unknown>) =>
    ask<ModelsData>(db(), COMMERCE_MODELS_DOCUMENT, 'pb_commerceModels', { input });

  /** Every page of a list, following searchAfter. */
  async function walk(input: Record<string, unknown>): Promise<{ ids: number[]; pages: number }> {
    const ids: number[] = [];
    let searchAfter: string | null = null;
    let pages = 0;
    do {
      const response = await models({ ...input, searchAfter });
      expect(response.body?.errors).toBeUndefined();
      const page: CommerceModelsAnswer = response.body!.data!.commerceModels;
      ids.push(...page.models.map((m) => m.id));
      searchAfter = page.searchAfter;
      pages += 1;
    } while (searchAfter !== null && pages < 100);
    return { ids, pages };
  }

  describe('pb_commercePage: bikeCommerceFilter', () => {
    let filter: BikeCommerceFilterAnswer;
    let page: pb_commercePageQuery;
    beforeAll(async () => {
      const response = await ask<pb_commercePageQuery>(db(), String(pb_commercePageDocument), 'pb_commercePage', {
        input: { categoryKey: 'road', size: 5 },
      });
      expect(response.body?.errors).toBeUndefined();
      page = response.body!.data!;
      filter = page.bikeCommerceFilter as BikeCommerceFilterAnswer;
    });

    it('answers the whole page in one operation: no viewer for a visitor, its model-list variant, page one of the category', () => {
      expect(page.me).toBeNull();
      expect(page.experiment).toMatchObject({ isExclude: false });
      expect([null, 'A', 'B']).toContain(page.experiment.variant);
      expect(page.commerceModels.models).toHaveLength(5);
      expect(page.commerceModels.models.every((m) => m.model.categoryName === '로드')).toBe(true);
    });

    it('answers the sorts, 인기순 first', () => {
      expect(filter.originSorts.map((s) => s.name)).toEqual([
        '인기순',
        '낮은 가격순',
        '높은 가격순',
        '리뷰 많은 순',
        '최신순',
      ]);
    });

    it('answers the bike groups that have models on sale, in catalogue order, without services or ski groups', () => {
      expect(filter.originGroups.map((g) => g.name)).toEqual(['로드·그래블', '산악·MTB', '도시·접이식', '전기자전거']);
      expect(filter.categoryGroups.map((g) => g.name)).toEqual(filter.originGroups.map((g) => g.name));
      const keys = filter.originGroups.flatMap((g) => g.categories.map((c) => c.key));
      expect(keys).toContain('road');
      expect(keys).not.toContain('bike_service');
      expect(keys).not.toContain('snowboard');
    });

    it('marks e-bike categories with isElect', () => {
      const electric = filter.originGroups.find((g) => g.name === '전기자전거')!;
      expect(electric.categories.map((c) => [c.key, c.isElect])).toEqual([
        ['ebike', true],
        ['emtb', true],
      ]);
      expect(filter.originGroups[0].categories.every((c) => !c.isElect)).toBe(true);
    });

    it('gives every group an active and an inactive drawn picture with its size, served by the image route', async () => {
      for (const group of filter.categoryGroups) {
        expect(group.activeImg).toMatch(/^\/app\/v4\/images\/\d+$/);
        expect(group.inActiveImg).toMatch(/^\/app\/v4\/images\/\d+$/);
        expect(group.activeImg).not.toBe(group.inActiveImg);
        expect(group.imgWidth).toBeGreaterThan(0);
        expect(group.imgHeight).toBe(group.imgWidth);
        const served = await serveImage(db(), group.activeImg!.split('/').pop()!);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      }
    });

    it('gives every category its own filter components, and the all template a category control', () => {
      for (const category of filter.originGroups.flatMap((g) => g.categories)) {
        const brand = category.filterComponents.find((c) => c.key === 'brand');
        expect(brand?.options.length).toBeGreaterThan(0);
        expect(category.filterComponents.some((c) => c.key === 'category')).toBe(false);
      }
      expect(filter.filterComponents.find((c) => c.key === 'category')?.options.length).toBeGreaterThan(5);
    });
  });

  describe('pb_commerceModels', () => {
    it('lists each model once with the lowest new sale price across businesses and the business count', async () => {
      const response = await models({ categoryKey: 'road', size: 50 });
      const page = response.body!.data!.commerceModels;
      expect(page.models.length).toBe(Math.min(50, page.totalCount));
      const truth = await rows<{ id: number; min: number; businesses: number }>(
        db(),
        sql`
        SELECT i.model_id AS id, min(i.price)::int AS min, count(DISTINCT i.business_id)::int AS businesses
        FROM items i JOIN categories c ON c.id = i.category_id
        WHERE c.key = 'road' AND i.deal_type = 'SELL' AND i.condition = 'NEW' AND i.status = 'AVAILABLE' AND i.model_id IS NOT NULL
        GROUP BY i.model_id`
      );
      expect(page.totalCount).toBe(truth.length);
      const byId = new Map(truth.map((t) => [t.id, t]));
      for (const model of page.models) {
        expect(model.matchingMinPrice).toBe(byId.get(model.id)!.min);
        expect(model.matchingBusinessCount).toBe(byId.get(model.id)!.businesses);
        expect(model.matchingMinPrice).toBeLessThanOrEqual(model.matchingMaxOriginPrice);
        expect(model.model.img).toMatch(/^\/app\/v4\/images\/\d+$/);
        expect(model.model.categoryName).toBe('로드');
      }
    });

    it('sorts 인기순 by business count, then review count (the default)', async () => {
      const list = (await models({ size: 50 })).body!.data!.commerceModels.models;
      for (let i = 1; i < list.length; i += 1) {
        const [a, b] = [list[i - 1], list[i]];
        expect(
          a.matchingBusinessCount > b.matchingBusinessCount ||
            (a.matchingBusinessCount === b.matchingBusinessCount && a.model.reviewCount >= b.model.reviewCount)
        ).toBe(true);
      }
    });

    it.each([
      ['PRICE_ASC', (a: number, b: number) => a <= b, (m: Row) => m.matchingMinPrice],
      ['PRICE_DESC', (a: number, b: number) => a >= b, (m: Row) => m.matchingMinPrice],
      ['REVIEW', (a: number, b: number) => a >= b, (m: Row) => m.model.reviewCount],
    ] as const)('sorts %s in SQL across pages', async (sort, inOrder, field) => {
      const seen: number[] = [];
      let searchAfter: string | null = null;
      for (let p = 0; p < 3; p += 1) {
        const page: CommerceModelsAnswer = (await models({ sort, size: 12, searchAfter })).body!.data!.commerceModels;
        seen.push(...page.models.map(field));
        searchAfter = page.searchAfter;
      }
      for (let i = 1; i < seen.length; i += 1) expect(inOrder(seen[i - 1], seen[i])).toBe(true);
    });

    it.each(['POPULAR', 'PRICE_ASC', 'PRICE_DESC', 'REVIEW', 'NEWEST'])(
      'pages %s without duplicates or gaps',
      async (sort) => {
        const small = await walk({ categoryKey: 'all', sort, size: 23 });
        const large = await walk({ categoryKey: 'all', sort, size: 50 });
        expect(small.ids).toEqual(large.ids);
        expect(new Set(small.ids).size).toBe(small.ids.length);
        expect(small.pages).toBeGreaterThan(large.pages);
      }
    );

    it('applies filters: brand, price range and e-bikes only', async () => {
      const [trek] = await rows<{ name: string }>(db(), sql`SELECT name FROM brands WHERE key = 'trek'`);
      const branded = (await models({ filters: [{ key: 'brand', value: 'trek' }], size: 50 })).body!.data!
        .commerceModels;
      expect(branded.models.length).toBeGreaterThan(0);
      expect(branded.models.every((m) => m.model.brandName === trek.name)).toBe(true);
      const priced = (await models({ filters: [{ key: 'price', value: '500000~1500000' }], size: 50 })).body!.data!
        .commerceModels;
      expect(priced.models.every((m) => m.matchingMinPrice >= 500_000 && m.matchingMinPrice <= 1_500_000)).toBe(true);
      const electric = (await models({ filters: [{ key: 'elect', value: 'true' }], size: 50 })).body!.data!
        .commerceModels;
      expect(electric.models.length).toBeGreaterThan(0);
      expect(electric.models.every((m) => m.isElect)).toBe(true);
    });

    it('answers an empty list for a bike category with nothing on sale', async () => {
      const page = (await models({ categoryKey: 'bike_service' })).body!.data!.commerceModels;
      expect(page).toEqual({ models: [], totalCount: 0, searchAfter: null });
    });

    it.each([
      ['an unknown sort', { sort: 'CHEAPEST' }],
      ['a size of 0', { size: 0 }],
      ['a size over 50', { size: 51 }],
      ['an unknown category', { categoryKey: 'unicycle' }],
      ['a ski category', { categoryKey: 'snowboard' }],
      ['a malformed category', { categoryKey: 'Road; DROP' }],
      ['an unknown filter key', { filters: [{ key: 'colour', value: 'red' }] }],
      ['a price range past 10,000,000원', { filters: [{ key: 'price', value: '0~20000000' }] }],
      ['a garbage cursor', { searchAfter: 'not-a-cursor' }],
    ])('answers INVALID_INPUT for %s', async (_name, input) => {
      const response = await models(input);
      expect(errorCode(response)).toBe('INVALID_INPUT');
      expect(response.body?.data).toBeNull();
    });

    it('answers INVALID_INPUT for a tampered cursor, a forged one, and one of another list', async () => {
      const cursor = (await models({ sort: 'PRICE_ASC', size: 5 })).body!.data!.commerceModels.searchAfter!;
      expect(cursor).toEqual(expect.any(String));
      expect(errorCode(await models({ sort: 'PRICE_ASC', size: 5, searchAfter: tamper(cursor) }))).toBe(
        'INVALID_INPUT'
      );
      expect(errorCode(await models({ sort: 'PRICE_ASC', size: 5, searchAfter: forge(cursor, [0, 0, 0]) }))).toBe(
        'INVALID_INPUT'
      );
      expect(errorCode(await models({ sort: 'PRICE_DESC', size: 5, searchAfter: cursor }))).toBe('INVALID_INPUT');
      expect(errorCode(await models({ sort: 'PRICE_ASC', categoryKey: 'road', size: 5, searchAfter: cursor }))).toBe(
        'INVALID_INPUT'
      );
      const ok = await models({ sort: 'PRICE_ASC', size: 5, searchAfter: cursor });
      expect(ok.body?.errors).toBeUndefined();
    });

    it('treats a missing input as the defaults (all bikes, 인기순, 20 a page)', async () => {
      const response = await ask<ModelsData>(db(), COMMERCE_MODELS_DOCUMENT, 'pb_commerceModels', {});
      expect(response.body?.errors).toBeUndefined();
      expect(response.body!.data!.commerceModels.models).toHaveLength(20);
    });
  });
});
