import type { Db } from '@/server/db/client';
import { brands, categories, images, items, models, provisions, businesses, users } from '@/server/db/schema';
import type { RequestIdentity } from '@/server/auth/identity';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { itemSchema } from '@/server/graphql/item/schema';
import { gql } from '../../support/serviceFetch';

/** Who calls: null is an anonymous visitor; businessId links the account to a business (docs/product.md §6). */
export type Caller = { userId: number; businessId?: number | null } | null;

/** The item service on a test database as `caller` (the identity resolver is injected, as tests may). */
export function itemYogaAs(db: Db, caller: Caller): ServiceYoga {
  const identity = async (): Promise<RequestIdentity> => ({
    viewer: caller ? { userId: caller.userId, businessId: caller.businessId ?? null, sessionId: 1 } : null,
    anonId: caller ? null : 'test-anon-0001',
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

/** One operation as `caller`; answers the data (or null) and the first error's code. */
export async function callAs<T>(
  db: Db,
  caller: Caller,
  query: string | { toString(): string },
  operationName: string,
  variables: Record<string, unknown> = {}
) {
  const res = await gql<T>(itemYogaAs(db, caller), { query: String(query), operationName, variables });
  const error = res.body?.errors?.[0];
  return {
    data: (res.body?.data ?? null) as T | null,
    code: (error?.extensions?.code as string | undefined) ?? null,
    message: error?.message ?? null,
    details: (error?.extensions?.details as Record<string, string> | undefined) ?? {},
  };
}

export type MemberFixture = {
  businesses: { banpo: number; bundang: number };
  models: { tcr: number; defy: number };
  items: { tcrBanpo: number; tcrBundang: number; defyRental: number; fitting: number };
};

let memberSeq = 0;

/** A member made long enough ago that everything the test does happens after their account began. */
export async function newMember(db: Db, extra: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  memberSeq += 1;
  const [row] = await db
    .insert(users)
    .values({
      nickname: `회원${process.pid % 1000}_${memberSeq}`,
      email: `member${memberSeq}.${process.pid}@example.com`,
      name: '김라이드',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      ...extra,
    })
    .returning({ id: users.id });
  return row.id;
}

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
 * Two businesses; a road bike model sold at both (1,290,000원 and 1,350,000원), a model only rented,
 * and a fitting service without a model; marketing terms in force.
 */
export async function seedMemberFixture(db: Db): Promise<MemberFixture> {
  const [road] = await db
    .insert(categories)
    .values({ code: 'BIKE', key: 'road', name: '로드', groupName: '로드·그래블' })
    .returning({ id: categories.id });
  const [giant] = await db
    .insert(brands)
    .values({ key: 'giant', name: '자이언트', nameEn: 'Giant', code: 'BIKE', country: '대만', color: '#1b64da' })
    .returning({ id: brands.id });
  const model = async (name: string) => {
    const [row] = await db
      .insert(models)
      .values({
        brandId: giant.id,
        categoryId: road.id,
        name,
        modelYear: 2025,
        summaryInfo: '요약',
        specInfo: [],
        detailHtml: '',
        releasePrice: 1_500_000,
        imageId: await drawn(db, name),
      })
      .returning({ id: models.id });
    return row.id;
  };
  const tcr = await model('TCR 어드밴스드 2');
  const defy = await model('디파이 어드밴스드 3');
  const hours = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({ weekday, open: '00:00', close: '00:00' })); // round the clock: open whenever the test runs
  const [banpo, bundang] = await db
    .insert(businesses)
    .values([
      {
        name: '반포 한강 자전거',
        region: '서울',
        address: '서울특별시 서초구 신반포로11길 40',
        lat: 37.51,
        lng: 126.99,
        phone: '02-533-1234',
        openingHours: hours,
      },
      {
        name: '분당 정자 바이크',
        region: '경기',
        address: '경기도 성남시 분당구 정자일로 1',
        lat: 37.36,
        lng: 127.11,
        phone: '031-000-0000',
        openingHours: [],
      },
    ])
    .returning({ id: businesses.id });
  const item = async (
    values: Partial<typeof items.$inferInsert> &
      Pick<typeof items.$inferInsert, 'businessId' | 'name' | 'price' | 'originPrice'>
  ) => {
    const [row] = await db
      .insert(items)
      .values({
        categoryId: road.id,
        dealType: 'SELL',
        stock: 2,
        deliveryTypes: ['PICKUP'],
        createdAt: new Date('2025-12-01T00:00:00Z'),
        ...values,
      })
      .returning({ id: items.id });
    return row.id;
  };
  const tcrBanpo = await item({
    modelId: tcr,
    businessId: banpo.id,
    name: 'TCR 어드밴스드 2 (M)',
    price: 1_290_000,
    originPrice: 1_490_000,
  });
  const tcrBundang = await item({
    modelId: tcr,
    businessId: bundang.id,
    name: 'TCR 어드밴스드 2 (S)',
    price: 1_350_000,
    originPrice: 1_490_000,
  });
  const defyRental = await item({
    modelId: defy,
    businessId: banpo.id,
    name: '디파이 1일 렌탈',
    dealType: 'RENTAL',
    price: 30_000,
    originPrice: 30_000,
  });
  const fitting = await item({
    businessId: banpo.id,
    name: '바이크 피팅',
    price: 50_000,
    originPrice: 50_000,
    imageId: await drawn(db, '피팅'),
  });
  await db.insert(provisions).values({
    category: 'MARKETING',
    title: '마케팅 정보 수신 동의',
    version: '1.0',
    isRequired: false,
    htmlProvision: '<p>혜택 소식</p>',
    effectiveAt: new Date('2025-01-01T00:00:00Z'),
  });
  return {
    businesses: { banpo: banpo.id, bundang: bundang.id },
    models: { tcr, defy },
    items: { tcrBanpo, tcrBundang, defyRental, fitting },
  };
}
