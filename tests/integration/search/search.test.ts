import { sql } from 'drizzle-orm';
import { pb_searchPageDocument } from '@/api/item/generated';
import type { SearchAnswer } from '@/api/item/search';
import type { ItemCardFieldsFragment } from '@/api/item/generated';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { itemBookmarks } from '@/server/db/schema';
import { insertUser } from '../auth/authFixtures';
import { SEEDED_SETUP_MS, createTestDb, testDbKinds } from '../../support/testDb';
import { call, itemYogaAs } from './searchHarness';

type Input = {
  keyword: string;
  dealType: 'RENTAL' | 'SELL';
  sort?: string;
  filters?: { key: string; value: string }[];
  searchAfter?: string | null;
  size?: number;
  lat?: number;
  lng?: number;
};

describe.each(testDbKinds())('item service pb_search on %s', (kind) => {
  let handle: DbHandle;
  let memberId: number;
  const search = (input: Input, userId: number | null = null) =>
    call<{ search: SearchAnswer }>(itemYogaAs(handle.db, userId), String(pb_searchPageDocument), 'pb_searchPage', {
      input,
      hasRequest: true,
    });
  const ok = async (input: Input, userId: number | null = null) => {
    const answer = await search(input, userId);
    expect(answer.code).toBeNull();
    return answer.data!.search;
  };
  /** Every page of a search, following the cursor. */
  const allPages = async (input: Input) => {
    const items: ItemCardFieldsFragment[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SearchAnswer = await ok({ ...input, searchAfter: cursor });
      items.push(...page.items);
      cursor = page.searchAfter;
      pages += 1;
    } while (cursor && pages < 100);
    return { items, pages };
  };

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    memberId = await insertUser(handle.db);
  }, SEEDED_SETUP_MS);
  afterAll(() => handle.close());

  it('finds 브롬톤 rentals, with cards, the count, sorts, filter components, businesses and magazines', async () => {
    const result = await ok({ keyword: '브롬톤', dealType: 'RENTAL' });
    expect(result.keyword).toBe('브롬톤');
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.items.length).toBeGreaterThan(0);
    for (const item of result.items) {
      expect(item.dealType).toBe('RENTAL');
      expect(`${item.name} ${item.brandName} ${item.businessName}`).toMatch(/브롬톤|Brompton/i);
      expect(item.img).toMatch(/^\/app\/v4\/images\/\d+$/);
      expect(item.price).toBeLessThanOrEqual(item.originPrice);
      expect(item.isMarked).toBe(false);
    }
    expect(result.sorts.map((s) => s.label)).toEqual([
      '추천순',
      '낮은 가격순',
      '높은 가격순',
      '리뷰 많은 순',
      '최신순',
      '가까운 순',
    ]);
    expect(result.sorts.find((s) => s.isSelected)?.key).toBe('RECOMMEND');
    expect(result.filterComponents.some((c) => c.key === 'price' && c.type === 'range')).toBe(true);
    expect(result.businessSemiInfos.length).toBeGreaterThan(0);
    const counts = result.businessSemiInfos.map((s) => s.itemCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(result.searchMagazineSection.sectionTitle).toContain('브롬톤');
    expect(result.searchMagazineSection.magazines[0].name).toContain('브롬톤');
    expect(result.suggestedKeywords).toEqual([]);
  });

  it('matches Korean spacing, 초성, Latin names and intent words', async () => {
    const spaced = await ok({ keyword: '브롬 톤', dealType: 'SELL' });
    const plain = await ok({ keyword: '브롬톤', dealType: 'SELL' });
    expect(spaced.totalCount).toBe(plain.totalCount);
    // A brand's name means the brand, not every item of a business named after it (브롬톤 라운지).
    for (const item of (await ok({ keyword: '브롬톤', dealType: 'SELL', sort: 'PRICE_ASC', size: 40 })).items) {
      expect(item.brandName === '브롬톤' || (item.brandName === null && item.name.includes('브롬톤'))).toBe(true);
    }
    // A category word means the category: 스키 → the ski categories (skis and ski boots).
    const skis = await ok({ keyword: '스키', dealType: 'RENTAL', sort: 'PRICE_ASC', size: 40 });
    expect(skis.totalCount).toBeGreaterThan(0);
    for (const item of skis.items) expect(item.categoryName.includes('스키') || item.name.includes('스키')).toBe(true);
    const chosung = await ok({ keyword: 'ㅂㄹㅌ', dealType: 'SELL' });
    expect(chosung.totalCount).toBeGreaterThanOrEqual(plain.totalCount);
    const latin = await ok({ keyword: 'Brompton', dealType: 'SELL' });
    // The Latin name finds the brand's items; the Korean one also finds a business named after it.
    expect(latin.totalCount).toBeGreaterThan(0);
    expect(latin.totalCount).toBeLessThanOrEqual(plain.totalCount);
    for (const item of latin.items) expect(item.brandName).toBe('브롬톤');
    const tern = await ok({ keyword: 'tern', dealType: 'SELL' });
    expect(tern.items.some((i) => i.brandName === '턴')).toBe(true);
    const hangang = await ok({ keyword: '한강 자전거 대여', dealType: 'RENTAL' });
    expect(hangang.totalCount).toBeGreaterThan(0);
    for (const item of hangang.items) expect(item.businessName).toContain('한강');
    const used = await ok({ keyword: '중고 자전거', dealType: 'SELL', size: 40 });
    expect(used.totalCount).toBeGreaterThan(0);
    for (const item of used.items) expect(item.condition).toBe('USED');
  });

  it('falls back to similar spellings when nothing matches exactly (브롬턴 → 브롬톤)', async () => {
    const result = await ok({ keyword: '브롬턴', dealType: 'SELL' });
    expect(result.isFuzzy).toBe(true);
    expect(result.items[0].brandName).toBe('브롬톤');
  });

  it('corrects a misspelt catalogue word and searches with it (캐논대일 → 캐논데일, 자전기 → bikes)', async () => {
    const brand = await ok({ keyword: '캐논대일', dealType: 'SELL' });
    expect(brand.isFuzzy).toBe(true);
    expect(brand.totalCount).toBeGreaterThan(0);
    for (const item of brand.items) expect(item.brandName).toBe('캐논데일');
    const generic = await ok({ keyword: '자전기', dealType: 'RENTAL' });
    expect(generic.isFuzzy).toBe(true);
    expect(generic.totalCount).toBeGreaterThan(0);
  });

  it('reads a broad category word as the context of a narrower one (스키 헬멧 → helmets)', async () => {
    const result = await ok({ keyword: '스키 헬멧', dealType: 'RENTAL' });
    expect(result.isFuzzy).toBe(false);
    expect(result.totalCount).toBeGreaterThan(0);
    for (const item of result.items) expect(item.name).toMatch(/헬멧/);
  });

  it('says nothing matched and suggests keywords', async () => {
    const result = await ok({ keyword: '존재하지않는상품명입니다', dealType: 'RENTAL' });
    expect(result.totalCount).toBe(0);
    expect(result.isFuzzy).toBe(false);
    expect(result.items).toEqual([]);
    expect(result.searchAfter).toBeNull();
    expect(result.suggestedKeywords.length).toBeGreaterThan(0);
  });

  const orderOf: Record<string, (a: ItemCardFieldsFragment, b: ItemCardFieldsFragment) => boolean> = {
    PRICE_ASC: (a, b) => a.price <= b.price,
    PRICE_DESC: (a, b) => a.price >= b.price,
    REVIEW: (a, b) => a.reviewCount >= b.reviewCount,
    DISTANCE: (a, b) => a.distanceKm <= b.distanceKm + 0.05,
  };

  it.each(['RECOMMEND', 'PRICE_ASC', 'PRICE_DESC', 'REVIEW', 'LATEST', 'DISTANCE'])(
    'pages %s with no duplicate and no gap',
    async (sort) => {
      const input = { keyword: '접이식', dealType: 'RENTAL' as const, sort, size: 7 };
      const first = await ok(input);
      const { items, pages } = await allPages(input);
      expect(pages).toBeGreaterThan(1);
      const ids = items.map((i) => i.itemId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(first.totalCount);
      const whole = await ok({ ...input, size: 40 });
      expect(ids.slice(0, whole.items.length)).toEqual(whole.items.map((i) => i.itemId));
      const before = orderOf[sort];
      if (before) for (let i = 1; i < items.length; i += 1) expect(before(items[i - 1], items[i])).toBe(true);
    }
  );

  it('orders 최신순 by the items’ creation time', async () => {
    const { items } = await allPages({ keyword: '미니벨로', dealType: 'SELL', sort: 'LATEST', size: 40 });
    const rows = await queryRows<{ id: number; t: string }>(
      handle.db,
      sql`
      SELECT id, extract(epoch FROM created_at)::text AS t FROM items WHERE id IN (${sql.join(
        items.map((i) => sql`${i.itemId}`),
        sql`, `
      )})`
    );
    const time = new Map(rows.map((r) => [r.id, Number(r.t)]));
    for (let i = 1; i < items.length; i += 1)
      expect(time.get(items[i - 1].itemId)!).toBeGreaterThanOrEqual(time.get(items[i].itemId)!);
  });

  it('sorts 가까운 순 from the given position', async () => {
    const yongpyong = { lat: 37.6459, lng: 128.6806 };
    const result = await ok({ keyword: '스키', dealType: 'RENTAL', sort: 'DISTANCE', ...yongpyong });
    expect(result.items[0].distanceKm).toBeLessThan(20);
    const fromSeoul = await ok({ keyword: '스키', dealType: 'RENTAL', sort: 'DISTANCE' });
    expect(fromSeoul.items[0].distanceKm).toBeLessThan(result.items[result.items.length - 1].distanceKm + 200);
  });

  it('filters by price, brand, category, delivery and region in SQL', async () => {
    const all = await ok({ keyword: '', dealType: 'SELL' });
    const cheap = await ok({ keyword: '', dealType: 'SELL', filters: [{ key: 'price', value: '0~300000' }], size: 40 });
    expect(cheap.totalCount).toBeGreaterThan(0);
    expect(cheap.totalCount).toBeLessThan(all.totalCount);
    for (const item of cheap.items) expect(item.price).toBeLessThanOrEqual(300000);
    const brand = await ok({ keyword: '', dealType: 'SELL', filters: [{ key: 'brand', value: 'tern' }], size: 40 });
    for (const item of brand.items) expect(item.brandName).toBe('턴');
    const category = await ok({
      keyword: '',
      dealType: 'RENTAL',
      filters: [{ key: 'category', value: 'snowboard' }],
      size: 40,
    });
    for (const item of category.items) expect(item.categoryName).toBe('스노보드');
    const region = await ok({
      keyword: '스키',
      dealType: 'RENTAL',
      filters: [{ key: 'region', value: '강원' }],
      size: 40,
    });
    for (const item of region.items) expect(item.businessRegion).toBe('강원');
    const parcel = await ok({ keyword: '', dealType: 'SELL', filters: [{ key: 'delivery', value: 'PARCEL' }] });
    expect(parcel.totalCount).toBeLessThanOrEqual(all.totalCount);
  });

  it('marks the member’s bookmarked items (isMarked)', async () => {
    const first = await ok({ keyword: '브롬톤', dealType: 'RENTAL' });
    const target = first.items[1].itemId;
    await handle.db.insert(itemBookmarks).values({ userId: memberId, itemId: target });
    const asMember = await ok({ keyword: '브롬톤', dealType: 'RENTAL' }, memberId);
    expect(asMember.items.filter((i) => i.isMarked).map((i) => i.itemId)).toEqual([target]);
    const asVisitor = await ok({ keyword: '브롬톤', dealType: 'RENTAL' });
    expect(asVisitor.items.every((i) => !i.isMarked)).toBe(true);
  });

  it('refuses a tampered cursor, or one from another search, with INVALID_INPUT', async () => {
    const first = await ok({ keyword: '접이식', dealType: 'RENTAL', size: 5 });
    const cursor = first.searchAfter!;
    const [body, mac] = cursor.split('.');
    const edited = Buffer.from(
      Buffer.from(body, 'base64url')
        .toString()
        .replace(/"id":\d+/, '"id":1')
    ).toString('base64url');
    for (const bad of [`${edited}.${mac}`, 'garbage', `${body}.AAAA`]) {
      expect((await search({ keyword: '접이식', dealType: 'RENTAL', size: 5, searchAfter: bad })).code).toBe(
        'INVALID_INPUT'
      );
    }
    expect(
      (await search({ keyword: '접이식', dealType: 'RENTAL', sort: 'PRICE_ASC', size: 5, searchAfter: cursor })).code
    ).toBe('INVALID_INPUT');
    expect((await search({ keyword: '브롬톤', dealType: 'RENTAL', size: 5, searchAfter: cursor })).code).toBe(
      'INVALID_INPUT'
    );
  });

  it('refuses bad input with INVALID_INPUT', async () => {
    const bad: Input[] = [
      { keyword: '브롬톤', dealType: 'RENTAL', size: 41 },
      { keyword: '브롬톤', dealType: 'RENTAL', size: 0 },
      { keyword: '가'.repeat(51), dealType: 'RENTAL' },
      { keyword: '브롬톤', dealType: 'RENTAL', filters: [{ key: 'price', value: 'abc' }] },
      { keyword: '브롬톤', dealType: 'RENTAL', filters: [{ key: 'price', value: '0~20000000' }] },
      { keyword: '브롬톤', dealType: 'RENTAL', filters: [{ key: 'color', value: 'red' }] },
      { keyword: '브롬톤', dealType: 'RENTAL', lat: 91, lng: 127 },
    ];
    for (const input of bad) expect((await search(input)).code).toBe('INVALID_INPUT');
  });

  it('lets the trigram GIN index serve the text conditions', async () => {
    const plans: string[] = [];
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      for (const pattern of ['%브롬톤%', '% 한강%', '한강%']) {
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx as never,
          sql`EXPLAIN SELECT id FROM items i WHERE i.search_text LIKE ${pattern}`
        );
        plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      const chosung = await queryRows<{ 'QUERY PLAN': string }>(
        tx as never,
        sql`EXPLAIN SELECT id FROM items i WHERE i.search_chosung LIKE ${'%ㅂㄹㅌ%'}`
      );
      plans.push(chosung.map((r) => r['QUERY PLAN']).join('\n'));
    });
    expect(plans[0]).toContain('items_search_trgm_idx');
    expect(plans[1]).toContain('items_search_trgm_idx');
    expect(plans[2]).toContain('items_search_trgm_idx');
    expect(plans[3]).toContain('items_chosung_trgm_idx');
  });
});
