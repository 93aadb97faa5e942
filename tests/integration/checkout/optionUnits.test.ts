/**
 * A rental's required option (a size) has only its own stock of units (issue 26): with three size-M
 * bikes, a fourth M for overlapping days is refused however many units the item has, also when
 * many checkouts race; the payment page caps the amount at the option's free units for the range,
 * an add-on at its stock, and the calendar can answer an option's own free units.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { itemOptions } from '@/server/db/schema';
import { checkoutPage } from '@/server/domain/checkout/checkoutPage';
import { prepareCheckout } from '@/server/domain/checkout/prepareCheckout';
import { quoteCheckout } from '@/server/domain/checkout/quoteCheckout';
import { itemCalendar } from '@/server/domain/item/itemCalendar';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { isDomainError } from '@/lib/errors';
import { gql } from '../../support/serviceFetch';
import { testDbKinds, useTestDb } from '../../support/testDb';
import {
  count,
  key,
  rentalInput,
  sandbox,
  seedCheckoutFixture,
  SITE,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';
import { itemYogaFor } from '../item/itemHarness';

const now = new Date();
const day = (offset: number) => addDays(todayInSeoul(now), offset);

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'fulfilled' ? 'OK' : isDomainError(outcome.reason) ? outcome.reason.code : String(outcome.reason);

function tally(outcomes: PromiseSettledResult<unknown>[]): Record<string, number> {
  return outcomes
    .map(codeOf)
    .reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});
}

type Shop = { f: CheckoutFixture; sizeM: number; helmet: number };

describe.each(testDbKinds())('rental option units on %s', (kind) => {
  const db = useTestDb(kind);

  /** An item of 5 units: size 165cm ×2 (the fixture's option) and size M ×3, and a helmet add-on ×4. */
  async function shop(): Promise<Shop> {
    const f = await seedCheckoutFixture(db(), { units: 5 });
    await db().execute(sql`UPDATE item_options SET stock = 2 WHERE id = ${f.rental.optionId}`);
    const [m, helmet] = await db()
      .insert(itemOptions)
      .values([
        { itemId: f.rental.itemId, kind: 'REQUIRED', name: 'M', price: 0, stock: 3, sortOrder: 1 },
        { itemId: f.rental.itemId, kind: 'ADDITIONAL', name: '헬멧', price: 1_000, stock: 4, sortOrder: 2 },
      ])
      .returning({ id: itemOptions.id });
    return { f, sizeM: m.id, helmet: helmet.id };
  }

  /** `amount` of option `optionId` for days [start, end] (offsets from today). */
  function input(
    s: Shop,
    optionId: number,
    start: number,
    end: number,
    amount = 1,
    extra: { optionId: number; amount: number }[] = []
  ) {
    const base = rentalInput(s.f, start, end);
    return { ...base, selection: { ...base.selection, options: [{ optionId, amount }, ...extra] } };
  }

  const prepareAt = (member: number, selected: ReturnType<typeof input>, amount: number) =>
    prepareCheckout(
      db() as Db,
      sandbox(db()),
      member,
      { ...selected, expectedAmount: amount, idempotencyKey: key() },
      SITE,
      now
    );

  it('three of a 3-stock option book; a fourth for overlapping days is refused while the other size still books', async () => {
    const s = await shop();
    const members = await Promise.all([0, 1, 2, 3, 4].map(() => verifiedMember(db())));
    for (const [i, start] of [3, 4, 5].entries())
      await expect(prepareAt(members[i], input(s, s.sizeM, start, start + 2), 120_000)).resolves.toBeDefined();
    const fourth = await prepareAt(members[3], input(s, s.sizeM, 5, 5), 40_000).catch((e: unknown) => e);
    expect(isDomainError(fourth) && fourth.code).toBe('UNAVAILABLE_DATES');
    expect(isDomainError(fourth) && fourth.message).toContain("'M' 옵션은");
    // The item has two more units, of the other size.
    await expect(prepareAt(members[4], input(s, s.f.rental.optionId, 5, 5), 40_000)).resolves.toBeDefined();
    // A day no M overlaps books again.
    await expect(prepareAt(members[3], input(s, s.sizeM, 8, 8), 40_000)).resolves.toBeDefined();
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE option_id = ${s.sizeM} AND status <> 'CANCELLED'`
      )
    ).toBe(4);
  });

  it('20 concurrent checkouts of one unit of a 3-stock option for overlapping days hold exactly 3', async () => {
    const s = await shop();
    // One member per checkout: a member's second checkout of the item while their first still holds is
    // refused by the one-open-checkout rule (CONFLICT) whenever it reaches the lock before the stock runs
    // out, which would make the tally depend on arrival order rather than on the stock.
    const members = await Promise.all(Array.from({ length: 20 }, () => verifiedMember(db())));
    const outcomes = await Promise.allSettled(
      members.map((member, i) => prepareAt(member, input(s, s.sizeM, 3 + (i % 2), 4 + (i % 2)), 80_000))
    );
    expect(tally(outcomes)).toEqual({ OK: 3, UNAVAILABLE_DATES: 17 });
    expect(
      await count(
        db(),
        sql`SELECT count(*)::int AS n FROM rental_bookings WHERE option_id = ${s.sizeM} AND status <> 'CANCELLED'`
      )
    ).toBe(3);
  });

  it('one order of four Ms is refused by the page, the quote and prepare', async () => {
    const s = await shop();
    const member = await verifiedMember(db());
    const selected = input(s, s.sizeM, 3, 3, 4);
    const page = await checkoutPage(db(), member, selected.selection, now);
    expect(page.problems).toEqual([
      { code: 'DATES_TAKEN', message: expect.stringContaining("'M' 옵션은 선택한 날짜에 3대까지") },
    ]);
    await expect(quoteCheckout(db(), member, selected.selection, selected.choices, now)).rejects.toMatchObject({
      code: 'UNAVAILABLE_DATES',
    });
    await expect(prepareAt(member, selected, 160_000)).rejects.toMatchObject({ code: 'UNAVAILABLE_DATES' });
  });

  it("the payment page offers at most the option's free units for the range, and an add-on's stock", async () => {
    const s = await shop();
    const [first, second] = await Promise.all([verifiedMember(db()), verifiedMember(db())]);
    const withHelmet = (start: number, end: number) =>
      input(s, s.sizeM, start, end, 1, [{ optionId: s.helmet, amount: 1 }]).selection;
    const maxOf = async (selected: ReturnType<typeof withHelmet>) =>
      new Map((await checkoutPage(db(), second, selected, now)).lines.map((l) => [l.optionId, l.maxAmount]));
    expect(await maxOf(withHelmet(3, 4))).toEqual(
      new Map([
        [s.sizeM, 3],
        [s.helmet, 4],
      ])
    );
    await prepareAt(first, input(s, s.sizeM, 4, 5, 2), 160_000);
    expect(await maxOf(withHelmet(3, 4))).toEqual(
      new Map([
        [s.sizeM, 1],
        [s.helmet, 4],
      ])
    );
    expect(await maxOf(withHelmet(6, 7))).toEqual(
      new Map([
        [s.sizeM, 3],
        [s.helmet, 4],
      ])
    );
    const tooMany = await checkoutPage(
      db(),
      second,
      input(s, s.sizeM, 6, 6, 1, [{ optionId: s.helmet, amount: 5 }]).selection,
      now
    );
    expect(tooMany.problems.map((p) => p.code)).toEqual(['STOCK_OUT']);
  });

  it("the calendar answers an option's own free units (through the item service too)", async () => {
    const s = await shop();
    const member = await verifiedMember(db());
    await prepareAt(member, input(s, s.sizeM, 3, 4, 3), 240_000);
    const dayOf = (calendar: Awaited<ReturnType<typeof itemCalendar>>, date: string) =>
      calendar.months.flatMap((m) => m.dates).find((d) => d.date === date);
    const ofM = await itemCalendar(db(), s.f.rental.itemId, { optionId: s.sizeM }, now);
    expect(dayOf(ofM, day(3))).toMatchObject({ isDisable: true, disableReason: 'FULL' });
    expect(dayOf(ofM, day(5))).toMatchObject({ isDisable: false, freeUnits: 3 });
    const ofItem = await itemCalendar(db(), s.f.rental.itemId, {}, now);
    expect(dayOf(ofItem, day(3))).toMatchObject({ isDisable: false, freeUnits: 2 });
    const { body } = await gql<{
      itemCalendar: { months: { dates: { date: string; freeUnits: number; disableReason: string | null }[] }[] };
    }>(itemYogaFor(db()), {
      query:
        'query pb_itemCalendar($id: Int!, $optionId: Int) { itemCalendar(id: $id, optionId: $optionId) { months { dates { date freeUnits disableReason } } } }',
      variables: { id: s.f.rental.itemId, optionId: s.sizeM },
      operationName: 'pb_itemCalendar',
    });
    const served = body!.data!.itemCalendar.months.flatMap((m) => m.dates);
    expect(served.find((d) => d.date === day(3))).toEqual({ date: day(3), freeUnits: 0, disableReason: 'FULL' });
    const other = await gql(itemYogaFor(db()), {
      query:
        'query pb_itemCalendar($id: Int!, $optionId: Int) { itemCalendar(id: $id, optionId: $optionId) { itemId } }',
      variables: { id: s.f.rental.itemId, optionId: s.helmet },
      operationName: 'pb_itemCalendar',
    });
    expect(other.body?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
