import {
  bz_replyReviewDocument,
  bz_unpublishListingDocument,
  bz_updateBusinessProfileDocument,
  bz_updateItemPriceDocument,
  bz_updateItemStatusDocument,
  bz_updateOptionStockDocument,
} from '@/api/item/generated';
import { us_prepareCheckoutDocument } from '@/api/order/generated';
import { eq, sql } from 'drizzle-orm';
import { itemBookmarks, items } from '@/server/db/schema';
import { installPublisher, registerForgetter } from '@/server/cluster/cacheBus';
import { startCacheListener, type CacheListener } from '@/server/cluster/cacheListener';
import type { Db, DbHandle } from '@/server/db/client';
import { itemPublicKey } from '@/server/domain/item/itemDetailService';
import { callService, type Caller } from '../../support/serviceCaller';
import { createTestDb, testDbKinds } from '../../support/testDb';
import { openTwoInstances, QUICK_RETRY, type TwoInstances } from '../../support/twoInstances';
import { saleInput, key } from '../../support/checkoutFixture';
import { useDemoMode } from '../../support/demoMode';
import { twoBusinesses, type TwoBusinesses } from '../seller/twoBusinesses';
import { CONFIRMED_SALE, orderOf } from '../review/reviewHarness';

// Issue 32 §1: the item page's public part is read once and kept for every viewer, member or not,
// and every write that changes what it shows forgets it in every instance. On PostgreSQL the writes
// go to instance A and the reads to instance B (two database handles, each with its own caches and
// its own listener on the cache channel); on the embedded database there is one instance.

const ITEM = `query pb_itemPublicPart($id: Int!) {
  itemDetail(id: $id) {
    item { status discountedPrice }
    business { info reviewCount }
    reviewStatic { reviewCount }
    reviews { id reply { content } }
    options { id stock }
    bookmarkInfo { isMarked }
  }
}`;

type Shown = {
  itemDetail: {
    item: { status: string; discountedPrice: number };
    business: { info: string | null; reviewCount: number };
    reviewStatic: { reviewCount: number };
    reviews: { id: number; reply: { content: string } | null }[];
    options: { id: number; stock: number }[];
    bookmarkInfo: { isMarked: boolean };
  };
};

type Instances = { write: Db; read: Db; close: () => Promise<void> };

async function openInstances(kind: 'pglite' | 'postgres'): Promise<Instances> {
  if (kind === 'pglite') {
    const one: DbHandle = await createTestDb('pglite');
    return { write: one.db, read: one.db, close: () => one.close() };
  }
  const two: TwoInstances = await openTwoInstances();
  const listeners: CacheListener[] = [two.a, two.b].map((handle) =>
    startCacheListener({ url: two.url, db: handle.db, retryMs: QUICK_RETRY })
  );
  await Promise.all(listeners.map((listener) => listener.nextListening()));
  installPublisher(listeners[0]);
  return {
    write: two.a.db,
    read: two.b.db,
    close: async () => {
      installPublisher(null);
      await Promise.all(listeners.map((listener) => listener.close()));
      await two.close();
    },
  };
}

