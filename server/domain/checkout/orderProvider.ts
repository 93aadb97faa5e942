import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import type { ProviderName } from '../../payments/types';

/** The provider an order was prepared with (an order keeps it for life); only the owner may ask. */
export async function orderProviderName(db: Db, paymentKey: string, userId: number | null): Promise<ProviderName> {
  const where =
    userId === null
      ? eq(orders.paymentKey, paymentKey)
      : and(eq(orders.paymentKey, paymentKey), eq(orders.userId, userId));
  const [order] = await db.select({ provider: orders.provider }).from(orders).where(where).limit(1);
  if (!order) throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
  return order.provider;
}
