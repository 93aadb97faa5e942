import type { Db } from '@/server/db/client';
import type { RequestIdentity } from '@/server/auth/identity';
import { itemSchema } from '@/server/graphql/item/schema';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import {
  brands,
  categories,
  images,
  itemOptions,
  items,
  models,
  rentalBookings,
  reviews,
  businesses,
} from '@/server/db/schema';
import { insertUser } from '../auth/authFixtures';

/** The item service as a signed-in member (identity injected, as the auth tests do for sessions). */
export function memberItemYoga(db: Db, userId: number): ServiceYoga {
  const identity = async (): Promise<RequestIdentity> => ({
    viewer: { userId, businessId: null, sessionId: 1 },
    anonId: 'test-anon-member',
    setCookies: [],
    responseHeaders: {},
  });
  return createServiceYoga({
    name: 'item',
    schema: itemSchema,
    getDb: async () => db,
    graphqlEndpoint: '/item/v1/graphql',
    resolveIdentity: identity,
    production: false,
  });
}

export type Catalog = {
  businessId: number;
  bikeCategoryId: number;
  skiCategoryId: number;
  modelId: number;
  imageId: number;
};

/** A business closed on Mondays and on one listed date, a bike and a ski category, one model. */
export async function insertCatalog(db: Db, closedDates: string[] = []): Promise<Catalog> {
  const [business] = await db
    .insert(businesses)
    .values({
      name: '뚝섬 한강 자전거',
      region: '서울',
      address: '서울특별시 광진구 자양동 112',
      lat: 37.5297,
      lng: 127.0669,
      phone: '02-456-7890',
      // Every weekday but Monday (1): Monday is the weekly closed day.
      openingHours: [0, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '21:00' })),
      closedDates,
      introduction: '뚝섬유원지역 바로 앞 대여소예요.',
      isOfficial: true,
    })
    .returning({ id: businesses.id });
  const [bike, ski] = await db
    .insert(categories)
    .values([
      { code: 'BIKE', key: 'hybrid', name: '하이브리드', groupName: '생활·레저' },
      { code: 'SKI', key: 'ski_allmountain', name: '올마운틴 스키', groupName: '스키' },
    ])
    .returning({ id: categories.id });
  const [brand] = await db
    .insert(brands)
    .values({ key: 'giant', name: '자이언트', nameEn: 'Giant', code: 'BIKE', country: '대만', color: '#1b3a8a' })
    .returning({ id: brands.id });
  const [image] = await db
    .insert(images)
    .values({
      kind: 'DRAWN',
      width: 600,
      height: 600,
      alt: '자이언트 에스케이프 3',
      drawn: { silhouette: 'hybrid', color: '#1b3a8a', label: '에스케이프 3' },
    })
    .returning({ id: images.id });
  const [model] = await db
    .insert(models)
    .values({
      brandId: brand.id,
      categoryId: bike.id,
      name: '에스케이프 3',
      modelYear: 2026,
      summaryInfo: '출퇴근과 한강 라이딩에 맞는 하이브리드',
      specInfo: [
        { name: '무게', value: '11.2kg' },
        { name: '구동계', value: 'Shimano 3x8단' },
      ],
      geometry: [
        { name: '사이즈', values: ['S', 'M'] },
        { name: '스택 (mm)', values: ['540', '560'] },
      ],
      detailHtml: '<p>모델 설명</p>',
      releasePrice: 590000,
      imageId: image.id,
    })
    .returning({ id: models.id });
  return {
    businessId: business.id,
    bikeCategoryId: bike.id,
    skiCategoryId: ski.id,
    modelId: model.id,
    imageId: image.id,
  };
}

type ItemInput = Partial<typeof items.$inferInsert>;

/** A rental of the catalogue's model: 15,000원 a day (12,000원 after discount), 3 units. */
export async function insertItem(db: Db, catalog: Catalog, over: ItemInput = {}): Promise<number> {
  const [row] = await db
    .insert(items)
    .values({
      modelId: catalog.modelId,
      businessId: catalog.businessId,
      categoryId: catalog.bikeCategoryId,
      dealType: 'RENTAL',
      name: '에스케이프 3 하루 렌탈',
      originPrice: 15000,
      price: 12000,
      stock: 3,
      deliveryTypes: ['PICKUP'],
      tag1: '헬멧무료',
      detailHtml: '<h3>대여 안내</h3><p>신분증을 챙겨 주세요.</p><script>alert(1)</script>',
      ...over,
    })
    .returning({ id: items.id });
  return row.id;
}

export async function insertOptions(db: Db, itemId: number): Promise<{ sizeM: number; helmet: number }> {
  const rows = await db
    .insert(itemOptions)
    .values([
      { itemId, kind: 'REQUIRED', name: 'M (165~178cm)', price: 0, stock: 2, sortOrder: 0 },
      { itemId, kind: 'REQUIRED', name: 'L (175~190cm)', price: 1000, stock: 1, sortOrder: 1 },
      { itemId, kind: 'ADDITIONAL', name: '일일 상해보험', price: 2000, stock: 30, sortOrder: 2 },
      { itemId, kind: 'ADDITIONAL', name: '헬멧 대여', price: 3000, stock: 30, sortOrder: 3 },
    ])
    .returning({ id: itemOptions.id });
  return { sizeM: rows[0].id, helmet: rows[3].id };
}

export async function insertReviews(db: Db, itemId: number, ratings: number[]): Promise<void> {
  for (const [index, rating] of ratings.entries()) {
    const userId = await insertUser(db);
    await db.insert(reviews).values({
      itemId,
      userId,
      rating,
      content: `리뷰 ${index + 1}: 자전거 상태가 좋았어요.`,
      createdAt: new Date(Date.UTC(2026, 9, 1 + index)),
    });
  }
}

/** Books `units` units (1…units) of an item for the days [first, first + days). */
export async function book(
  db: Db,
  itemId: number,
  first: string,
  days: number,
  units: number,
  status: 'HELD' | 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED'
): Promise<void> {
  const end = new Date(Date.parse(`${first}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  for (let unitNo = 1; unitNo <= units; unitNo += 1) {
    await db.insert(rentalBookings).values({ itemId, unitNo, period: `[${first},${end})`, status });
  }
}
