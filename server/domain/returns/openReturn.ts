import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderReturns } from '../../db/schema';
import { openReturnStates } from '@/lib/orders/orderReturn';

/** Whether the order has a return still running (the sale must wait for it). */
export async function hasOpenReturn(tx: Db, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.state, [...openReturnStates])))
    .limit(1);
  return rows.length > 0;
}
