import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { INQUIRY_ORDER_CHOICES } from '@/lib/inquiries/inquiryRules';
import type { InquiryOrder } from './inquiryView';

/** The order picker of 문의하기: the member's own recent orders (as /user/orders lists them: placed, state set), newest first. */
export async function inquiryOrderChoices(db: Db, userId: number): Promise<InquiryOrder[]> {
  const rows = await db
    .select({ id: orders.id, itemName: orders.itemName, totalPrice: orders.totalPrice, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.state)))
    .orderBy(desc(orders.id))
    .limit(INQUIRY_ORDER_CHOICES);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
