import type { Db } from '@/server/db/client';
import {
  brands,
  cardInstalmentBenefits,
  categories,
  images,
  infoPages,
  items,
  models,
  promotionModels,
  promotions,
  businesses,
} from '@/server/db/schema';

const DAY = 86_400_000;

export type PromotionFixture = {
  live: number;
  expired: number;
  switchedOff: number;
  roadModels: number[];
  skiModel: number;
  unsoldModel: number;
  lowest: number;
};

async function image(db: Db, label: string): Promise<number> {
  const [row] = await db
    .insert(images)
    .values({
      kind: 'DRAWN',
      width: 600,
      height: 600,
      alt: label,
      drawn: { silhouette: 'road', color: '#1b64da', label, sublabel: '테스트' },
    })
    .returning({ id: images.id });
  return row.id;
}

/**
 * Two brands; a road brand with 25 offered models (more than a page) and one nobody sells; a live
 * campaign (25 road models + 1 ski), an expired one and a switched-off one both covering or near
 * now; card benefits for this period and a past one; the two guide pages.
 */
export async function seedPromotionFixture(db: Db, now = Date.now()): Promise<PromotionFixture> {
  const [road, ski] = await db
    .insert(categories)
    .values([
      { code: 'BIKE', key: 'road', name: '로드', groupName: '로드·그래블' },
      { code: 'SKI', key: 'ski_race', name: '카빙·레이싱 스키', groupName: '스키' },
    ])
    .returning({ id: categories.id });
  const [bike, skiBrand] = await db
    .insert(brands)
    .values([
      {
        key: 'testbike',
        name: '테스트바이크',
        nameEn: 'TestBike',
        code: 'BIKE',
        country: '대한민국',
        color: '#1b64da',
        description: '테스트용 자전거 브랜드예요.',
        introHtml: '<h2>이야기</h2><p>국내 설계</p><script>alert(1)</script>',
      },
      { key: 'testski', name: '테스트스키', nameEn: 'TestSki', code: 'SKI', country: '프랑스', color: '#e2001a' },
    ])
    .returning({ id: brands.id });
  const pic = await image(db, '모델');
  const roadRows = await db
    .insert(models)
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        brandId: bike.id,
        categoryId: road.id,
        name: `로드 ${String(i + 1).padStart(2, '0')}`,
        modelYear: 2024 + (i % 2),
        summaryInfo: '요약',
        specInfo: [],
        detailHtml: '<p>설명</p>',
        releasePrice: 1_000_000 + i * 10_000,
        imageId: pic,
      }))
    )
    .returning({ id: models.id });
  const [skiModel, unsold] = await db
    .insert(models)
    .values([
      {
        brandId: skiBrand.id,
        categoryId: ski.id,
        name: '레이스 SL',
        modelYear: 2025,
        summaryInfo: '요약',
        specInfo: [],
        detailHtml: '<p>설명</p>',
        releasePrice: 1_390_000,
        imageId: pic,
      },
      {
        brandId: bike.id,
        categoryId: road.id,
        name: '미출시 로드',
        modelYear: 2026,
        summaryInfo: '요약',
        specInfo: [],
        detailHtml: '<p>설명</p>',
        releasePrice: 9_000_000,
        imageId: pic,
      },
    ])
    .returning({ id: models.id });
  const [business] = await db
    .insert(businesses)
    .values({
      name: '반포 바이크',
      region: '서울',
      address: '서울 서초구 신반포로 1',
      lat: 37.5,
      lng: 127.0,
      phone: '02-000-0000',
      openingHours: [{ weekday: 6, open: '09:00', close: '20:00' }],
    })
    .returning({ id: businesses.id });
  const item = (modelId: number, categoryId: number, dealType: 'SELL' | 'RENTAL', price: number) => ({
    modelId,
    businessId: business.id,
    categoryId,
    dealType,
    name: `상품 ${price}`,
    originPrice: price,
    price,
    stock: 1,
    deliveryTypes: ['PICKUP' as const],
  });
  await db
    .insert(items)
    .values([
      ...roadRows.map((m, i) => item(m.id, road.id, 'SELL', 950_000 + i * 10_000)),
      item(roadRows[0].id, road.id, 'SELL', 930_000),
      item(skiModel.id, ski.id, 'RENTAL', 40_000),
    ]);
  const [live, expired, switchedOff] = await db
    .insert(promotions)
    .values([
      {
        key: 'live',
        title: '윈터 세일',
        subtitle: '겨울 특가',
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 30 * DAY),
      },
      {
        key: 'expired',
        title: '가을 세일',
        subtitle: '지난 세일',
        startsAt: new Date(now - 60 * DAY),
        endsAt: new Date(now - 30 * DAY),
      },
      {
        key: 'off',
        title: '준비 중 세일',
        subtitle: '꺼 둔 세일',
        isDeployable: false,
        startsAt: new Date(now - 2 * DAY),
        endsAt: new Date(now + 10 * DAY),
      },
    ])
    .returning({ id: promotions.id });
  await db.insert(promotionModels).values([
    ...roadRows.map((m, i) => ({
      promotionId: live.id,
      modelId: m.id,
      groupName: '로드·그래블',
      salePrice: 800_000 + i * 1000,
      isFamous: i < 3,
      sortOrder: i + 1,
    })),
    {
      promotionId: live.id,
      modelId: skiModel.id,
      groupName: '스키',
      salePrice: 1_100_000,
      isFamous: true,
      sortOrder: 30,
    },
    { promotionId: expired.id, modelId: roadRows[0].id, groupName: '로드·그래블', salePrice: 700_000 },
    { promotionId: switchedOff.id, modelId: roadRows[1].id, groupName: '로드·그래블', salePrice: 600_000 },
  ]);
  await db.insert(cardInstalmentBenefits).values([
    {
      cardCode: 'shinhan',
      cardCompany: '신한카드',
      freeMonths: [2, 3, 4, 5],
      partialFreeMonths: [{ months: 10, paidMonths: 3 }],
      minAmount: 50_000,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 20 * DAY),
      sortOrder: 0,
    },
    {
      cardCode: 'hyundai',
      cardCompany: '현대카드',
      freeMonths: [2, 3],
      partialFreeMonths: [],
      minAmount: 100_000,
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 20 * DAY),
      sortOrder: 2,
    },
    {
      cardCode: 'samsung',
      cardCompany: '삼성카드',
      freeMonths: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      partialFreeMonths: [],
      minAmount: 50_000,
      startsAt: new Date(now - 40 * DAY),
      endsAt: new Date(now - 10 * DAY),
      sortOrder: 1,
    },
  ]);
  await db.insert(infoPages).values([
    { key: 'introduce_lease', title: '리스 안내', summary: '나눠 내고 내 것으로', htmlContent: '<p>리스</p>' },
    { key: 'lite_pay', title: '라이트페이 안내', summary: '계좌로 나눠 내기', htmlContent: '<p>라이트페이</p>' },
  ]);
  return {
    live: live.id,
    expired: expired.id,
    switchedOff: switchedOff.id,
    roadModels: roadRows.map((m) => m.id),
    skiModel: skiModel.id,
    unsoldModel: unsold.id,
    lowest: 930_000,
  };
}
