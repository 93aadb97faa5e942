import { and, desc, eq } from 'drizzle-orm';
import { DomainError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { shippingAddresses } from '../../db/schema';
import {
  listShippingAddresses,
  lockAddressBook,
  moveDefault,
  SHIPPING_ADDRESS_NOT_FOUND,
  type ShippingAddress,
} from './shippingAddressBook';

/**
 * us_deleteShippingAddress: removes one of the member's own addresses and answers the book. Deleting
 * the default hands the default to the newest remaining address, so the payment page still has one
 * to preselect. Orders keep their own copy of the address (orders.shipping), so no parcel moves.
 */
export async function deleteShippingAddress(
  db: Db,
  userId: number,
  id: number,
  now: Date = new Date()
): Promise<ShippingAddress[]> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [gone] = await tx
      .delete(shippingAddresses)
      .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
      .returning({ isDefault: shippingAddresses.isDefault });
    if (!gone) throw new DomainError('NOT_FOUND', SHIPPING_ADDRESS_NOT_FOUND);
    if (gone.isDefault) {
      const [newest] = await tx
        .select({ id: shippingAddresses.id })
        .from(shippingAddresses)
        .where(eq(shippingAddresses.userId, userId))
        .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
        .limit(1);
      if (newest) await moveDefault(tx, userId, newest.id, now);
    }
    return listShippingAddresses(tx, userId);
  });
}

/** us_setDefaultShippingAddress: makes one of the member's own addresses the default; answers the book. */
export async function setDefaultShippingAddress(
  db: Db,
  userId: number,
  id: number,
  now: Date = new Date()
): Promise<ShippingAddress[]> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [target] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
      .limit(1);
    if (!target) throw new DomainError('NOT_FOUND', SHIPPING_ADDRESS_NOT_FOUND);
    await moveDefault(tx, userId, id, now);
    return listShippingAddresses(tx, userId);
  });
}
