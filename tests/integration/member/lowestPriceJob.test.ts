import { and, eq, isNull } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { alarms, itemBookmarks, itemPriceChanges, items, modelBookmarks } from '@/server/db/schema';
import { setBookmark, setLowestPriceAlarm } from '@/server/domain/member/bookmarks';
import { processLowestPriceBatch, runLowestPriceAlarms } from '@/server/jobs/lowestPriceAlarms';
import { newMember, seedMemberFixture, type MemberFixture } from './memberFixtures';

describe.each(testDbKinds())('lowest-price alarm job on %s', (kind) => {
  const db = useTestDb(kind);
  let f: MemberFixture;

  // Each test starts from the fixture's prices with nothing pending and nobody's bookmarks.
  beforeEach(async () => {
    if (!f) f = await seedMemberFixture(db());
    await db().delete(itemBookmarks);
    await db().delete(modelBookmarks);
    await db().update(items).set({ price: 1_290_000, status: 'AVAILABLE' }).where(eq(items.id, f.items.tcrBanpo));
    await db().update(items).set({ price: 1_350_000, status: 'AVAILABLE' }).where(eq(items.id, f.items.tcrBundang));
    await db().update(items).set({ price: 30_000 }).where(eq(items.id, f.items.defyRental));
    await runLowestPriceAlarms(db());
  });

  const setPrice = (id: number, price: number) => db().update(items).set({ price }).where(eq(items.id, id));
  const alarmsOf = (userId: number) =>
    db()
      .select()
      .from(alarms)
      .where(and(eq(alarms.userId, userId), eq(alarms.kind, 'LOWEST_PRICE')));

  it('a price drop below the lowest seen writes one alarm with the prices and link, lowers lowestSeenPrice and consumes the change', async () => {
    const member = await newMember(db());
    await setLowestPriceAlarm(db(), member, 'ITEM', f.items.tcrBanpo, true);
    await setPrice(f.items.tcrBanpo, 1_150_000);
    expect(await runLowestPriceAlarms(db())).toEqual({ changes: 1, alarms: 1 });
    const [alarm] = await alarmsOf(member);
    expect(alarm).toMatchObject({
      title: '찜한 TCR 어드밴스드 2 (M) 가격이 내려갔어요',
      linkUrl: `/services/${f.items.tcrBanpo}`,
      readAt: null,
      dedupeKey: `lowest:ITEM:${f.items.tcrBanpo}:1150000`,
    });
    expect(alarm.body).toBe('1,290,000원 → 1,150,000원. 지금 확인해 보세요.');
    const [bookmark] = await db().select().from(itemBookmarks).where(eq(itemBookmarks.userId, member));
    expect(bookmark.lowestSeenPrice).toBe(1_150_000);
    expect(await db().select().from(itemPriceChanges).where(isNull(itemPriceChanges.processedAt))).toHaveLength(0);
    // Running again, or a rise and a fall back to the same price, tells nobody twice.
    expect(await runLowestPriceAlarms(db())).toEqual({ changes: 0, alarms: 0 });
    await setPrice(f.items.tcrBanpo, 1_250_000);
    await setPrice(f.items.tcrBanpo, 1_150_000);
    expect((await runLowestPriceAlarms(db())).alarms).toBe(0);
    expect(await alarmsOf(member)).toHaveLength(1);
  });

  it('two runners at once (each claiming one of two changes of the item) alert once', async () => {
    const members = [await newMember(db()), await newMember(db())];
    for (const m of members) await setLowestPriceAlarm(db(), m, 'ITEM', f.items.tcrBanpo, true);
    await setPrice(f.items.tcrBanpo, 1_200_000);
    await setPrice(f.items.tcrBanpo, 1_100_000);
    const results = await Promise.all([
      processLowestPriceBatch(db(), new Date(), 1),
      processLowestPriceBatch(db(), new Date(), 1),
    ]);
    expect(results.map((r) => r.changes)).toEqual([1, 1]);
    expect(results[0].alarms + results[1].alarms).toBe(2);
    for (const m of members) {
      const written = await alarmsOf(m);
      expect(written).toHaveLength(1);
      expect(written[0].body).toBe('1,290,000원 → 1,100,000원. 지금 확인해 보세요.');
    }
  });

  it('a saved model is priced by its cheapest AVAILABLE sale offer across businesses', async () => {
    const member = await newMember(db());
    await setLowestPriceAlarm(db(), member, 'MODEL', f.models.tcr, true);
    // Cheaper than the other business but not than the model's lowest (1,290,000원): no news.
    await setPrice(f.items.tcrBundang, 1_300_000);
    expect((await runLowestPriceAlarms(db())).alarms).toBe(0);
    await setPrice(f.items.tcrBundang, 1_250_000);
    expect((await runLowestPriceAlarms(db())).alarms).toBe(1);
    const [alarm] = await alarmsOf(member);
    expect(alarm).toMatchObject({
      title: '찜한 TCR 어드밴스드 2 가격이 내려갔어요',
      linkUrl: `/models/${f.models.tcr}`,
    });
    expect(alarm.body).toBe('1,290,000원 → 1,250,000원 (매장 최저 구매가). 지금 확인해 보세요.');
    expect((await db().select().from(modelBookmarks).where(eq(modelBookmarks.userId, member)))[0].lowestSeenPrice).toBe(
      1_250_000
    );
    // The cheapest offer selling out raises the model's price: nothing to announce.
    await db().update(items).set({ status: 'SOLD_OUT' }).where(eq(items.id, f.items.tcrBundang));
    expect((await runLowestPriceAlarms(db())).alarms).toBe(0);
  });

  it('no alarm with the alarm off, for a bookmark without it, or for an item that is not on sale', async () => {
    const [off, plain, soldOut] = [await newMember(db()), await newMember(db()), await newMember(db())];
    await setLowestPriceAlarm(db(), off, 'ITEM', f.items.tcrBanpo, true);
    await setLowestPriceAlarm(db(), off, 'ITEM', f.items.tcrBanpo, false);
    await setBookmark(db(), plain, 'ITEM', f.items.tcrBanpo, true);
    await setLowestPriceAlarm(db(), soldOut, 'ITEM', f.items.tcrBundang, true);
    await setPrice(f.items.tcrBanpo, 1_000_000);
    await db().update(items).set({ price: 1_000_000, status: 'SOLD_OUT' }).where(eq(items.id, f.items.tcrBundang));
    expect(await runLowestPriceAlarms(db())).toEqual({ changes: 2, alarms: 0 });
    for (const m of [off, plain, soldOut]) expect(await alarmsOf(m)).toHaveLength(0);
    expect((await db().select().from(itemBookmarks).where(eq(itemBookmarks.userId, off)))[0].lowestSeenPrice).toBe(
      1_290_000
    );
  });
});
