import type { Db } from '@/server/db/client';
import {
  brands,
  categories,
  communityPostModels,
  communityPosts,
  images,
  items,
  models,
  reviews,
  businesses,
  users,
} from '@/server/db/schema';
import type { RequestIdentity } from '@/server/auth/identity';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';

/** The item service as a signed-in member (the identity resolver is injected, as tests may). */
export function memberYogaFor(db: Db, userId: number): ServiceYoga {
  const identity = async (): Promise<RequestIdentity> => ({
    viewer: { userId, businessId: null, sessionId: 1 },
    anonId: null,
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

export type ModelFixture = {
  target: number;
  closeModel: number;
  farModel: number;
  otherCategory: number;
  unsold: number;
  items: { cheapNew: number; dearNew: number; used: number; soldOut: number; rentalCheap: number; rentalDear: number };
  users: { reviewer: number; member: number; another: number };
  reviewIds: number[];
  deletedPostTitle: string;
};

const spec = [
  { name: '프레임 소재', value: '카본 <b>풀 모노코크</b>' },
  { name: '구동계', value: 'Shimano 105 R7100' },
];
const geometry = [
  { name: '사이즈', values: ['S', 'M'] },
  { name: '스택 (mm)', values: ['530', '550'] },
];

async function image(db: Db, label: string): Promise<number> {
  const [row] = await db
    .insert(images)
    .values({
      kind: 'DRAWN',
      width: 600,
      height: 600,
      alt: label,
      drawn: { silhouette: 'road', color: '#1b64da', label, sublabel: '테스트 · 로드' },
    })
    .returning({ id: images.id });
  return row.id;
}

const business = (name: string, region: string) => ({
  name,
  region,
  address: `${region} 어딘가 1`,
  lat: 37.5,
  lng: 127.0,
  phone: '02-000-0000',
  openingHours: [{ weekday: 6, open: '09:00', close: '20:00' }],
});

/** A small catalogue around one road bike: offers at three businesses, twelve reviews, five posts (one deleted). */
export async function seedModelFixture(db: Db): Promise<ModelFixture> {
  const [road, snow] = await db
    .insert(categories)
    .values([
      { code: 'BIKE', key: 'road', name: '로드', groupName: '로드·그래블' },
      { code: 'SKI', key: 'snowboard', name: '스노보드', groupName: '스노보드' },
    ])
    .returning({ id: categories.id });
  const [brand] = await db
    .insert(brands)
    .values({
      key: 'testbrand',
      name: '테스트바이크',
      nameEn: 'TestBike',
      code: 'BIKE',
      country: '대한민국',
      color: '#1b64da',
    })
    .returning({ id: brands.id });
  const model = async (name: string, categoryId: number, releasePrice: number, modelYear = 2025) => {
    const [row] = await db
      .insert(models)
      .values({
        brandId: brand.id,
        categoryId,
        name,
        modelYear,
        summaryInfo: `${name} 요약`,
        specInfo: spec,
        geometry: categoryId === road.id ? geometry : null,
        detailHtml: `<h3>${name}</h3><p>설명</p><script>alert(1)</script>`,
        releasePrice,
        imageId: await image(db, name),
      })
      .returning({ id: models.id });
    return row.id;
  };
  const target = await model('스피드 1', road.id, 1_000_000);
  const closeModel = await model('스피드 2', road.id, 1_100_000);
  const farModel = await model('스피드 9', road.id, 5_000_000, 2023);
  const otherCategory = await model('보드 1', snow.id, 1_000_000);
  const unsold = await model('스피드 0', road.id, 1_000_000);
  const [s1, s2, s3] = await db
    .insert(businesses)
    .values([business('반포 바이크', '서울'), business('분당 바이크', '경기'), business('성수 중고', '서울')])
    .returning({ id: businesses.id });
  const item = async (
    modelId: number,
    businessId: number,
    dealType: 'SELL' | 'RENTAL',
    price: number,
    extra: Partial<typeof items.$inferInsert> = {}
  ) => {
    const [row] = await db
      .insert(items)
      .values({
        modelId,
        businessId,
        categoryId: road.id,
        dealType,
        name: `아이템 ${price}`,
        originPrice: Math.round(price * 1.2),
        price,
        stock: 2,
        deliveryTypes: ['PICKUP', 'PARCEL'],
        ...extra,
      })
      .returning({ id: items.id });
    return row.id;
  };
  const fixtureItems = {
    dearNew: await item(target, s2.id, 'SELL', 900_000),
    cheapNew: await item(target, s1.id, 'SELL', 850_000, { shippingFee: 3000 }),
    used: await item(target, s3.id, 'SELL', 500_000, { condition: 'USED', usedGrade: 'A급' }),
    soldOut: await item(target, s1.id, 'SELL', 100_000, { status: 'SOLD_OUT' }),
    rentalDear: await item(target, s1.id, 'RENTAL', 30_000, { deliveryTypes: ['PICKUP'] }),
    rentalCheap: await item(target, s2.id, 'RENTAL', 25_000, { deliveryTypes: ['PICKUP'] }),
  };
  await item(closeModel, s1.id, 'SELL', 1_000_000);
  await item(farModel, s2.id, 'SELL', 4_500_000);
  const otherItem = await item(otherCategory, s2.id, 'SELL', 900_000);
  const [reviewer, member, another] = await db
    .insert(users)
    .values([{ nickname: '리뷰어' }, { nickname: '회원' }, { nickname: '또다른회원' }])
    .returning({ id: users.id });
  const base = Date.parse('2026-05-01T00:00:00Z');
  const reviewRows = await db
    .insert(reviews)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        itemId: i % 2 === 0 ? fixtureItems.cheapNew : fixtureItems.rentalCheap,
        userId: reviewer.id,
        rating: [5, 5, 4, 3, 5, 1][i % 6],
        content: `리뷰 ${i} — 배송도 빠르고 조립 상태가 좋아서 바로 탈 수 있었어요. 변속도 정확해서 만족합니다.`,
        helpfulCount: i,
        createdAt: new Date(base + i * 3_600_000),
      }))
    )
    .returning({ id: reviews.id });
  await db.insert(reviews).values({ itemId: otherItem, userId: reviewer.id, rating: 2, content: '다른 모델 리뷰' });
  const posts = await db
    .insert(communityPosts)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        boardCode: 'free',
        userId: member.id,
        title: `글 ${i}`,
        content: '내용',
        isDeleted: i === 4,
        createdAt: new Date(base + i * 86_400_000),
      }))
    )
    .returning({ id: communityPosts.id });
  await db.insert(communityPostModels).values(posts.map((p) => ({ postId: p.id, modelId: target })));
  return {
    target,
    closeModel,
    farModel,
    otherCategory,
    unsold,
    items: fixtureItems,
    users: { reviewer: reviewer.id, member: member.id, another: another.id },
    reviewIds: reviewRows.map((r) => r.id),
    deletedPostTitle: '글 4',
  };
}
