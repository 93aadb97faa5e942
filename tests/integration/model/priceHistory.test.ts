import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { businesses, items, modelPriceHistory, priceHistorySnapshots } from '@/server/db/schema';
import { runLowestPriceAlarms } from '@/server/jobs/lowestPriceAlarms';
import { snapshotPriceHistory } from '@/server/jobs/priceHistory';
import { runAccountHousekeeping } from '@/server/jobs/accountHousekeeping';
import { keptModelPriceHistory, modelPriceHistory as readHistory } from '@/server/domain/model/priceHistory';
import { priceComparison } from '@/server/domain/model/priceComparison';
import { addDayKey } from '@/lib/priceHistory/series';
import { todayInSeoul } from '@/lib/dates';
import { seedMemberFixture, type MemberFixture } from '../member/memberFixtures';

const DAY_MS = 86_400_000;

describe.each(testDbKinds())('model price history on %s', (kind) => {
  const db = useTestDb(kind);
  let f: MemberFixture;
  // The chip's rule reads the database's clock (now() in Seoul), so the tests count from the real today.
  const now = new Date();
  const today = todayInSeoul(now);
  const daysAgo = (days: number) => addDayKey(today, -days);

  beforeEach(async () => {
    if (!f) f = await seedMemberFixture(db());
    await db().update(items).set({ price: 1_290_000, status: 'AVAILABLE' }).where(eq(items.id, f.items.tcrBanpo));
    await db().update(items).set({ price: 1_350_000, status: 'AVAILABLE' }).where(eq(items.id, f.items.tcrBundang));
    await db().update(items).set({ price: 30_000, status: 'AVAILABLE' }).where(eq(items.id, f.items.defyRental));
    await runLowestPriceAlarms(db(), () => now);
    await db().delete(modelPriceHistory);
    await db().delete(priceHistorySnapshots);
  });

  const setPrice = (id: number, price: number) => db().update(items).set({ price }).where(eq(items.id, id));
  const rowsOf = (modelId: number) =>
    db()
      .select({
        day: modelPriceHistory.day,
        sale: modelPriceHistory.saleLowest,
        rental: modelPriceHistory.rentalLowest,
      })
      .from(modelPriceHistory)
      .where(eq(modelPriceHistory.modelId, modelId))
      .orderBy(modelPriceHistory.day);
  const history = (modelId: number, rows: { day: string; sale?: number | null; rental?: number | null }[]) =>
    db()
      .insert(modelPriceHistory)
      .values(
        rows.map((row) => ({ modelId, day: row.day, saleLowest: row.sale ?? null, rentalLowest: row.rental ?? null }))
      );

  it("the day's first run snapshots every model with an offer: the lowest sale price and the lowest rental day-price", async () => {
    await runLowestPriceAlarms(db(), () => now);
    expect(await rowsOf(f.models.tcr)).toEqual([{ day: today, sale: 1_290_000, rental: null }]);
    expect(await rowsOf(f.models.defy)).toEqual([{ day: today, sale: null, rental: 30_000 }]);
    expect(await db().select().from(priceHistorySnapshots)).toEqual([expect.objectContaining({ day: today })]);
  });

  it('two runs at once take one snapshot of the day; the second finds it taken', async () => {
    const taken = await Promise.all([snapshotPriceHistory(db(), now), snapshotPriceHistory(db(), now)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await db().select().from(priceHistorySnapshots)).toHaveLength(1);
    expect(await rowsOf(f.models.tcr)).toHaveLength(1);
    // A later run of the same day takes none, even after a price rose.
    await setPrice(f.items.tcrBanpo, 1_400_000);
    expect(await snapshotPriceHistory(db(), now)).toBe(false);
  });

  it("a batch lowers today's row of the touched model and never raises it; the next day's snapshot records the rise", async () => {
    await runLowestPriceAlarms(db(), () => now);
    await setPrice(f.items.tcrBanpo, 1_100_000);
    await runLowestPriceAlarms(db(), () => now);
    expect(await rowsOf(f.models.tcr)).toEqual([{ day: today, sale: 1_100_000, rental: null }]);
    await setPrice(f.items.tcrBanpo, 1_400_000);
    await runLowestPriceAlarms(db(), () => now);
    expect(await rowsOf(f.models.tcr)).toEqual([{ day: today, sale: 1_100_000, rental: null }]);
    const tomorrow = new Date(now.getTime() + DAY_MS);
    await runLowestPriceAlarms(db(), () => tomorrow);
    expect(await rowsOf(f.models.tcr)).toEqual([
      { day: today, sale: 1_100_000, rental: null },
      { day: addDayKey(today, 1), sale: 1_350_000, rental: null },
    ]);
    // The other model's rows were written by the snapshots only.
    expect((await rowsOf(f.models.defy)).map((row) => row.rental)).toEqual([30_000, 30_000]);
  });

  it("the page's kept chart shows the row the job lowers at once, though the price changed behind the chart's back", async () => {
    await runLowestPriceAlarms(db(), () => now);
    const before = await keptModelPriceHistory(db(), f.models.tcr);
    expect(before.points.at(-1)).toEqual({ day: today, sale: 1_290_000, rental: null });
    await setPrice(f.items.tcrBanpo, 1_100_000);
    expect((await keptModelPriceHistory(db(), f.models.tcr)).currentSale).toBe(1_290_000);
    await runLowestPriceAlarms(db(), () => now);
    const after = await keptModelPriceHistory(db(), f.models.tcr);
    expect(after.points.at(-1)).toEqual({ day: today, sale: 1_100_000, rental: null });
    expect(after.currentSale).toBe(1_100_000);
  });

  it('the reader carries the last row forward over days without one, from the last row before the year', async () => {
    await history(f.models.tcr, [
      { day: daysAgo(400), sale: 1_500_000 },
      { day: daysAgo(10), sale: 1_200_000 },
      { day: daysAgo(5), sale: 1_390_000 },
    ]);
    const read = await readHistory(db(), f.models.tcr, now);
    expect(read.points).toHaveLength(365);
    expect(read.points[0]).toEqual({ day: daysAgo(364), sale: 1_500_000, rental: null });
    const on = (day: string) => read.points.find((point) => point.day === day)?.sale;
    expect([on(daysAgo(11)), on(daysAgo(10)), on(daysAgo(6)), on(daysAgo(5)), on(today)]).toEqual([
      1_500_000, 1_200_000, 1_200_000, 1_390_000, 1_390_000,
    ]);
    expect(read).toMatchObject({
      saleLowest: 1_200_000,
      currentSale: 1_290_000,
      rentalLowest: null,
      currentRental: null,
    });
  });

  it("a suspended business's offer is no offer: the history and the current price take the cheapest open store, as the comparison does", async () => {
    const [banpo] = await db()
      .select({ businessId: items.businessId })
      .from(items)
      .where(eq(items.id, f.items.tcrBanpo));
    await db().update(businesses).set({ suspendedAt: now }).where(eq(businesses.id, banpo!.businessId));
    try {
      await runLowestPriceAlarms(db(), () => now);
      expect(await rowsOf(f.models.tcr)).toEqual([{ day: today, sale: 1_350_000, rental: null }]);
      expect(await readHistory(db(), f.models.tcr, now)).toMatchObject({ currentSale: 1_350_000 });
      const compared = await priceComparison(db(), f.models.tcr, null);
      expect(compared.sell.items.map((row) => [row.item.itemId, row.item.price])).toEqual([
        [f.items.tcrBundang, 1_350_000],
      ]);
    } finally {
      await db().update(businesses).set({ suspendedAt: null }).where(eq(businesses.id, banpo!.businessId));
    }
  });

  it('a model without history answers no points, and the current offer is its lowest; an unknown model is NOT_FOUND', async () => {
    expect(await readHistory(db(), f.models.defy, now)).toEqual({
      points: [],
      saleLowest: null,
      rentalLowest: 30_000,
      currentSale: null,
      currentRental: 30_000,
    });
    await expect(readHistory(db(), 999_999, now)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('housekeeping purges rows and day markers older than 400 days and keeps the rest', async () => {
    await history(f.models.tcr, [
      { day: daysAgo(401), sale: 1_000_000 },
      { day: daysAgo(400), sale: 1_100_000 },
      { day: daysAgo(399), sale: 1_200_000 },
    ]);
    await db()
      .insert(priceHistorySnapshots)
      .values([{ day: daysAgo(401) }, { day: daysAgo(3) }]);
    const result = await runAccountHousekeeping(db(), now);
    expect(result.priceHistory).toBe(1);
    expect((await rowsOf(f.models.tcr)).map((row) => row.day)).toEqual([daysAgo(400), daysAgo(399)]);
    expect((await db().select().from(priceHistorySnapshots)).map((row) => row.day)).toEqual([daysAgo(3)]);
  });

  describe('the 최저가 chip of the item card', () => {
    const chips = async () => {
      const comparison = await priceComparison(db(), f.models.tcr, null);
      const rental = await priceComparison(db(), f.models.defy, null);
      return Object.fromEntries(
        [...comparison.sell.items, ...rental.rental.items].map((row) => [row.item.itemId, row.item.isLowestPrice])
      );
    };

    it("shows on an item at or below its model's 90-day low, by sale price or rental day-price", async () => {
      await history(f.models.tcr, [
        { day: daysAgo(120), sale: 1_000_000 },
        { day: daysAgo(95), sale: 1_300_000 },
        { day: daysAgo(20), sale: 1_290_000 },
      ]);
      await history(f.models.defy, [{ day: daysAgo(40), rental: 30_000 }]);
      expect(await chips()).toEqual({
        [f.items.tcrBanpo]: true,
        [f.items.tcrBundang]: false,
        [f.items.defyRental]: true,
      });
    });

    it('not when the model was cheaper within 90 days, counting the row carried into the window', async () => {
      await history(f.models.tcr, [
        { day: daysAgo(100), sale: 1_000_000 },
        { day: daysAgo(80), sale: 1_290_000 },
      ]);
      await history(f.models.defy, [
        { day: daysAgo(60), rental: 25_000 },
        { day: daysAgo(50), rental: 30_000 },
      ]);
      expect(await chips()).toEqual({
        [f.items.tcrBanpo]: false,
        [f.items.tcrBundang]: false,
        [f.items.defyRental]: false,
      });
    });

    it('not for a model with less than 30 days of history, however low the item is', async () => {
      await history(f.models.tcr, [{ day: daysAgo(28), sale: 1_290_000 }]);
      await history(f.models.defy, [{ day: daysAgo(28), rental: 30_000 }]);
      expect(await chips()).toEqual({
        [f.items.tcrBanpo]: false,
        [f.items.tcrBundang]: false,
        [f.items.defyRental]: false,
      });
    });
  });
});
