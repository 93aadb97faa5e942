import { and, eq } from 'drizzle-orm';
import {
  bz_addMaintenanceBlockDocument,
  bz_removeMaintenanceBlockDocument,
  bz_sellerItemPageDocument,
  pb_itemCalendarDocument,
} from '@/api/item/generated';
import type { MaintenanceBlock, SellerItemEditPage } from '@/api/item/sellerItems';
import { rentalBookings } from '@/server/db/schema';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  prepare,
  rentalInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';
import { callAs, type Caller } from '../member/memberFixtures';
import { sellerOf } from '../sellerOrders/sellerHarness';
import { twoBusinesses } from './twoBusinesses';

type Calendar = {
  itemCalendar: {
    months: { dates: { date: string; isDisable: boolean; freeUnits: number; disableReason: string | null }[] }[];
  };
};

/** 정비 일정 (issue 17 §1 Items): a seller takes a rental unit out of service for some days. */
describe.each(testDbKinds())(
  'seller maintenance blocks (bz_addMaintenanceBlock, bz_removeMaintenanceBlock) on %s',
  (kind) => {
    const db = useTestDb(kind);
    let f: CheckoutFixture, seller: Caller, otherSeller: Caller, member: number;
    beforeAll(async () => {
      ({ f, seller, otherSeller, member } = await twoBusinesses(db(), { units: 1 }));
    });

    const add = (caller: Caller, variables: Record<string, unknown>) =>
      callAs<{ addMaintenanceBlock: MaintenanceBlock[] }>(
        db(),
        caller,
        bz_addMaintenanceBlockDocument,
        'bz_addMaintenanceBlock',
        variables
      );
    const remove = (caller: Caller, blockId: number) =>
      callAs<{ removeMaintenanceBlock: MaintenanceBlock[] }>(
        db(),
        caller,
        bz_removeMaintenanceBlockDocument,
        'bz_removeMaintenanceBlock',
        { blockId }
      );
    const block = (g: CheckoutFixture, start: number, end: number, note: string | null = '엣지 연마') => ({
      itemId: g.rental.itemId,
      startDate: g.day(start),
      endDate: g.day(end),
      note,
    });
    const activeBlocks = async (itemId: number) =>
      db()
        .select()
        .from(rentalBookings)
        .where(and(eq(rentalBookings.itemId, itemId), eq(rentalBookings.status, 'MAINTENANCE')));

    it('adds a block (dates inclusive, note kept), lists it on the item page, shows the days unavailable to shoppers, and fails their checkout', async () => {
      const res = await add(seller, block(f, 10, 12));
      expect(res.data!.addMaintenanceBlock).toEqual([
        expect.objectContaining({
          itemId: f.rental.itemId,
          startDate: f.day(10),
          endDate: f.day(12),
          note: '엣지 연마',
        }),
      ]);
      const page = (
        await callAs<SellerItemEditPage>(db(), seller, bz_sellerItemPageDocument, 'bz_sellerItemPage', {
          itemId: f.rental.itemId,
        })
      ).data!;
      expect(page.sellerItem.maintenanceBlocks.map((b) => [b.startDate, b.endDate])).toEqual([[f.day(10), f.day(12)]]);

      const calendar = (
        await callAs<Calendar>(db(), null, pb_itemCalendarDocument, 'pb_itemCalendar', { id: f.rental.itemId })
      ).data!;
      const days = new Map(calendar.itemCalendar.months.flatMap((m) => m.dates).map((d) => [d.date, d]));
      for (const offset of [10, 11, 12])
        expect(days.get(f.day(offset))).toMatchObject({ isDisable: true, freeUnits: 0 });
      for (const offset of [9, 13]) expect(days.get(f.day(offset))).toMatchObject({ isDisable: false, freeUnits: 1 });

      const customer = await verifiedMember(db());
      await expect(prepare(db(), sandbox(db()), customer, rentalInput(f, 12, 13), 80_000)).rejects.toMatchObject({
        code: 'UNAVAILABLE_DATES',
      });
      await expect(prepare(db(), sandbox(db()), customer, rentalInput(f, 13, 13), 40_000)).resolves.toMatchObject({
        orderId: expect.any(Number),
      });
    });

    it('refuses a block when a rental took the unit meanwhile, and a second block over the same days', async () => {
      const customer = await verifiedMember(db());
      await prepare(db(), sandbox(db()), customer, rentalInput(f, 20, 21), 80_000);
      const res = await add(seller, block(f, 21, 23));
      expect(res.code).toBe('UNAVAILABLE_DATES');
      expect(res.message).toBe('그 기간에는 남는 장비가 없어요. 예약을 확인하고 다른 날짜를 골라 주세요.');
      expect((await add(seller, block(f, 11, 11))).code).toBe('UNAVAILABLE_DATES');
      expect(await activeBlocks(f.rental.itemId)).toHaveLength(1);
    });

    it('refuses bad input: past days, end before start, over 60 days, a bad date, a long note, a sale item, an unknown item', async () => {
      const bad = [
        block(f, -1, 2),
        block(f, 5, 4),
        block(f, 30, 90),
        { ...block(f, 30, 31), startDate: '2026-13-01' },
        { ...block(f, 30, 31), endDate: 'tomorrow' },
        block(f, 30, 31, '가'.repeat(101)),
        block(f, 400, 401),
        { itemId: f.sale.itemId, startDate: f.day(30), endDate: f.day(31) },
      ];
      for (const input of bad) expect((await add(seller, input)).code).toBe('INVALID_INPUT');
      expect((await add(seller, { ...block(f, 30, 31), itemId: 987_654 })).code).toBe('NOT_FOUND');
      expect((await add(seller, block(f, 30, 31, '가'.repeat(100)))).data!.addMaintenanceBlock).toHaveLength(2);
      const trimmed = await add(seller, block(f, 40, 40, '  줄\n바꿈\t메모  '));
      expect(trimmed.data!.addMaintenanceBlock.find((b) => b.startDate === f.day(40))!.note).toBe('줄 바꿈 메모');
      expect(
        (await add(seller, block(f, 41, 41, null))).data!.addMaintenanceBlock.find((b) => b.startDate === f.day(41))!
          .note
      ).toBe('');
    });

    it("keeps blocks to their business: another business's seller, a member and a visitor can neither add nor remove", async () => {
      const [mine] = (await add(seller, block(f, 50, 50))).data!.addMaintenanceBlock.filter(
        (b) => b.startDate === f.day(50)
      );
      expect((await add(otherSeller, block(f, 51, 51))).code).toBe('FORBIDDEN');
      expect((await add({ userId: member }, block(f, 51, 51))).code).toBe('FORBIDDEN');
      expect((await add(null, block(f, 51, 51))).code).toBe('UNAUTHENTICATED');
      expect((await remove(otherSeller, mine.id)).code).toBe('FORBIDDEN');
      expect((await remove({ userId: member }, mine.id)).code).toBe('FORBIDDEN');
      expect((await remove(null, mine.id)).code).toBe('UNAUTHENTICATED');
      expect((await remove(seller, 987_654)).code).toBe('NOT_FOUND');
      expect((await remove(seller, 0)).code).toBe('INVALID_INPUT');
      // A rental booking is not a maintenance block, even for its own business.
      const [rental] = await db()
        .select()
        .from(rentalBookings)
        .where(and(eq(rentalBookings.itemId, f.rental.itemId), eq(rentalBookings.status, 'HELD')));
      expect((await remove(seller, rental.id)).code).toBe('NOT_FOUND');
      expect((await activeBlocks(f.rental.itemId)).some((b) => b.id === mine.id)).toBe(true);
    });

    it('removes a block: the unit is back for rental, and removing it twice is NOT_FOUND', async () => {
      const [first] = (await activeBlocks(f.rental.itemId)).filter((b) => b.period === `[${f.day(10)},${f.day(13)})`);
      const left = (await remove(seller, first.id)).data!.removeMaintenanceBlock;
      expect(left.some((b) => b.id === first.id)).toBe(false);
      expect((await remove(seller, first.id)).code).toBe('NOT_FOUND');
      const customer = await verifiedMember(db());
      await expect(prepare(db(), sandbox(db()), customer, rentalInput(f, 10, 11), 80_000)).resolves.toMatchObject({
        orderId: expect.any(Number),
      });
    });

    it('of 20 concurrent blocks of a one-unit item over overlapping days, exactly one succeeds', async () => {
      const g = await seedCheckoutFixture(db(), { units: 1 });
      const gSeller = await sellerOf(db(), await verifiedMember(db()), g.businessId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => add(gSeller, block(g, 30 + (i % 4), 36 - (i % 3))))
      );
      expect(answers.filter((a) => a.data?.addMaintenanceBlock).length).toBe(1);
      expect(answers.filter((a) => a.code === 'UNAVAILABLE_DATES').length).toBe(19);
      expect(await activeBlocks(g.rental.itemId)).toHaveLength(1);
    });
  }
);
