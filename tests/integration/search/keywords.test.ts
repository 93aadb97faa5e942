import { pb_autoKeywordsDocument, pb_keywordsPageDocument, pb_searchPageDocument } from '@/api/item/generated';
import type { AutoKeyword, PopularKeyword } from '@/api/item/search';
import type { KeywordPageAnswer, KeywordPageSummary } from '@/api/item/keywords';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { captureEvents, itemBookmarks } from '@/server/db/schema';
import { resetAndSeed } from '@/server/db/seed';
import { popularKeywords } from '@/server/domain/search/popularKeywords';
import { insertUser } from '../auth/authFixtures';
import { SEEDED_SETUP_MS, createTestDb, testDbKinds } from '../../support/testDb';
import { call, itemYogaAs } from './searchHarness';

const DAY = 86_400_000;

describe.each(testDbKinds())('item service keywords on %s', (kind) => {
  let handle: DbHandle;
  let memberId: number;
  const auto = async (keyword: string) =>
    call<{ autoKeywords: AutoKeyword[] }>(
      itemYogaAs(handle.db, null),
      String(pb_autoKeywordsDocument),
      'pb_autoKeywords',
      { keyword }
    );
  // The pages' own documents: a landing (with the list of landings), the list alone, the bare /search.
  const landing = (keyword: string, userId: number | null = null) =>
    call<{ keywordPage: KeywordPageAnswer }>(
      itemYogaAs(handle.db, userId),
      String(pb_keywordsPageDocument),
      'pb_keywordsPage',
      { keyword, isLanding: true }
    );
  const landingList = () =>
    call<{ keywordPages: KeywordPageSummary[] }>(
      itemYogaAs(handle.db, null),
      String(pb_keywordsPageDocument),
      'pb_keywordsPage',
      { keyword: '', isLanding: false }
    );
  const bareSearch = () =>
    call<{ popularKeywords: PopularKeyword[]; search?: unknown }>(
      itemYogaAs(handle.db, null),
      String(pb_searchPageDocument),
      'pb_searchPage',
      { input: { keyword: '', dealType: 'RENTAL' }, hasRequest: false }
    );

  beforeAll(async () => {
    handle = await createTestDb(kind, { seeded: true });
    memberId = await insertUser(handle.db);
  }, SEEDED_SETUP_MS);
  afterAll(() => handle.close());

  it.each([
    ['브롬', '브롬톤', 'BRAND'],
    ['tern', 'Tern', 'BRAND'],
    ['ㅂㄹㅌ', '브롬톤', 'BRAND'],
    ['미니', '미니벨로', 'CATEGORY'],
  ])('auto-completes %s → %s first', async (typed, expected, type) => {
    const answer = await auto(typed);
    expect(answer.code).toBeNull();
    const list = answer.data!.autoKeywords;
    expect(list[0]).toMatchObject({ keyword: expected, type });
    expect(list.length).toBeLessThanOrEqual(10);
  });

  it('auto-completes models with their page id, at most ten, and nothing for an empty input', async () => {
    const list = (await auto('브롬톤')).data!.autoKeywords;
    expect(list.length).toBeLessThanOrEqual(10);
    const model = list.find((k) => k.type === 'MODEL');
    expect(model?.keyword).toMatch(/^브롬톤 /);
    expect(model?.modelId).toEqual(expect.any(Number));
    expect((await auto('   ')).data!.autoKeywords).toEqual([]);
    expect((await auto('s')).data!.autoKeywords.length).toBeLessThanOrEqual(10);
  });

  it('refuses an over-long auto-complete input with INVALID_INPUT', async () => {
    expect((await auto('가'.repeat(51))).code).toBe('INVALID_INPUT');
  });

  it('ranks the seeded week of searches as popular keywords', async () => {
    const answer = await bareSearch();
    expect(answer.data).not.toHaveProperty('search');
    expect(answer.code).toBeNull();
    const list = answer.data!.popularKeywords;
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ rank: 1, keyword: '브롬톤', count: 46 });
    const counts = list.map((p) => p.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('counts distinct visitors of the last 7 days, merging spellings, and needs two visitors', async () => {
    const now = new Date(Date.now() + 30 * DAY);
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    // Verified visitors (the sealed cookie): only they vote (capture/popularKeywordsVerified.test.ts).
    await handle.db.insert(captureEvents).values(
      [
        ...['a', 'b', 'c'].map((id) => ({
          anonyId: `t-${id}`,
          action: 'search_keyword',
          value1: '다혼 K3',
          createdAt: at(1),
        })),
        { anonyId: 't-a', action: 'search_keyword', value1: '다혼 K3', createdAt: at(2) },
        { anonyId: 't-d', action: 'search_keyword', value1: '다혼k3', createdAt: at(3) },
        ...['e', 'f', 'g', 'h', 'i'].map((id) => ({
          anonyId: `t-${id}`,
          action: 'search_keyword',
          value1: '오래된검색어',
          createdAt: at(8),
        })),
        { anonyId: 't-j', action: 'search_keyword', value1: '한명만', createdAt: at(1) },
        ...['k', 'l'].map((id) => ({
          anonyId: `t-${id}`,
          action: 'page_scroll',
          value1: '다른행동',
          createdAt: at(1),
        })),
      ].map((row) => ({ ...row, verified: true }))
    );
    const list = await popularKeywords(handle.db, now);
    expect(list[0]).toEqual({ rank: 1, keyword: '다혼 K3', count: 4 });
    const words = list.map((p) => p.keyword);
    expect(words).not.toContain('오래된검색어');
    expect(words).not.toContain('한명만');
    expect(words).not.toContain('다른행동');
    // A quiet week is topped up with the editors' keywords (count 0), so the list is never empty.
    expect(list.length).toBe(10);
    expect(list.slice(1).every((p) => p.count === 0)).toBe(true);
  });

  it('lists the keyword landings for the footer and the sitemap', async () => {
    const answer = await landingList();
    expect(answer.data).not.toHaveProperty('keywordPage');
    expect(answer.code).toBeNull();
    const pages = answer.data!.keywordPages;
    expect(pages.length).toBeGreaterThanOrEqual(12);
    expect(pages[0]).toEqual(expect.objectContaining({ slug: 'hangang-bike-rental', keyword: '한강 자전거 대여' }));
    expect(new Set(pages.map((p) => p.keyword)).size).toBe(pages.length);
  });

  it('has services on every seeded landing', async () => {
    const pages = (await landingList()).data!.keywordPages;
    for (const page of pages) {
      const answer = await landing(page.keyword);
      expect(answer.code).toBeNull();
      expect(answer.data!.keywordPage.services.length).toBeGreaterThan(0);
    }
  });

  it('answers a landing with its title, description, site name and services (isMarked for the member)', async () => {
    const visitor = (await landing('한강 자전거 대여')).data!.keywordPage;
    expect(visitor).toMatchObject({ keyword: '한강 자전거 대여', siteName: '라이드마켓' });
    expect(visitor.title).toContain('한강');
    expect(visitor.totalCount).toBeGreaterThanOrEqual(visitor.services.length);
    for (const service of visitor.services) expect(service.dealType).toBe('RENTAL');
    const target = visitor.services[0].itemId;
    await handle.db.insert(itemBookmarks).values({ userId: memberId, itemId: target });
    const member = (await landing('한강 자전거 대여', memberId)).data!.keywordPage;
    expect(member.services.filter((s) => s.isMarked).map((s) => s.itemId)).toEqual([target]);
  });

  it('answers NOT_FOUND for an unknown keyword and INVALID_INPUT for an empty one', async () => {
    expect((await landing('없는 키워드')).code).toBe('NOT_FOUND');
    expect((await landing('  ')).code).toBe('INVALID_INPUT');
    expect((await landing('가'.repeat(51))).code).toBe('INVALID_INPUT');
  });

  it('replaces (never doubles) its own search events when the seed runs again, keeping visitors’ events', async () => {
    const count = async (pattern: string) =>
      (
        await queryRows<{ n: number }>(
          handle.db,
          sql`
      SELECT count(*)::int AS n FROM capture_events WHERE action = 'search_keyword' AND anony_id LIKE ${pattern}`
        )
      )[0].n;
    const seeded = await count('seed-search-%');
    const visitors = await count('t-%');
    expect(seeded).toBeGreaterThan(200);
    await resetAndSeed(handle.db);
    expect(await count('seed-search-%')).toBe(seeded);
    expect(await count('t-%')).toBe(visitors);
  });
});
