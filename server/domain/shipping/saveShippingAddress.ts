import { and, count, eq } from 'drizzle-orm';
import { DomainError } from '@/lib/errors';
import {
  MAX_SHIPPING_ADDRESSES,
  SHIPPING_ADDRESS_MESSAGES,
  type ShippingAddressValues,
} from '@/lib/shipping/shippingAddressInput';
import type { Db } from '../../db/client';
import { shippingAddresses } from '../../db/schema';
import {
  findShippingAddress,
  listShippingAddresses,
  lockAddressBook,
  moveDefault,
  SHIPPING_ADDRESS_NOT_FOUND,
  type ShippingAddress,
} from './shippingAddressBook';

export type SavedShippingAddress = { address: ShippingAddress; addresses: ShippingAddress[] };

/**
 * us_saveShippingAddress: adds an address (no id) or changes one of the member's own (id), in one
 * transaction, and answers the saved address with the whole book (the default may have moved).
 * Rules: at most ten addresses; the first one is the default whatever was asked; `isDefault: true`
 * moves the default here. `isDefault: false` on the current default keeps it: a book with addresses
 * always has one default (the payment page preselects it), and the default only moves by choosing
 * another one.
 */
export async function saveShippingAddress(
  db: Db,
  userId: number,
  input: ShippingAddressValues,
  now: Date = new Date()
): Promise<SavedShippingAddress> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const fields = {
      label: input.label,
      name: input.name,
      phone: input.phone,
      postNum: input.postNum,
      address1: input.address1,
      address2: input.address2,
      updatedAt: now,
    };
    let id: number;
    if (input.id) {
      const [row] = await tx
        .update(shippingAddresses)
        .set(fields)
        .where(and(eq(shippingAddresses.id, input.id), eq(shippingAddresses.userId, userId)))
        .returning({ id: shippingAddresses.id, isDefault: shippingAddresses.isDefault });
      if (!row) throw new DomainError('NOT_FOUND', SHIPPING_ADDRESS_NOT_FOUND);
      id = row.id;
      if (input.isDefault && !row.isDefault) await moveDefault(tx, userId, id, now);
    } else {
      const [{ held }] = await tx
        .select({ held: count() })
        .from(shippingAddresses)
        .where(eq(shippingAddresses.userId, userId));
      if (held >= MAX_SHIPPING_ADDRESSES) throw new DomainError('CONFLICT', SHIPPING_ADDRESS_MESSAGES.limitReached);
      const [row] = await tx
        .insert(shippingAddresses)
        .values({ ...fields, userId, isDefault: false, createdAt: now })
        .returning({ id: shippingAddresses.id });
      id = row.id;
      if (held === 0 || input.isDefault) await moveDefault(tx, userId, id, now);
    }
    return { address: await findShippingAddress(tx, userId, id), addresses: await listShippingAddresses(tx, userId) };
  });
}
