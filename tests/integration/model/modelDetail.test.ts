import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { pb_modelPageDocument, us_setBookmarkDocument, us_setLowestPriceAlarmDocument } from '@/api/item/generated';
import type { ModelPageAnswer, PriceComparison, SimilarModels } from '@/api/item/modelDetail';

// Each root field of the model page alone, as any caller of the service may ask for it.
const PRICE_COMPARISON_DOCUMENT = `query pb_priceComparison($modelId: Int!) {
  priceComparison(modelId: $modelId) {
    itemCount
    sell { itemCount items { item { itemId name dealType condition businessId businessName businessRegion price originPrice discount isMarked } usedGrade isOfficial shippingFee deliveryTypes businessRatingAvg businessReviewCount } }
    rental { itemCount items { item { itemId price } } }
  }
}`;
const SIMILAR_MODELS_DOCUMENT = `query pb_similarModels($modelId: Int!) {
  similarModels(modelId: $modelId) { sectionTitle models { id name brandName lowestPrice lowestRentalPrice businessCount } }
}`;
import { itemYogaFor } from '../item/itemHarness';
import { memberYogaFor, seedModelFixture, type ModelFixture } from './modelFixtures';

describe.each(testDbKinds())('model detail operations on %s', (kind) => {
  const db = useTestDb(kind);
  let f: ModelFixture;

  beforeAll(async () => {
    f = await seedModelFixture(db());
  });

  const detail = async (id: number, yoga = itemYogaFor(db())) =>
    gql<ModelPageAnswer>(yoga, { query: pb_modelPageDocument, variables: { id } });

  describe('pb_modelDetail', () => {
    it('answers the summary with the cheapest new sale item and the lowest prices', async () => {
      const { body } = await detail(f.target);
      const model = body?.data?.modelDetail.model;
      expect(model).toMatchObject({
        id: f.target,
        name: '스피드 1',
        brand: '테스트바이크',
        category: '로드',
        categoryCode: 'BIKE',
        itemId: f.items.cheapNew,
        lowestSellPrice: 850_000,
        lowestRentalPrice: 25_000,
        img: `/app/v4/images/${model?.imageId}`,
        imgWidth: 600,
        imgHeight: 600,
      });
      expect(model?.infoSummary).toBe('2025년형 · 출고가 1,000,000원 · 판매 3곳 · 렌탈 2곳');
      expect(model?.reviewSummary).toBe('평점 3.8 · 리뷰 12개');
    });

    it('builds the spec and geometry tables on the server, escaped, and sanitizes the detail HTML', async () => {
      const { body } = await detail(f.target);
      const d = body!.data!.modelDetail;
      expect(d.specInfo).toHaveLength(2);
      expect(d.detailSpecInfo).toMatchObject({ isShow: true, isShowDetailSpec: true, isShowGeometry: true });
      expect(d.detailSpecInfo.htmlDetailSpec).toContain(
        '<th scope="row">프레임 소재</th><td>카본 &lt;b&gt;풀 모노코크&lt;/b&gt;</td>'
      );
      expect(d.detailSpecInfo.htmlGeometry).toContain(
        '<thead><tr><th scope="col">사이즈</th><th scope="col">S</th><th scope="col">M</th></tr></thead>'
      );
      expect(d.totalHtmlContent).toBe('<h3>스피드 1</h3><p>설명</p>');
    });

    it('hides the geometry of a model that has none', async () => {
      const { body } = await detail(f.otherCategory);
      expect(body?.data?.modelDetail.detailSpecInfo).toMatchObject({
        isShow: true,
        isShowGeometry: false,
        htmlGeometry: '',
      });
    });

    it('answers the review header from 5 down to 1 and the most helpful good reviews', async () => {
      const { body } = await detail(f.target);
      const d = body!.data!.modelDetail;
      expect(d.modelReviewHeader).toEqual({
        reviewCount: 12,
        avgRating: 3.8,
        ratingRatioList: [
          { rating: 5, count: 6, ratio: 50 },
          { rating: 4, count: 2, ratio: 17 },
          { rating: 3, count: 2, ratio: 17 },
          { rating: 2, count: 0, ratio: 0 },
          { rating: 1, count: 2, ratio: 17 },
        ],
      });
      expect(d.mdReviewInfo.isShow).toBe(true);
      expect(d.mdReviewInfo.reviews.map((r) => r.id)).toEqual([f.reviewIds[10], f.reviewIds[8], f.reviewIds[7]]);
    });

    it('answers the latest three tagged posts and the count, leaving deleted posts out', async () => {
      const { body } = await detail(f.target);
      const d = body!.data!.modelDetail;
      expect(d.postCount).toBe(4);
      expect(d.posts.map((p) => p.title)).toEqual(['글 3', '글 2', '글 1']);
      expect(d.posts[0]).toMatchObject({ nickname: '회원', boardCode: 'free', commentCount: 0, likeCount: 0 });
    });

    it('shows the member their own bookmark and alarm', async () => {
      const member = memberYogaFor(db(), f.users.member);
      expect((await detail(f.target)).body?.data?.modelDetail.bookmark).toEqual({
        isActiveBookmark: false,
        isActiveAlarm: false,
      });
      const alarm = await gql(member, {
        query: us_setLowestPriceAlarmDocument,
        variables: { target: 'MODEL', id: f.target, active: true },
      });
      expect(alarm.body?.data).toEqual({ setLowestPriceAlarm: { isActiveBookmark: true, isActiveAlarm: true } });
      expect((await detail(f.target, member)).body?.data?.modelDetail.bookmark).toEqual({
        isActiveBookmark: true,
        isActiveAlarm: true,
      });
      const off = await gql(member, {
        query: us_setBookmarkDocument,
        variables: { target: 'MODEL', id: f.target, active: false },
      });
      expect(off.body?.data).toEqual({ setBookmark: { isActiveBookmark: false, isActiveAlarm: false } });
    });

    it('answers NOT_FOUND for an unknown id and INVALID_INPUT for a non-positive one', async () => {
      expect((await detail(987_654)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await detail(0)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      expect((await detail(-5)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    });
  });

  describe('pb_priceComparison', () => {
    const compare = (modelId: number) =>
      gql<{ priceComparison: PriceComparison }>(itemYogaFor(db()), {
        query: PRICE_COMPARISON_DOCUMENT,
        variables: { modelId },
        operationName: 'pb_priceComparison',
      });

    it('lists every available item, sale and rental apart, cheapest first, each the one item card', async () => {
      const p = (await compare(f.target)).body!.data!.priceComparison;
      expect(p.itemCount).toBe(5);
      expect(p.sell.itemCount).toBe(3);
      expect(p.sell.items.map((o) => o.item.itemId)).toEqual([f.items.used, f.items.cheapNew, f.items.dearNew]);
      expect(p.rental.items.map((o) => [o.item.itemId, o.item.price])).toEqual([
        [f.items.rentalCheap, 25_000],
        [f.items.rentalDear, 30_000],
      ]);
      expect(p.sell.items[1]).toMatchObject({
        item: {
          businessName: '반포 바이크',
          businessRegion: '서울',
          price: 850_000,
          originPrice: 1_020_000,
          discount: 16,
          condition: 'NEW',
          isMarked: false,
        },
        shippingFee: 3000,
        deliveryTypes: ['PICKUP', 'PARCEL'],
        businessReviewCount: 6,
      });
      expect(p.sell.items[0]).toMatchObject({
        item: { condition: 'USED' },
        usedGrade: 'A급',
        businessRatingAvg: null,
        businessReviewCount: 0,
      });
    });

    it("carries the member's own hearts, never into a visitor's answer", async () => {
      const member = memberYogaFor(db(), f.users.member);
      const hearted = await gql(member, {
        query: us_setBookmarkDocument,
        variables: { target: 'ITEM', id: f.items.cheapNew, active: true },
      });
      expect(hearted.body?.errors).toBeUndefined();
      const asMember = await gql<{ priceComparison: PriceComparison }>(member, {
        query: PRICE_COMPARISON_DOCUMENT,
        variables: { modelId: f.target },
        operationName: 'pb_priceComparison',
      });
      const marks = (p: PriceComparison) => p.sell.items.map((o) => [o.item.itemId, o.item.isMarked]);
      expect(marks(asMember.body!.data!.priceComparison)).toEqual([
        [f.items.used, false],
        [f.items.cheapNew, true],
        [f.items.dearNew, false],
      ]);
      expect(marks((await compare(f.target)).body!.data!.priceComparison).map(([, marked]) => marked)).toEqual([
        false,
        false,
        false,
      ]);
      await gql(member, {
        query: us_setBookmarkDocument,
        variables: { target: 'ITEM', id: f.items.cheapNew, active: false },
      });
    });

    it('answers an empty comparison for a model nobody sells', async () => {
      expect((await compare(f.unsold)).body?.data?.priceComparison).toEqual({
        itemCount: 0,
        sell: { itemCount: 0, items: [] },
        rental: { itemCount: 0, items: [] },
      });
    });

    it('answers NOT_FOUND and INVALID_INPUT', async () => {
      expect((await compare(987_654)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await compare(0)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    });
  });

  describe('pb_similarModels', () => {
    const similar = (modelId: number) =>
      gql<{ similarModels: SimilarModels }>(itemYogaFor(db()), {
        query: SIMILAR_MODELS_DOCUMENT,
        variables: { modelId },
        operationName: 'pb_similarModels',
      });

    it('answers sold models of the same category, closest price first, with their lowest price', async () => {
      const s = (await similar(f.target)).body!.data!.similarModels;
      expect(s.sectionTitle).toBe('비슷한 스펙의 상품');
      expect(s.models.map((m) => m.id)).toEqual([f.closeModel, f.farModel]);
      expect(s.models[0]).toMatchObject({
        name: '스피드 2',
        brandName: '테스트바이크',
        lowestPrice: 1_000_000,
        lowestRentalPrice: null,
        businessCount: 1,
      });
    });

    it('answers NOT_FOUND and INVALID_INPUT', async () => {
      expect((await similar(987_654)).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await similar(-1)).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    });
  });

  describe('model bookmark mutations', () => {
    it('answers UNAUTHENTICATED to an anonymous caller', async () => {
      for (const query of [us_setBookmarkDocument, us_setLowestPriceAlarmDocument]) {
        const { body } = await gql(itemYogaFor(db()), {
          query,
          variables: { target: 'MODEL', id: f.target, active: true },
        });
        expect(body?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      }
    });
  });
});
