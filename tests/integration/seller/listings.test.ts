import { eq, sql } from 'drizzle-orm';
import {
  bz_createListingDocument,
  bz_listingEditPageDocument,
  bz_publishListingDocument,
  bz_unpublishListingDocument,
  bz_updateListingDocument,
  pb_itemPageDocument,
  pb_searchPageDocument,
  type SellerListingFieldsFragment,
} from '@/api/item/generated';
import type { SearchAnswer } from '@/api/item/search';
import { queryRows } from '@/server/db/rows';
import { images, items } from '@/server/db/schema';
import { publicUploadUse } from '@/server/images/photoAccess';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { callAs } from '../member/memberFixtures';
import { twoBusinesses, type TwoBusinesses } from './twoBusinesses';
import { uploads } from '../returns/returnHarness';

type Listing = SellerListingFieldsFragment;

/** The seller console's listings (docs/product.md §4 Listings): write, validate, publish, take down. */
describe.each(testDbKinds())('seller listings on %s', (kind) => {
  const db = useTestDb(kind);
  let cast: TwoBusinesses;
  let categoryId: number;
  let modelId: number;
  beforeAll(async () => {
    cast = await twoBusinesses(db());
    const [row] = await queryRows<{ categoryId: number; modelId: number }>(
      db(),
      sql`SELECT category_id AS "categoryId", model_id AS "modelId" FROM items WHERE id = ${cast.f.rental.itemId}`
    );
    categoryId = Number(row.categoryId);
    modelId = Number(row.modelId);
  });

  /** A rental without a catalogue model, found by its own words ("모델 없음"). */
  const rentalInput = (title: string, imageIds: number[]) => ({
    dealType: 'RENTAL',
    modelId: null,
    modelRequest: { brandName: '카르빙', modelName: '프로 X', modelYear: 2025 },
    categoryId,
    title,
    condition: 'NEW',
    usedGrade: null,
    description: '왁싱을 마친 카빙 스키예요.\n\n바인딩은 매장에서 맞춰 드려요.',
    imageIds,
    options: [
      { kind: 'REQUIRED', name: '160cm', price: 0, stock: 2 },
      { kind: 'REQUIRED', name: '170cm', price: 5_000, stock: 1 },
      { kind: 'ADDITIONAL', name: '헬멧', price: 3_000, stock: 5 },
    ],
    stock: 0,
    price: 30_000,
    originPrice: 40_000,
    pickup: true,
    parcel: false,
    shippingFee: 0,
    insurance: { name: '파손 보험', price: 4_000 },
    depositAmount: 100_000,
  });

  const create = (caller: TwoBusinesses['seller'], input: unknown) =>
    callAs<{ createListing: Listing }>(db(), caller, bz_createListingDocument, 'bz_createListing', { input });
  const update = (caller: TwoBusinesses['seller'], itemId: number, input: unknown) =>
    callAs<{ updateListing: Listing }>(db(), caller, bz_updateListingDocument, 'bz_updateListing', { itemId, input });
  const publish = (caller: TwoBusinesses['seller'], itemId: number) =>
    callAs<{ publishListing: Listing }>(db(), caller, bz_publishListingDocument, 'bz_publishListing', { itemId });
  const unpublish = (caller: TwoBusinesses['seller'], itemId: number) =>
    callAs<{ unpublishListing: Listing }>(db(), caller, bz_unpublishListingDocument, 'bz_unpublishListing', {
      itemId,
    });
  const searchFor = async (keyword: string) => {
    const answer = await callAs<{ search: SearchAnswer }>(db(), null, pb_searchPageDocument, 'pb_searchPage', {
      input: { keyword, dealType: 'RENTAL' },
      hasRequest: true,
    });
    return answer.data!.search.items.map((i) => i.itemId);
  };
  const itemPage = (id: number) => callAs(db(), null, pb_itemPageDocument, 'pb_itemPage', { id });

  it('saves a draft, publishes it into search and the item page in the same request, and takes it down', async () => {
    const photos = await uploads(db(), cast.seller!.userId, 2);
    const title = `카르빙 프로 렌탈 ${kind}`;
    const created = await create(cast.seller, rentalInput(title, [photos[1], photos[0]]));
    expect(created.code).toBeNull();
    const listing = created.data!.createListing;
    expect(listing).toMatchObject({
      state: 'DRAFT',
      title,
      stock: 3,
      photos: [{ id: photos[1] }, { id: photos[0] }],
      insurance: { name: '파손 보험', price: 4_000 },
      modelRequest: { brandName: '카르빙', modelName: '프로 X', modelYear: 2025 },
    });
    expect(listing.options.map((o) => [o.kind, o.name, o.price, o.stock])).toEqual([
      ['REQUIRED', '160cm', 0, 2],
      ['REQUIRED', '170cm', 5_000, 1],
      ['ADDITIONAL', '헬멧', 3_000, 5],
    ]);
    // A draft is the business's alone: not in search, no page, its photos private.
    expect(await searchFor('카르빙')).not.toContain(listing.itemId);
    expect((await itemPage(listing.itemId)).code).toBe('NOT_FOUND');
    expect(await publicUploadUse(db(), photos[0])).toBeNull();

    const published = await publish(cast.seller, listing.itemId);
    expect(published.data!.publishListing.state).toBe('AVAILABLE');
    expect(await searchFor('카르빙')).toContain(listing.itemId);
    const page = await itemPage(listing.itemId);
    expect(page.code).toBeNull();
    // A ski rental without a catalogue model is equipment (모델 미등록), not a 정비·서비스 item.
    const detail = (page.data as { itemDetail: { item: { isService: boolean }; bike: unknown } }).itemDetail;
    expect([detail.item.isService, detail.bike]).toEqual([false, null]);
    expect(await publicUploadUse(db(), photos[1])).toBe('ITEM');
    const [row] = await db().select({ imageId: items.imageId }).from(items).where(eq(items.id, listing.itemId));
    expect(row.imageId).toBe(photos[1]);

    const down = await unpublish(cast.seller, listing.itemId);
    expect(down.data!.unpublishListing.state).toBe('HIDDEN');
    expect(await searchFor('카르빙')).not.toContain(listing.itemId);
    expect(await publicUploadUse(db(), photos[1])).toBeNull();
  });

  it('edits a listing: reorders photos, keeps option ids, renames, and shows the change in search', async () => {
    const photos = await uploads(db(), cast.seller!.userId, 3);
    const created = (await create(cast.seller, rentalInput(`첫 이름 ${kind}`, photos.slice(0, 2)))).data!.createListing;
    await publish(cast.seller, created.itemId);
    const kept = created.options[0];
    const input = {
      ...rentalInput(`바뀐 스키 이름 ${kind}`, [photos[2], photos[0]]),
      options: [{ id: kept.id, kind: 'REQUIRED', name: '160cm', price: 0, stock: 4 }],
      insurance: null,
    };
    const saved = await update(cast.seller, created.itemId, input);
    expect(saved.code).toBeNull();
    expect(saved.data!.updateListing).toMatchObject({
      state: 'AVAILABLE',
      stock: 4,
      insurance: null,
      options: [{ id: kept.id, name: '160cm', stock: 4 }],
      photos: [{ id: photos[2] }, { id: photos[0] }],
    });
    // The dropped photo goes back to the cleanup job.
    const [dropped] = await db().select({ at: images.attachedAt }).from(images).where(eq(images.id, photos[1]));
    expect(dropped.at).toBeNull();
    expect(await searchFor('바뀐스키')).toContain(created.itemId);
  });

  it("answers NOT_FOUND for another business's listing, on every read and write", async () => {
    const mine = (
      await create(cast.seller, rentalInput(`남의 손 ${kind}`, await uploads(db(), cast.seller!.userId, 1)))
    ).data!.createListing;
    const theirs = cast.otherSeller;
    const photo = await uploads(db(), theirs!.userId, 1);
    expect((await update(theirs, mine.itemId, rentalInput('가로채기', photo))).code).toBe('NOT_FOUND');
    expect((await publish(theirs, mine.itemId)).code).toBe('NOT_FOUND');
    expect((await unpublish(theirs, mine.itemId)).code).toBe('NOT_FOUND');
    const read = await callAs(db(), theirs, bz_listingEditPageDocument, 'bz_listingEditPage', { itemId: mine.itemId });
    expect(read.code).toBe('NOT_FOUND');
    // A seeded item of the other business likewise.
    expect((await publish(cast.seller, cast.other.rental.itemId)).code).toBe('NOT_FOUND');
    // A member who sells nothing is not a seller at all.
    expect((await create({ userId: cast.member }, rentalInput('아무개', photo))).code).toBe('FORBIDDEN');
  });

  it("refuses another member's photo and a photo used elsewhere on the photo field", async () => {
    const strangers = await uploads(db(), cast.member, 1);
    const answer = await create(cast.seller, rentalInput(`남의 사진 ${kind}`, strangers));
    expect(answer.code).toBe('INVALID_INPUT');
    expect(answer.details.imageIds).toMatch(/사진/);
  });

  it('refuses every field of bad input with a Korean message on that field, and writes nothing', async () => {
    const photo = await uploads(db(), cast.seller!.userId, 1);
    const good = rentalInput(`검사용 ${kind}`, photo);
    const cases: [string, Record<string, unknown>][] = [
      ['dealType', { dealType: 'LEASE' }],
      ['modelId', { modelRequest: null }],
      ['modelId', { modelId: 999_999_999, modelRequest: null }],
      ['categoryId', { categoryId: null }],
      ['categoryId', { categoryId: 999_999_999 }],
      ['title', { title: '가' }],
      ['title', { title: '가'.repeat(61) }],
      ['title', { title: '첫 줄\n둘째 줄' }],
      ['title', { title: '이 씨발 스키' }],
      ['condition', { condition: 'USED', usedGrade: 'A급' }],
      ['usedGrade', { dealType: 'SELL', condition: 'USED', usedGrade: null, insurance: null, depositAmount: 0 }],
      ['usedGrade', { dealType: 'SELL', condition: 'USED', usedGrade: 'Z급', insurance: null, depositAmount: 0 }],
      ['description', { description: '병신 같은 스키' }],
      ['description', { description: '가'.repeat(3_001) }],
      ['imageIds', { imageIds: Array.from({ length: 16 }, (_, i) => i + 1) }],
      ['imageIds', { imageIds: [photo[0], photo[0]] }],
      ['imageIds', { imageIds: [] }],
      ['options.0.name', { options: [{ kind: 'REQUIRED', name: '', price: 0, stock: 1 }] }],
      ['options.1.name', { options: [good.options[0], good.options[0]] }],
      ['options.0.name', { options: [{ kind: 'ADDITIONAL', name: '도난 보험', price: 1_000, stock: 1 }] }],
      ['options.0.price', { options: [{ kind: 'ADDITIONAL', name: '헬멧', price: -1, stock: 1 }] }],
      ['options.0.stock', { options: [{ kind: 'REQUIRED', name: '160cm', price: 0, stock: 1_000 }] }],
      [
        'options',
        { options: Array.from({ length: 21 }, (_, i) => ({ kind: 'REQUIRED', name: `${i}`, price: 0, stock: 1 })) },
      ],
      ['stock', { options: [], stock: -1 }],
      ['price', { price: 50 }],
      ['price', { price: 50_000, originPrice: 40_000 }],
      ['originPrice', { originPrice: 100_000_001 }],
      ['pickup', { pickup: false, parcel: false }],
      ['shippingFee', { parcel: false, shippingFee: 3_000 }],
      ['shippingFee', { parcel: true, shippingFee: 100_001 }],
      ['insurance.name', { insurance: { name: '', price: 1_000 } }],
      ['insurance', { dealType: 'SELL', depositAmount: 0 }],
      ['depositAmount', { depositAmount: 3_000_001 }],
      ['depositAmount', { dealType: 'SELL', insurance: null, depositAmount: 10_000 }],
    ];
    const [{ count: before }] = await queryRows<{ count: number }>(db(), sql`SELECT count(*)::int AS count FROM items`);
    for (const [field, change] of cases) {
      const answer = await create(cast.seller, { ...good, ...change });
      expect([field, answer.code]).toEqual([field, 'INVALID_INPUT']);
      expect([field, answer.details[field]]).toEqual([field, expect.stringMatching(/[가-힣]/)]);
    }
    const [{ count: after }] = await queryRows<{ count: number }>(db(), sql`SELECT count(*)::int AS count FROM items`);
    expect(after).toBe(before);
  });

  it('keeps 장기 대여 할인 per field: 1-90 whole percent, 7 days at least 3 days, rentals only; the page shows it', async () => {
    const photo = await uploads(db(), cast.seller!.userId, 1);
    const good = rentalInput(`장기 할인 ${kind}`, photo);
    const sale = { dealType: 'SELL', insurance: null, depositAmount: 0 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ threeDayDiscountPercent: 0 }, 'threeDayDiscountPercent', '3일 이상 할인율은 1% 이상이어야 해요.'],
      [{ sevenDayDiscountPercent: 91 }, 'sevenDayDiscountPercent', '7일 이상 할인율은 90%까지 입력할 수 있어요.'],
      [
        { threeDayDiscountPercent: 20, sevenDayDiscountPercent: 10 },
        'sevenDayDiscountPercent',
        '7일 이상 할인율은 3일 이상 할인율보다 작을 수 없어요.',
      ],
      [
        { ...sale, threeDayDiscountPercent: 10 },
        'threeDayDiscountPercent',
        '장기 대여 할인은 렌탈 상품에만 줄 수 있어요.',
      ],
      [
        { ...sale, sevenDayDiscountPercent: 10 },
        'sevenDayDiscountPercent',
        '장기 대여 할인은 렌탈 상품에만 줄 수 있어요.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const answer = await create(cast.seller, { ...good, ...change });
      expect([field, answer.code, answer.details[field]]).toEqual([field, 'INVALID_INPUT', message]);
    }

    const created = await create(cast.seller, { ...good, threeDayDiscountPercent: 10, sevenDayDiscountPercent: 15 });
    const listing = created.data!.createListing;
    expect(listing).toMatchObject({ threeDayDiscountPercent: 10, sevenDayDiscountPercent: 15 });
    await publish(cast.seller, listing.itemId);
    const page = await itemPage(listing.itemId);
    expect((page.data as { itemDetail: { item: unknown } }).itemDetail.item).toMatchObject({
      threeDayDiscountPercent: 10,
      sevenDayDiscountPercent: 15,
    });
    // Emptied, the discount is gone (0 in the row, absent in the form).
    const cleared = await update(cast.seller, listing.itemId, good);
    expect(cleared.data!.updateListing).toMatchObject({ threeDayDiscountPercent: null, sevenDayDiscountPercent: null });
  });

  it('lists with a catalogue model: takes its category and shows in the model search', async () => {
    const input = {
      ...rentalInput(`모델 있는 렌탈 ${kind}`, []),
      modelId,
      modelRequest: null,
      categoryId: null,
    };
    const created = await create(cast.seller, input);
    expect(created.code).toBeNull();
    expect(created.data!.createListing).toMatchObject({ modelId, modelRequest: null, photos: [] });
    expect(created.data!.createListing.modelLabel).toContain('레드스터 G9');
    expect((await publish(cast.seller, created.data!.createListing.itemId)).code).toBeNull();
    expect((await itemPage(created.data!.createListing.itemId)).code).toBeNull();
  });
});
