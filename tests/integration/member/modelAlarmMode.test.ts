import { and, eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { pb_bookmarkPageDocument, us_setModelAlarmModeDocument } from '@/api/item/generated';
import type { MemberBookmarkPage } from '@/api/item/memberBookmarks';
import { alarms, items, modelBookmarks, modelPriceHistory } from '@/server/db/schema';
import { setLowestPriceAlarm } from '@/server/domain/member/bookmarks';
import { runLowestPriceAlarms } from '@/server/jobs/lowestPriceAlarms';
import { addDayKey } from '@/lib/priceHistory/series';
import { todayInSeoul } from '@/lib/dates';
import { callAs, newMember, seedMemberFixture, type MemberFixture } from './memberFixtures';

describe.each(testDbKinds())('the alarm mode of a saved model on %s', (kind) => {
  const db = useTestDb(kind);
  let f: MemberFixture;
  const now = new Date();
  const today = todayInSeoul(now);

  beforeEach(async () => {
    if (!f) f = await seedMemberFixture(db());
    await db().delete(modelBookmarks);
    await db().update(items).set({ price: 1_290_000, status: 'AVAILABLE' }).where(eq(items.id, f.items.tcrBanpo));
    await db().update(items).set({ price: 1_350_000, status: 'AVAILABLE' }).where(eq(items.id, f.items.tcrBundang));
    await runLowestPriceAlarms(db(), () => now);
    await db().delete(modelPriceHistory);
  });

  const setMode = (userId: number | null, modelId: number, alarmMode: string) =>
    callAs<{ setModelAlarmMode: { modelId: number; alarmMode: string } }>(
      db(),
      userId === null ? null : { userId },
      us_setModelAlarmModeDocument,
      'us_setModelAlarmMode',
      { modelId, alarmMode }
    );
  const modeOf = async (userId: number) =>
    (
      await db()
        .select({ mode: modelBookmarks.alarmMode })
        .from(modelBookmarks)
        .where(and(eq(modelBookmarks.userId, userId), eq(modelBookmarks.modelId, f.models.tcr)))
    )[0]?.mode;
  const alarmCount = async (userId: number) =>
    (
      await db()
        .select()
        .from(alarms)
        .where(and(eq(alarms.userId, userId), eq(alarms.kind, 'LOWEST_PRICE')))
    ).length;
  const setPrice = (price: number) => db().update(items).set({ price }).where(eq(items.id, f.items.tcrBanpo));

  it('역대 최저가가 되면 speaks only below the lowest of the kept history; 가격이 내려갈 때마다 at every new lowest', async () => {
    const [every, allTime] = [await newMember(db()), await newMember(db())];
    for (const m of [every, allTime]) await setLowestPriceAlarm(db(), m, 'MODEL', f.models.tcr, true);
    expect((await setMode(allTime, f.models.tcr, 'ALL_TIME_LOW')).data?.setModelAlarmMode).toEqual({
      modelId: f.models.tcr,
      alarmMode: 'ALL_TIME_LOW',
    });
    await db()
      .insert(modelPriceHistory)
      .values([
        { modelId: f.models.tcr, day: addDayKey(today, -200), saleLowest: 1_200_000 },
        { modelId: f.models.tcr, day: addDayKey(today, -30), saleLowest: 1_290_000 },
      ]);
    await setPrice(1_250_000);
    await runLowestPriceAlarms(db(), () => now);
    expect([await alarmCount(every), await alarmCount(allTime)]).toEqual([1, 0]);
    // Equal to the old low is not a new one.
    await setPrice(1_200_000);
    await runLowestPriceAlarms(db(), () => now);
    expect([await alarmCount(every), await alarmCount(allTime)]).toEqual([2, 0]);
    await setPrice(1_150_000);
    await runLowestPriceAlarms(db(), () => now);
    expect([await alarmCount(every), await alarmCount(allTime)]).toEqual([3, 1]);
  });

  it('a model without history never claims an all-time low', async () => {
    const member = await newMember(db());
    await setLowestPriceAlarm(db(), member, 'MODEL', f.models.tcr, true);
    await setMode(member, f.models.tcr, 'ALL_TIME_LOW');
    await db().delete(modelPriceHistory);
    await setPrice(900_000);
    await runLowestPriceAlarms(db(), () => now);
    expect(await alarmCount(member)).toBe(0);
  });

  it('the bookmark list answers the mode; EVERY_DROP is the default', async () => {
    const member = await newMember(db());
    await setLowestPriceAlarm(db(), member, 'MODEL', f.models.tcr, true);
    const modes = async () =>
      (
        await callAs<{ bookmarkList: MemberBookmarkPage }>(
          db(),
          { userId: member },
          pb_bookmarkPageDocument,
          'pb_bookmarkPage'
        )
      ).data?.bookmarkList.bookmarks.map((b) => b.alarmMode);
    expect(await modes()).toEqual(['EVERY_DROP']);
    await setMode(member, f.models.tcr, 'ALL_TIME_LOW');
    expect(await modes()).toEqual(['ALL_TIME_LOW']);
  });

  it("another member's saved model, a model not saved and a visitor are refused, and nothing changes", async () => {
    const [owner, other] = [await newMember(db()), await newMember(db())];
    await setLowestPriceAlarm(db(), owner, 'MODEL', f.models.tcr, true);
    const stranger = await setMode(other, f.models.tcr, 'ALL_TIME_LOW');
    expect(stranger).toMatchObject({ code: 'NOT_FOUND', message: '찜한 모델을 찾을 수 없어요.' });
    expect((await setMode(null, f.models.tcr, 'ALL_TIME_LOW')).code).toBe('UNAUTHENTICATED');
    expect(await modeOf(owner)).toBe('EVERY_DROP');
  });

  it('bad input: an unknown mode or a non-positive id', async () => {
    const member = await newMember(db());
    await setLowestPriceAlarm(db(), member, 'MODEL', f.models.tcr, true);
    const unknown = await setMode(member, f.models.tcr, 'SOMETIMES');
    expect(unknown).toMatchObject({ data: null, message: '입력한 내용을 다시 확인해 주세요.' });
    expect((await setMode(member, 0, 'ALL_TIME_LOW')).code).toBe('INVALID_INPUT');
    expect(await modeOf(member)).toBe('EVERY_DROP');
    // The column refuses any other value whoever writes it.
    await expect(
      db().update(modelBookmarks).set({ alarmMode: 'SOMETIMES' }).where(eq(modelBookmarks.userId, member))
    ).rejects.toThrow();
  });
});
