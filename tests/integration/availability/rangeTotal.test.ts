import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { Rng } from '@/server/db/seed/random';
import { rangeTotal, rangeTotalSql } from '@/server/domain/availability/rangeAvailability';
import { priceSelection } from '@/server/domain/checkout/priceSelection';
import { testDbKinds, useTestDb } from '../../support/testDb';

/** The total for a range in SQL equals the JS rule, and both equal checkout's price of a one-unit selection. */
describe.each(testDbKinds())('the total for a range on %s', (kind) => {
  const db = useTestDb(kind);

  it('agrees with checkout for 300 random prices, discounts and lengths', async () => {
    const rng = new Rng('range-total');
    const cases = Array.from({ length: 300 }, () => {
      const three = rng.pick([0, 0, 5, 10, 13, 33]);
      const seven = rng.pick([0, three, three + 7, 90]);
      return { price: rng.int(0, 400_000), three, seven: seven >= three ? seven : 0, days: rng.int(1, 60) };
    });
    const values = sql.join(
      cases.map((c) => sql`(${c.price}::int, ${c.three}::int, ${c.seven}::int, ${c.days}::int)`),
      sql`, `
    );
    // rangeTotalSql takes the length as a constant: one column per length asked.
    const lengths = [...new Set(cases.map((c) => c.days))];
    const rows = await queryRows<Record<string, number>>(
      db(),
      sql`SELECT ${sql.join(
        lengths.map(
          (d) =>
            sql`${rangeTotalSql({ price: sql`t.price`, threeDayDiscountPercent: sql`t.three`, sevenDayDiscountPercent: sql`t.seven` }, d)} AS ${sql.identifier(`d${d}`)}`
        ),
        sql`, `
      )} FROM (VALUES ${values}) AS t(price, three, seven, days)`
    );
    cases.forEach((c, i) => {
      const terms = { threeDayDiscountPercent: c.three, sevenDayDiscountPercent: c.seven };
      const checkout = priceSelection(
        { price: c.price, originPrice: c.price, ...terms },
        [{ kind: 'REQUIRED', price: 0, amount: 1, isInsurance: false }],
        c.days
      ).goodsPrice;
      expect([c, rangeTotal(c.price, terms, c.days), Number(rows[i][`d${c.days}`])]).toEqual([c, checkout, checkout]);
    });
  });
});