describe.each(testDbKinds())('the item page public part, forgotten on every write, on %s', (kind) => {
  useDemoMode('on');
  let instances: Instances;
  let cast: TwoBusinesses;
  beforeAll(async () => {
    instances = await openInstances(kind);
    cast = await twoBusinesses(instances.write, { saleStock: 5 });
  });
  afterAll(() => instances.close());

  /** What B's next render shows, as the member and as a visitor: both read the same kept public part. */
  const shown = async (itemId: number, caller: Caller = { userId: cast.member }) => {
    const res = await callService<Shown>(instances.read, 'item', caller, ITEM, { id: itemId });
    return { data: res.data?.itemDetail ?? null, code: res.code };
  };
  /**
   * Resolves when B's item caches are told to forget `key` (at once on the embedded database, a moment
   * after A's write on PostgreSQL, over the channel). Without the forget it never resolves and the test
   * fails: waiting for the kept copy to expire instead would hide a missing forget.
   */
  const forgetReachesB = (key: string) =>
    new Promise<void>((resolve) => {
      const unregister = registerForgetter('itemDetail', (db, forgotten) => {
        if (db !== instances.read || (forgotten !== key && forgotten !== null)) return;
        unregister();
        resolve();
      });
    });
  /** B's next render, as the member and as a visitor. */
  const bothShow = async (itemId: number) => {
    const [member, visitor] = await Promise.all([shown(itemId), shown(itemId, null)]);
    expect(visitor.data).toEqual({ ...member.data, bookmarkInfo: visitor.data?.bookmarkInfo });
    return member.data!;
  };
  const stockOf = (detail: Shown['itemDetail']) => detail.options.find((o) => o.id === cast.f.sale.optionId)!.stock;
  const write = <T>(caller: Caller, document: { toString(): string }, variables: Record<string, unknown>) =>
    callService<T>(instances.write, 'item', caller, String(document), variables);

  it("keeps what it read: a change written behind the cache's back is not shown until it is forgotten", async () => {
    const before = (await shown(cast.f.sale.itemId)).data!;
    await instances.write
      .update(items)
      .set({ price: sql`${items.price} - 1` })
      .where(eq(items.id, cast.f.sale.itemId));
    expect((await shown(cast.f.sale.itemId)).data!.item.discountedPrice).toBe(before.item.discountedPrice);
    expect((await shown(cast.f.sale.itemId, null)).data!.item.discountedPrice).toBe(before.item.discountedPrice);
  });

  it("a seller's price edit shows on the next render of every instance", async () => {
    await bothShow(cast.f.sale.itemId);
    const arrived = forgetReachesB(itemPublicKey.item(cast.f.sale.itemId));
    const res = await write(cast.seller, bz_updateItemPriceDocument, { itemId: cast.f.sale.itemId, price: 850_000 });
    expect(res.code).toBeNull();
    await arrived;
    expect((await bothShow(cast.f.sale.itemId)).item.discountedPrice).toBe(850_000);
  });

  it('a status change (품절) and an option stock edit show at once', async () => {
    await Promise.all([bothShow(cast.f.rental.itemId), bothShow(cast.f.sale.itemId)]);
    const soldOut = forgetReachesB(itemPublicKey.item(cast.f.rental.itemId));
    const status = await write(cast.seller, bz_updateItemStatusDocument, {
      itemId: cast.f.rental.itemId,
      status: 'SOLD_OUT',
    });
    expect(status.code).toBeNull();
    await soldOut;
    expect((await bothShow(cast.f.rental.itemId)).item.status).toBe('SOLD_OUT');

    const restocked = forgetReachesB(itemPublicKey.item(cast.f.sale.itemId));
    const stock = await write(cast.seller, bz_updateOptionStockDocument, { optionId: cast.f.sale.optionId, stock: 4 });
    expect(stock.code).toBeNull();
    await restocked;
    expect(stockOf(await bothShow(cast.f.sale.itemId))).toBe(4);
  });

  it("a business profile edit shows on every one of its items' pages", async () => {
    await Promise.all([bothShow(cast.f.sale.itemId), bothShow(cast.f.rental.itemId)]);
    const introduction = '반포 한강공원 옆 자전거 가게예요. 정비는 당일에 끝내 드려요.';
    const arrived = forgetReachesB(itemPublicKey.business(cast.f.businessId));
    const res = await write(cast.seller, bz_updateBusinessProfileDocument, {
      input: {
        notice: '',
        introduction,
        maintenance: '',
        openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '09:00', close: '18:00' })),
        turnaroundDays: 1,
      },
    });
    expect(res.code).toBeNull();
    await arrived;
    expect((await bothShow(cast.f.sale.itemId)).business.info).toBe(introduction);
    expect((await bothShow(cast.f.rental.itemId)).business.info).toBe(introduction);
  });

  it("a review written and its reply show on the item's page, and the business rating on its other items", async () => {
    const before = (await bothShow(cast.f.rental.itemId)).business.reviewCount;
    await bothShow(cast.f.sale.itemId);
    const orderId = await orderOf(instances.write, cast.f, cast.member, CONFIRMED_SALE);
    const written = forgetReachesB(itemPublicKey.business(cast.f.businessId));
    const review = await callService<{ writeReview: { reviewId: number } }>(
      instances.write,
      'item',
      { userId: cast.member },
      `mutation us_writeReview($orderId: Int!) { writeReview(orderId: $orderId, rating: 4, content: "포장이 꼼꼼했고 설명대로 상태가 좋았어요. 잘 타고 있어요.", imageIds: []) { reviewId } }`,
      { orderId }
    );
    expect(review.code).toBeNull();
    const reviewId = review.data!.writeReview.reviewId;
    await written;
    expect((await bothShow(cast.f.sale.itemId)).reviews.map((r) => r.id)).toContain(reviewId);
    expect((await bothShow(cast.f.rental.itemId)).business.reviewCount).toBe(before + 1);

    const replied = forgetReachesB(itemPublicKey.business(cast.f.businessId));
    const reply = await write(cast.seller, bz_replyReviewDocument, {
      reviewId,
      content: '고맙습니다. 또 들러 주세요!',
    });
    expect(reply.code).toBeNull();
    await replied;
    expect((await bothShow(cast.f.sale.itemId)).reviews.find((r) => r.id === reviewId)?.reply).toEqual({
      content: '고맙습니다. 또 들러 주세요!',
    });
  });

  it("a checkout that takes sale stock shows the option's new stock", async () => {
    const shownBefore = await bothShow(cast.f.sale.itemId);
    const arrived = forgetReachesB(itemPublicKey.item(cast.f.sale.itemId));
    const prepared = await callService(
      instances.write,
      'order',
      { userId: cast.member },
      String(us_prepareCheckoutDocument),
      { ...saleInput(cast.f, 1), expectedAmount: shownBefore.item.discountedPrice, idempotencyKey: key() }
    );
    expect(prepared.code).toBeNull();
    await arrived;
    expect(stockOf(await bothShow(cast.f.sale.itemId))).toBe(stockOf(shownBefore) - 1);
  });

  it('a listing taken down is gone from the next render of every instance', async () => {
    await bothShow(cast.other.sale.itemId);
    const arrived = forgetReachesB(itemPublicKey.item(cast.other.sale.itemId));
    const res = await callService(instances.write, 'item', cast.otherSeller, String(bz_unpublishListingDocument), {
      itemId: cast.other.sale.itemId,
    });
    expect(res.code).toBeNull();
    await arrived;
    expect((await shown(cast.other.sale.itemId)).code).toBe('NOT_FOUND');
    expect((await shown(cast.other.sale.itemId, null)).code).toBe('NOT_FOUND');
  });

  it("keeps each member's own facts apart: a bookmark is the member's, not the kept part's", async () => {
    const other = { userId: cast.seller!.userId };
    await instances.write.insert(itemBookmarks).values({ userId: cast.member, itemId: cast.f.rental.itemId });
    expect((await shown(cast.f.rental.itemId)).data!.bookmarkInfo.isMarked).toBe(true);
    expect((await shown(cast.f.rental.itemId, other)).data!.bookmarkInfo.isMarked).toBe(false);
    expect((await shown(cast.f.rental.itemId, null)).data!.bookmarkInfo.isMarked).toBe(false);
  });

  /** The business page as B renders it next, for the member and for a visitor. */
  const BUSINESS = `query pb_businessPagePart($id: Int!) {
    nearbyBusiness(id: $id) {
      businessProfile { notice { content } }
      brands { key itemCount }
      reviewHeader { reviewCount }
      isBookmarked
    }
  }`;
  type BusinessShown = {
    nearbyBusiness: {
      businessProfile: { notice: { content: string } };
      brands: { key: string; itemCount: number }[];
      reviewHeader: { reviewCount: number };
      isBookmarked: boolean;
    };
  };
  const businessShown = async (businessId: number) => {
    const [member, visitor] = await Promise.all(
      [{ userId: cast.member }, null].map((caller) =>
        callService<BusinessShown>(instances.read, 'item', caller, BUSINESS, { id: businessId })
      )
    );
    expect(visitor.data?.nearbyBusiness).toEqual({ ...member.data?.nearbyBusiness, isBookmarked: false });
    return member.data!.nearbyBusiness;
  };
  const brandCount = (page: BusinessShown['nearbyBusiness']) => page.brands.reduce((n, b) => n + b.itemCount, 0);

  it("the business page's kept part: an item's status change and a profile edit show on every instance's next render", async () => {
    const before = await businessShown(cast.f.businessId);
    const statusForgotten = forgetReachesB(itemPublicKey.businessPage(cast.f.businessId));
    const status = await write(cast.seller, bz_updateItemStatusDocument, {
      itemId: cast.f.sale.itemId,
      status: 'SOLD_OUT',
    });
    expect(status.code).toBeNull();
    await statusForgotten;
    expect(brandCount(await businessShown(cast.f.businessId))).toBe(brandCount(before) - 1);

    const notice = '이번 주 토요일은 정비 교육으로 오후 3시에 문을 닫아요.';
    const profileForgotten = forgetReachesB(itemPublicKey.business(cast.f.businessId));
    const profile = await write(cast.seller, bz_updateBusinessProfileDocument, {
      input: {
        notice,
        introduction: '',
        maintenance: '',
        openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '09:00', close: '18:00' })),
        turnaroundDays: 1,
      },
    });
    expect(profile.code).toBeNull();
    await profileForgotten;
    expect((await businessShown(cast.f.businessId)).businessProfile.notice.content).toBe(notice);
  });
});
