import type { Db } from '@/server/db/client';
import {
  brands,
  categories,
  images,
  items,
  models,
  reviewImages,
  reviews,
  businesses,
  users,
} from '@/server/db/schema';
import { refreshItemReviewStats } from '@/server/domain/review/itemReviewStats';

export type BusinessFixture = {
  businessId: number;
  emptyBusinessId: number;
  itemIds: number[];
  famousIds: number[];
  reviewIds: number[];
  photoReviewIds: number[];
  users: { reviewer: number; member: number };
};

async function drawn(db: Db, label: string): Promise<number> {
  const [row] = await db
    .insert(images)
    .values({
      kind: 'DRAWN',
      width: 600,
      height: 600,
      alt: label,
      drawn: { silhouette: 'road', color: '#1b64da', label },
    })
    .returning({ id: images.id });
  return row.id;
}

/**
 * One business with 24 items over two categories (road and mtb), rentals and sales; items 0–3 are
 * famous (≥ 3 reviews averaging ≥ 4), item 4 has many low ratings; 30 reviews, every third with
 * photos; plus an empty business with no items and no reviews.
 */
export async function seedBusinessFixture(db: Db): Promise<BusinessFixture> {
  const [road, mtb] = await db
    .insert(categories)
    .values([
      { code: 'BIKE', key: 'road', name: '로드', groupName: '로드·그래블', sortOrder: 0 },
      { code: 'BIKE', key: 'mtb', name: 'MTB', groupName: 'MTB', sortOrder: 1 },
    ])
    .returning({ id: categories.id });
  const [brandA, brandB] = await db
    .insert(brands)
    .values([
      { key: 'giant', name: '자이언트', nameEn: 'Giant', code: 'BIKE', country: '대만', color: '#1b64da' },
      { key: 'trek', name: '트렉', nameEn: 'Trek', code: 'BIKE', country: '미국', color: '#c8102e' },
    ])
    .returning({ id: brands.id });
  const modelIds: number[] = [];
  for (const [i, brandId] of [brandA.id, brandB.id].entries()) {
    const [m] = await db
      .insert(models)
      .values({
        brandId,
        categoryId: i === 0 ? road.id : mtb.id,
        name: `모델 ${i}`,
        modelYear: 2025,
        summaryInfo: '요약',
        specInfo: [],
        detailHtml: '',
        releasePrice: 1_000_000,
        imageId: await drawn(db, `모델 ${i}`),
      })
      .returning({ id: models.id });
    modelIds.push(m.id);
  }
  const [business, empty] = await db
    .insert(businesses)
    .values([
      {
        name: '반포 한강 자전거',
        region: '서울',
        address: '서울특별시 서초구 신반포로11길 40',
        lat: 37.5101,
        lng: 126.9959,
        phone: '02-533-1234',
        openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '10:00', close: '20:00' })),
        closedDates: ['2099-09-25', '2020-01-01'],
        notice: '이번 주 토요일은 행사로 18시에 문을 닫아요.',
        introduction: '한강 반포지구 바로 앞 대여소예요.',
        maintenance: '',
        isOfficial: true,
      },
      {
        name: '빈 매장',
        region: '경기',
        address: '경기도 성남시 분당구 1',
        lat: 37.38,
        lng: 127.11,
        phone: '031-000-0000',
        openingHours: [],
      },
    ])
    .returning({ id: businesses.id });
  const itemRows = await db
    .insert(items)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        modelId: modelIds[i % 2],
        businessId: business.id,
        categoryId: i % 2 === 0 ? road.id : mtb.id,
        dealType: i % 3 === 0 ? ('RENTAL' as const) : ('SELL' as const),
        name: `상품 ${String(i).padStart(2, '0')}`,
        originPrice: 100_000 + i * 10_000,
        price: 90_000 + i * 10_000,
        stock: 3,
        deliveryTypes: ['PICKUP' as const],
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      }))
    )
    .returning({ id: items.id });
  const itemIds = itemRows.map((r) => r.id);
  const [reviewer, member] = await db
    .insert(users)
    .values([{ nickname: '리뷰어' }, { nickname: '회원' }])
    .returning({ id: users.id });
  // Items 0–3: 4, 4, 3, 3 reviews rated 5/5/4/4; item 4: 6 reviews rated 1–2; items 5–14: one review each.
  const plan: { item: number; rating: number }[] = [
    ...[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3].map((item) => ({ item, rating: item < 2 ? 5 : 4 })),
    ...Array.from({ length: 6 }, (_, i) => ({ item: 4, rating: 1 + (i % 2) })),
    ...Array.from({ length: 10 }, (_, i) => ({ item: 5 + i, rating: 3 + (i % 3) })),
  ];
  const base = Date.parse('2026-05-01T00:00:00Z');
  const reviewRows = await db
    .insert(reviews)
    .values(
      plan.map((p, i) => ({
        itemId: itemIds[p.item],
        userId: reviewer.id,
        rating: p.rating,
        content: `리뷰 ${i}: 매장 직원분이 친절하게 세팅해 주셨어요.`,
        createdAt: new Date(base + i * 3_600_000),
      }))
    )
    .returning({ id: reviews.id });
  const reviewIds = reviewRows.map((r) => r.id);
  const photoReviewIds = reviewIds.filter((_, i) => i % 3 === 0);
  for (const reviewId of photoReviewIds) {
    const imageId = await drawn(db, '고객 사진');
    await db.insert(reviewImages).values({ reviewId, imageId, sortOrder: 0 });
  }
  await refreshItemReviewStats(db);
  return {
    businessId: business.id,
    emptyBusinessId: empty.id,
    itemIds,
    famousIds: itemIds.slice(0, 4),
    reviewIds,
    photoReviewIds,
    users: { reviewer: reviewer.id, member: member.id },
  };
}
