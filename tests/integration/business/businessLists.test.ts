import {
  pb_businessItemsMoreDocument,
  pb_businessItemsPageDocument,
  pb_businessReviewsMoreDocument,
  pb_businessReviewsPageDocument,
} from '@/api/item/generated';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql, type GqlResponse } from '../../support/serviceFetch';
import { type BusinessItemsAnswer } from '@/api/item/businessProfile';
import { type BusinessReviewsAnswer } from '@/api/item/businessReviews';
import { itemYogaFor } from '../item/itemHarness';
import { memberYogaFor } from '../model/modelFixtures';
import { seedBusinessFixture, type BusinessFixture } from './businessFixtures';

type Input = Record<string, unknown>;

describe.each(testDbKinds())('business item lists and business reviews on %s', (kind) => {
  const db = useTestDb(kind);
  let f: BusinessFixture;

  beforeAll(async () => {
    f = await seedBusinessFixture(db());
  });

  const items = (input: Input, first = true) =>
    gql<{ businessItems: BusinessItemsAnswer }>(itemYogaFor(db()), {
      query: first ? pb_businessItemsPageDocument : pb_businessItemsMoreDocument,
      variables: { input: { businessId: f.businessId, ...input } },
    });
  const reviewsOf = (input: Input, userId: number | null = null, first = true) =>
    gql<{ businessReviews: BusinessReviewsAnswer }>(userId === null ? itemYogaFor(db()) : memberYogaFor(db(), userId), {
      query: first ? pb_businessReviewsPageDocument : pb_businessReviewsMoreDocument,
      variables: { input: { businessId: f.businessId, ...input } },
    });
  const codeOf = (res: GqlResponse<unknown>) => res.body?.errors?.[0].extensions?.code;

  async function allPages(input: Input): Promise<number[]> {
    const ids: number[] = [];
    let searchAfter: string | null = null;
    do {
      const page: BusinessItemsAnswer = (await items({ ...input, searchAfter, size: 5 }, false)).body!.data!
        .businessItems;
      ids.push(...page.businessItems.map((i) => i.itemId));
      searchAfter = page.searchAfter;
    } while (searchAfter !== null);
    return ids;
  }

  describe('pb_businessItems', () => {
    it('answers the header, category templates led by all, the sheet, sorts and the first page', async () => {
      const page = (await items({})).body!.data!.businessItems;
      expect(page.header).toEqual({ businessName: '반포 한강 자전거', itemCount: 24 });
      expect(page.categoryTemplates.map((t) => [t.key, t.itemCount])).toEqual([
        ['all', 24],
        ['road', 12],
        ['mtb', 12],
      ]);
      expect(page.categoryTemplates.every((t) => t.filterComponents.every((c) => c.key !== 'category'))).toBe(true);
      expect(page.filterComponents.map((c) => c.key)).toContain('brand');
      expect(page.sorts.map((s) => s.key)).toEqual(['RECOMMEND', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'REVIEW']);
      expect(page.businessItems.slice(0, 4).map((i) => i.itemId)).toEqual(f.famousIds);
      expect(page.businessItems).toHaveLength(20);
    });

    it('pages every sort by keyset without gaps or repeats', async () => {
      for (const sort of ['RECOMMEND', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'REVIEW']) {
        const ids = await allPages({ sort });
        expect(new Set(ids).size).toBe(24);
      }
      expect(await allPages({ sort: 'PRICE_ASC' })).toEqual(f.itemIds);
      expect(await allPages({ sort: 'NEWEST' })).toEqual([...f.itemIds].reverse());
    });

    it('narrows by category tab and filter values', async () => {
      const road = (await items({ categoryKey: 'road' })).body!.data!.businessItems;
      expect(road.header.itemCount).toBe(12);
      expect(road.businessItems.every((i) => i.categoryName === '로드')).toBe(true);
      const trek = (await items({ filters: [{ key: 'brand', value: 'trek' }] })).body!.data!.businessItems;
      expect(trek.header.itemCount).toBe(12);
      expect(trek.businessItems.every((i) => i.brandName === '트렉')).toBe(true);
    });

    it('lists only the famous items, famous first, for the famous list', async () => {
      const page = (await items({ famousOnly: true, sort: 'PRICE_DESC' })).body!.data!.businessItems;
      expect(page.header.itemCount).toBe(4);
      expect(page.businessItems.map((i) => i.itemId)).toEqual(f.famousIds);
    });

    it('refuses bad input and a cursor of another list, and answers NOT_FOUND for an unknown business', async () => {
      expect(codeOf(await items({ categoryKey: 'nope' }))).toBe('INVALID_INPUT');
      expect(codeOf(await items({ sort: 'CHEAP' }))).toBe('INVALID_INPUT');
      expect(codeOf(await items({ filters: [{ key: 'color', value: 'red' }] }))).toBe('INVALID_INPUT');
      expect(codeOf(await items({ size: 500 }))).toBe('INVALID_INPUT');
      const cursor = (await items({ size: 5 }, false)).body!.data!.businessItems.searchAfter;
      expect(codeOf(await items({ sort: 'NEWEST', searchAfter: cursor }, false))).toBe('INVALID_INPUT');
      expect(codeOf(await items({ searchAfter: 'forged' }, false))).toBe('INVALID_INPUT');
      expect(
        codeOf(
          await gql(itemYogaFor(db()), {
            query: pb_businessItemsPageDocument,
            variables: { input: { businessId: 987_654 } },
          })
        )
      ).toBe('NOT_FOUND');
    });
  });

  describe('pb_businessReviews', () => {
    async function allReviews(input: Input): Promise<{ id: number; rating: number }[]> {
      const out: { id: number; rating: number }[] = [];
      let searchAfter: string | null = null;
      do {
        const page: BusinessReviewsAnswer = (await reviewsOf({ ...input, searchAfter, size: 4 }, null, false)).body!
          .data!.businessReviews;
        out.push(...page.businessReviews.map((r) => ({ id: r.id, rating: r.rating })));
        searchAfter = page.searchAfter;
      } while (searchAfter !== null);
      return out;
    }

    it('answers the header with the distribution, the photo count and the newest reviews with photos', async () => {
      const page = (await reviewsOf({})).body!.data!.businessReviews;
      expect(page.businessName).toBe('반포 한강 자전거');
      expect(page.reviewHeader.reviewCount).toBe(30);
      expect(page.reviewHeader.ratingRatioList.map((r) => r.rating)).toEqual([5, 4, 3, 2, 1]);
      expect(page.photoReviewCount).toBe(f.photoReviewIds.length);
      expect(page.businessReviews.map((r) => r.id)).toEqual([...f.reviewIds].reverse().slice(0, 10));
      const withPhoto = page.businessReviews.find((r) => f.photoReviewIds.includes(r.id))!;
      expect(withPhoto.photos[0].url).toMatch(/^\/app\/v4\/images\/\d+$/);
    });

    it('pages newest, rating high and rating low orders completely, and the photo-only list', async () => {
      expect((await allReviews({})).map((r) => r.id)).toEqual([...f.reviewIds].reverse());
      const high = await allReviews({ sort: 'RATING_DESC' });
      expect(high).toHaveLength(30);
      expect(high.map((r) => r.rating)).toEqual([...high.map((r) => r.rating)].sort((a, b) => b - a));
      const low = await allReviews({ sort: 'RATING_ASC' });
      expect(new Set(low.map((r) => r.id)).size).toBe(30);
      expect(low.map((r) => r.rating)).toEqual([...low.map((r) => r.rating)].sort((a, b) => a - b));
      expect((await allReviews({ photoOnly: true })).map((r) => r.id)).toEqual([...f.photoReviewIds].reverse());
    });

    it('shows the viewer their own helpful marks and own reviews', async () => {
      const mine = (await reviewsOf({}, f.users.reviewer)).body!.data!.businessReviews;
      expect(mine.businessReviews.every((r) => r.isMine)).toBe(true);
    });

    it('refuses bad input and answers NOT_FOUND for an unknown business', async () => {
      expect(codeOf(await reviewsOf({ sort: 'BEST' }))).toBe('INVALID_INPUT');
      expect(codeOf(await reviewsOf({ size: 0 }))).toBe('INVALID_INPUT');
      expect(codeOf(await reviewsOf({ searchAfter: 'forged' }))).toBe('INVALID_INPUT');
      const cursor = (await reviewsOf({ size: 3 })).body!.data!.businessReviews.searchAfter;
      expect(codeOf(await reviewsOf({ sort: 'RATING_DESC', searchAfter: cursor }))).toBe('INVALID_INPUT');
      expect(
        codeOf(
          await gql(itemYogaFor(db()), {
            query: pb_businessReviewsPageDocument,
            variables: { input: { businessId: 987_654 } },
          })
        )
      ).toBe('NOT_FOUND');
      expect(
        codeOf(
          await gql(itemYogaFor(db()), {
            query: pb_businessReviewsPageDocument,
            variables: { input: { businessId: -1 } },
          })
        )
      ).toBe('INVALID_INPUT');
    });
  });
});
