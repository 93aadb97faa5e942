import type { Db } from '@/server/db/client';
import {
  brands,
  categories,
  images,
  items,
  keywordPages,
  models,
  reviews,
  businesses,
  users,
} from '@/server/db/schema';

type ItemSeed = typeof items.$inferInsert;

export type SeoFixture = {
  modelIds: number[];
  businessIds: number[];
  keywordIds: number[];
  /** Every item id by what it is, to check what the sitemap and the feed may list. */
  items: { id: number; dealType: 'RENTAL' | 'SELL'; status: 'AVAILABLE' | 'SOLD_OUT' | 'HIDDEN'; updatedAt: Date }[];
  /** The SELL item whose name holds a tab and a line break, and the one with two reviews. */
  messyItemId: number;
  reviewedItemId: number;
  /** The service item (no model: brand and maker are empty). */
  serviceItemId: number;
};

const at = (day: number) => new Date(Date.UTC(2025, 2, day, 3, 0, 0));

/**
 * A small catalogue with every case the sitemap and the feed must tell apart: sale and rental items,
 * new and used, available, sold out and hidden, a service without a model, a keyword with `&`.
 */
export async function writeSeoFixture(db: Db): Promise<SeoFixture> {
  const imageRows = await db
    .insert(images)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        kind: 'DRAWN' as const,
        width: 600,
        height: 600,
        alt: `그림 ${i + 1}`,
        drawn: { silhouette: 'road', color: '#1b64da', label: `모델 ${i + 1}` },
      }))
    )
    .returning({ id: images.id });
  const imageIds = imageRows.map((r) => r.id);

  const [road, snowboard] = await db
    .insert(categories)
    .values([
      { code: 'BIKE', key: 'road', name: '로드', groupName: '로드·그래블' },
      { code: 'SKI', key: 'snowboard', name: '스노보드', groupName: '스노보드' },
    ])
    .returning({ id: categories.id });
  const [specialized, burton] = await db
    .insert(brands)
    .values([
      {
        key: 'specialized',
        name: '스페셜라이즈드',
        nameEn: 'Specialized',
        code: 'BIKE',
        country: '미국',
        color: '#c8102e',
      },
      { key: 'burton', name: '버튼', nameEn: 'Burton', code: 'SKI', country: '미국', color: '#111111' },
    ])
    .returning({ id: brands.id });

  const modelRows = await db
    .insert(models)
    .values([
      ...['알레 스프린트', '타막 SL8', '알레 엘리트', '루베 콤프'].map((name, i) => ({
        brandId: specialized.id,
        categoryId: road.id,
        name,
        modelYear: 2025,
        summaryInfo: '로드 자전거',
        specInfo: [],
        detailHtml: '<p>로드</p>',
        releasePrice: 3_000_000,
        imageId: imageIds[i],
        createdAt: at(i + 1),
      })),
      {
        brandId: burton.id,
        categoryId: snowboard.id,
        name: '커스텀',
        modelYear: 2025,
        summaryInfo: '스노보드',
        specInfo: [],
        detailHtml: '<p>보드</p>',
        releasePrice: 800_000,
        imageId: imageIds[4],
        createdAt: at(5),
      },
    ])
    .returning({ id: models.id });
  const modelIds = modelRows.map((r) => r.id);

  const businessRows = await db
    .insert(businesses)
    .values(
      ['한강바이크 여의도점', '용평 스키하우스', '분당 사이클'].map((name, i) => ({
        name,
        region: '서울',
        address: `서울 영등포구 여의동로 ${i + 1}`,
        lat: 37.52 + i / 100,
        lng: 126.93,
        phone: '02-000-0000',
        openingHours: [{ weekday: 1, open: '10:00', close: '20:00' }],
        createdAt: at(10 + i),
      }))
    )
    .returning({ id: businesses.id });
  const businessIds = businessRows.map((r) => r.id);

  const base = (
    i: number
  ): Pick<ItemSeed, 'businessId' | 'originPrice' | 'price' | 'stock' | 'deliveryTypes' | 'updatedAt'> => ({
    businessId: businessIds[i % businessIds.length],
    originPrice: 1_000_000 + i * 10_000,
    price: 900_000 + i * 10_000,
    stock: 2,
    deliveryTypes: ['PICKUP', 'PARCEL'],
    updatedAt: at(i + 1),
  });
  const plan: ItemSeed[] = [
    {
      ...base(0),
      modelId: modelIds[0],
      categoryId: road.id,
      dealType: 'SELL',
      name: '스페셜라이즈드 알레 스프린트 새 제품',
    },
    { ...base(1), modelId: modelIds[1], categoryId: road.id, dealType: 'RENTAL', name: '타막 SL8 1일 렌탈' },
    { ...base(2), modelId: modelIds[1], categoryId: road.id, dealType: 'SELL', status: 'HIDDEN', name: '숨긴 타막' },
    {
      ...base(3),
      modelId: modelIds[2],
      categoryId: road.id,
      dealType: 'SELL',
      status: 'SOLD_OUT',
      name: '품절 알레 엘리트',
    },
    {
      ...base(4),
      modelId: modelIds[2],
      categoryId: road.id,
      dealType: 'SELL',
      condition: 'USED',
      shippingFee: 3000,
      name: '알레 엘리트 중고\t상태 A\n직거래 가능',
    },
    { ...base(5), modelId: modelIds[4], categoryId: snowboard.id, dealType: 'SELL', name: '버튼 커스텀 2025' },
    { ...base(6), modelId: modelIds[4], categoryId: snowboard.id, dealType: 'RENTAL', name: '버튼 커스텀 시즌 렌탈' },
    {
      ...base(7),
      modelId: null,
      imageId: imageIds[5],
      categoryId: road.id,
      dealType: 'SELL',
      name: '로드 자전거 기본 정비',
      deliveryTypes: ['PICKUP'],
    },
    { ...base(8), modelId: modelIds[3], categoryId: road.id, dealType: 'RENTAL', status: 'HIDDEN', name: '숨긴 렌탈' },
  ];
  const itemRows = await db
    .insert(items)
    .values(plan)
    .returning({ id: items.id, dealType: items.dealType, status: items.status, updatedAt: items.updatedAt });

  const [reviewer] = await db.insert(users).values({ nickname: '라이더' }).returning({ id: users.id });
  await db.insert(reviews).values([
    { itemId: itemRows[5].id, userId: reviewer.id, rating: 5, content: '가볍고 좋아요' },
    { itemId: itemRows[5].id, userId: reviewer.id, rating: 4, content: '배송이 빨라요' },
  ]);

  const keywordRows = await db
    .insert(keywordPages)
    .values([
      { slug: 'folding', keyword: '접이식 자전거', title: '접이식 자전거 비교', description: '출퇴근용 접이식 자전거' },
      { slug: 'bike-helmet', keyword: '자전거 & 헬멧', title: '자전거와 헬멧', description: '함께 사면 좋은 장비' },
      { slug: 'ski-rental', keyword: '스키 렌탈 용평', title: '용평 스키 렌탈', description: '용평리조트 근처 렌탈' },
    ])
    .returning({ id: keywordPages.id });

  return {
    modelIds,
    businessIds,
    keywordIds: keywordRows.map((r) => r.id),
    items: itemRows,
    messyItemId: itemRows[4].id,
    reviewedItemId: itemRows[5].id,
    serviceItemId: itemRows[7].id,
  };
}

/** Reads a streamed or plain body into one string. */
export async function readBody(body: string | AsyncIterable<string>): Promise<string> {
  if (typeof body === 'string') return body;
  let text = '';
  for await (const piece of body) text += piece;
  return text;
}
