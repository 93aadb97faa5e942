import type { Db } from '@/server/db/client';
import { categories, items, businesses, userLocations } from '@/server/db/schema';
import { insertUser } from '../auth/authFixtures';

/** The view most tests look at: around Seongsu (성수), zoom 14, a phone-sized map. */
export const SEONGSU = { lat: 37.5445, lng: 127.056 };
export const VIEW = { mapLat: SEONGSU.lat, mapLng: SEONGSU.lng, z: 14, viewportWidth: 390, viewportHeight: 700 };

export type MapFixture = {
  /** 25 businesses in a line east of the centre, ~44 m apart; `near[0]` is the closest. */
  near: number[];
  /** One business in Busan, never in the Seoul view. */
  far: number;
  members: { a: number; b: number };
  places: { aHome: number; aRecent: number; bHome: number };
};

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '10:00', close: '20:00' }));

export async function seedMapFixture(db: Db): Promise<MapFixture> {
  const near = await db
    .insert(businesses)
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        name: `성수 라이드 ${i + 1}호점`,
        region: '서울',
        address: `서울특별시 성동구 연무장길 ${i + 1}`,
        lat: SEONGSU.lat,
        lng: SEONGSU.lng + 0.0005 * (i + 1),
        phone: '02-000-0000',
        openingHours: everyDay,
        isOfficial: i === 2,
      }))
    )
    .returning({ id: businesses.id });
  const [far] = await db
    .insert(businesses)
    .values({
      name: '해운대 바이크',
      region: '부산',
      address: '부산광역시 해운대구 해운대해변로 264',
      lat: 35.1587,
      lng: 129.1604,
      phone: '051-000-0000',
      openingHours: everyDay,
    })
    .returning({ id: businesses.id });
  const [bike, helmet] = await db
    .insert(categories)
    .values([
      { code: 'BIKE', key: 'road', name: '로드', groupName: '자전거' },
      { code: 'BIKE', key: 'helmet', name: '헬멧', groupName: '용품' },
    ])
    .returning({ id: categories.id });
  const item = (businessId: number, categoryId: number, reviewCount: number, ratingAvg: number | null) => ({
    businessId,
    categoryId,
    dealType: 'RENTAL' as const,
    name: '로드 자전거 대여',
    originPrice: 30000,
    price: 25000,
    stock: 3,
    deliveryTypes: ['PICKUP' as const],
    reviewCount,
    ratingAvg,
  });
  // First business: 10 reviews at 4.0 and 30 at 5.0 → 40 reviews, weighted 4.75 (shown 4.8).
  await db
    .insert(items)
    .values([item(near[0].id, bike.id, 10, 4), item(near[0].id, bike.id, 30, 5), item(near[0].id, helmet.id, 0, null)]);
  const a = await insertUser(db);
  const b = await insertUser(db);
  const [aHome, aRecent, bHome] = await db
    .insert(userLocations)
    .values([
      { userId: a, name: '집', address1: '서울특별시 성동구 왕십리로 50', lat: 37.5451, lng: 127.0435 },
      { userId: a, name: null, address1: '서울특별시 영등포구 여의동로 330', lat: 37.5284, lng: 126.9329 },
      { userId: b, name: '회사', address1: '서울특별시 강남구 테헤란로 152', lat: 37.5, lng: 127.0366 },
    ])
    .returning({ id: userLocations.id });
  return {
    near: near.map((r) => r.id),
    far: far.id,
    members: { a, b },
    places: { aHome: aHome.id, aRecent: aRecent.id, bHome: bHome.id },
  };
}
