import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * Whether the customer has an order at the business (paid, whatever came after): from then on the
 * two may exchange numbers, since the platform already holds the deal
 * (docs/product.md §3 Message masking). A checkout still waiting for its payment has no state and
 * does not count.
 */
export async function hasOrderBetween(db: Db, customerId: number, businessId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM orders WHERE user_id = ${customerId} AND business_id = ${businessId}
      AND state IS NOT NULL) AS found`
  );
  return row?.found === true;
}
