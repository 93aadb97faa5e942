import { eq, inArray, sql } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { pb_searchPageDocument } from '@/api/item/generated';
import type { SearchAnswer } from '@/api/item/search';
import { fitProfiles, itemOptions, modelFitSizes } from '@/server/db/schema';
import { queryRows } from '@/server/db/rows';
import { saveFitProfile } from '@/server/domain/fit/fitProfile';
import { itemFit } from '@/server/domain/fit/modelFit';
import { fillMissingModelFitSizes } from '@/server/domain/fit/modelFitSizes';
import { OPTION_LENGTH, OPTION_SIZE_TAIL } from '@/server/domain/fit/fitSearch';
import { searchItems } from '@/server/domain/search/searchItems';
import { frameSizeRuns, optionSize } from '@/lib/fit/frameSize';
import { lengthFromOption } from '@/lib/fit/skiLength';
import { FIT_LIMITS } from '@/lib/fit/profile';
import { call, itemYogaAs } from '../search/searchHarness';
import { newMember } from '../member/memberFixtures';
import { emptyFit, roadGeometry, seedFitCatalog, type FitCatalog } from './fitFixture';

/** Search's 내 사이즈 filter (docs/product.md §3 Fit profile) against the item page's own fit answer. */
describe.each(testDbKinds())('the 내 사이즈 search filter on %s', (kind) => {
  const db = useTestDb(kind);
  let c: FitCatalog;
  const now = new Date();

  beforeAll(async () => {
    c = await seedFitCatalog(db());
  });

  beforeEach(async () => {
    await db().delete(fitProfiles);
    await db().update(itemOptions).set({ stock: 1 });
  });

  const memberOf = async (profile: { heightCm: number | null; weightKg?: number; skiAbility?: string }) => {
    const member = await newMember(db());
    await saveFitProfile(db(), member, { ...emptyFit, ...profile }, now);
    return member;
  };
  const search = (viewer: number | null, dealType: 'RENTAL' | 'SELL', extra: Record<string, unknown> = {}) =>
    searchItems(db(), { keyword: '', dealType, fitsMe: true, ...extra }, viewer);
  const ids = (result: { items: { itemId: number }[] }) => result.items.map((i) => i.itemId).sort((a, b) => a - b);

  it('keeps only items with a size that fits, and says for what body', async () => {
    const member = await memberOf({ heightCm: 175 });
    const rental = await search(member, 'RENTAL');
    expect(ids(rental)).toEqual([c.skiItem]);
    expect(rental.fitFilter).toEqual({ state: 'APPLIED', summary: '키 175cm 기준 · 스키 160–175cm' });
    // The TCR at 반포 comes in 56 (the size for 175 cm); the one at 분당 lists no sizes at all.
    expect(ids(await search(member, 'SELL'))).toEqual([c.f.items.tcrBanpo]);
    expect((await search(member, 'SELL')).totalCount).toBe(1);
  });

  it('finds nothing when no size in stock fits, and counts what it keeps', async () => {
    const short = await memberOf({ heightCm: 150 });
    expect((await search(short, 'SELL')).totalCount).toBe(0);
    expect((await search(short, 'RENTAL')).totalCount).toBe(0);
    const member = await memberOf({ heightCm: 175 });
    await db()
      .update(itemOptions)
      .set({ stock: 0 })
      .where(inArray(itemOptions.id, [c.options['56 / 블랙'], c.options['56 / 화이트']]));
    expect(ids(await search(member, 'SELL'))).toEqual([]);
  });

  it('moves the ski lengths with weight and ability, as the item page does', async () => {
    const heavyExpert = await memberOf({ heightCm: 175, weightKg: 95, skiAbility: 'EXPERT' });
    const answer = await search(heavyExpert, 'RENTAL');
    expect(answer.fitFilter?.summary).toBe('키 175cm 기준 · 스키 180–190cm');
    expect(ids(answer)).toEqual([]);
    const beginner = await memberOf({ heightCm: 175, skiAbility: 'BEGINNER' });
    expect(ids(await search(beginner, 'RENTAL'))).toEqual([c.skiItem]);
  });

  it('agrees with the item page’s fitting options for every height', async () => {
    for (let heightCm = 140; heightCm <= 200; heightCm += 5) {
      const member = await memberOf({ heightCm });
      const found = new Set([...ids(await search(member, 'SELL')), ...ids(await search(member, 'RENTAL'))]);
      for (const itemId of [c.f.items.tcrBanpo, c.skiItem]) {
        const fits = (await itemFit(db(), member, itemId, now)).fittingOptionIds.length > 0;
        expect({ heightCm, itemId, found: found.has(itemId) }).toEqual({ heightCm, itemId, found: fits });
      }
    }
  });

  it('reads option labels in SQL exactly as the picker reads them', async () => {
    const labels = [
      'M (166~178cm)',
      'M / 블랙',
      '54',
      ' L ',
      '56/화이트',
      'XS(150)',
      '163cm',
      '170',
      '177 cm',
      '151W',
      '99cm',
      '1630',
    ];
    const rows = await queryRows<{ label: string; size: string; length: number | null }>(
      db(),
      sql`SELECT label, btrim(regexp_replace(label, ${OPTION_SIZE_TAIL}, '')) AS size,
        substring(label from ${OPTION_LENGTH})::int AS length
        FROM unnest(${`{${labels.map((l) => `"${l}"`).join(',')}}`}::text[]) AS label`
    );
    expect(
      rows.map((r) => ({ label: r.label, size: r.size, length: r.length === null ? null : Number(r.length) }))
    ).toEqual(labels.map((label) => ({ label, size: optionSize(label), length: lengthFromOption(label) })));
  });

  it('applies to nobody without a height: a visitor and a member without one see every size, told why', async () => {
    const everyRental = (await searchItems(db(), { keyword: '', dealType: 'RENTAL' }, null)).totalCount;
    const visitor = await call<{ search: SearchAnswer }>(
      itemYogaAs(db(), null),
      String(pb_searchPageDocument),
      'pb_searchPage',
      { input: { keyword: '', dealType: 'RENTAL', fitsMe: true }, hasRequest: true }
    );
    expect(visitor.data?.search.fitFilter).toEqual({ state: 'SIGN_IN', summary: null });
    expect(visitor.data?.search.totalCount).toBe(everyRental);
    const noHeight = await memberOf({ heightCm: null, weightKg: 70 });
    const answer = await search(noHeight, 'RENTAL');
    expect(answer.fitFilter).toEqual({ state: 'NO_PROFILE', summary: null });
    expect(answer.totalCount).toBe(everyRental);
    // Someone else's profile is never read: a second member without one is not given the first's sizes.
    await memberOf({ heightCm: 175 });
    expect((await search(await newMember(db()), 'RENTAL')).fitFilter?.state).toBe('NO_PROFILE');
    expect((await searchItems(db(), { keyword: '', dealType: 'RENTAL' }, null)).fitFilter).toBeNull();
  });

  it('refuses a fitsMe that is not a boolean, and a cursor of another body’s results', async () => {
    await expect(search(null, 'RENTAL', { fitsMe: 'yes' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    const member = await memberOf({ heightCm: 175 });
    const first = await search(member, 'SELL', { size: 1 });
    expect(first.items).toHaveLength(1);
    // One result: no next page. A cursor made without the filter must not page the filtered search.
    const unfiltered = await searchItems(db(), { keyword: '', dealType: 'SELL', size: 1 }, member);
    expect(unfiltered.searchAfter).not.toBeNull();
    await expect(search(member, 'SELL', { size: 1, searchAfter: unfiltered.searchAfter })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('derives the size rows from the geometry at start-up when a database has none', async () => {
    await db().delete(modelFitSizes);
    expect(await fillMissingModelFitSizes(db())).toBeGreaterThan(0);
    const rows = await db()
      .select({
        size: modelFitSizes.size,
        minHeightCm: modelFitSizes.minHeightCm,
        maxHeightCm: modelFitSizes.maxHeightCm,
      })
      .from(modelFitSizes)
      .where(eq(modelFitSizes.modelId, c.f.models.tcr))
      .orderBy(modelFitSizes.minHeightCm);
    expect(rows).toEqual(frameSizeRuns('road', roadGeometry, FIT_LIMITS.heightCm));
    expect(rows.map((r) => r.size)).toEqual(['50', '52', '54', '56', '58']);
    // Nothing missing any more: a second start writes nothing.
    expect(await fillMissingModelFitSizes(db())).toBe(0);
  });
});
