/**
 * A member's shipping address book (issue 16 §2): the reads, and the lock every write takes. Every
 * query is scoped by the member's id, so another member's address id answers exactly as an id that
 * never existed (NOT_FOUND): the book does not reveal which ids are taken.
 */
import { and, desc, eq } from 'drizzle-orm';
import { DomainError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { shippingAddresses, users } from '../../db/schema';

export type ShippingAddress = {
  id: number;
  label: string | null;
  name: string;
  /** 010-1234-5678 */
  phone: string;
  postNum: string;
  address1: string;
  address2: string;
  isDefault: boolean;
  createdAt: string;
};

export const SHIPPING_ADDRESS_NOT_FOUND = '배송지를 찾을 수 없어요. 목록을 새로 고친 뒤 다시 선택해 주세요.';

const columns = {
  id: shippingAddresses.id,
  label: shippingAddresses.label,
  name: shippingAddresses.name,
  phone: shippingAddresses.phone,
  postNum: shippingAddresses.postNum,
  address1: shippingAddresses.address1,
  address2: shippingAddresses.address2,
  isDefault: shippingAddresses.isDefault,
  createdAt: shippingAddresses.createdAt,
};

type Row = Omit<ShippingAddress, 'createdAt'> & { createdAt: Date };

const toAddress = (row: Row): ShippingAddress => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The book as the member sees it: the default first, then the newest. */
export async function listShippingAddresses(db: Db, userId: number): Promise<ShippingAddress[]> {
  const rows = await db
    .select(columns)
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.createdAt), desc(shippingAddresses.id));
  return rows.map(toAddress);
}

/**
 * One of the member's own addresses, or NOT_FOUND (also for another member's id). Checkout reads the
 * address it ships to through here, so an order can never copy someone else's address.
 */
export async function findShippingAddress(db: Db, userId: number, id: number): Promise<ShippingAddress> {
  const [row] = await db
    .select(columns)
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', SHIPPING_ADDRESS_NOT_FOUND);
  return toAddress(row);
}

/**
 * Locks the member's row for the rest of the transaction. Every write of the book takes it first, so
 * two phones adding at once can't pass the limit of ten together, and "the first address becomes
 * the default" can't make two defaults (the partial unique index would refuse the second anyway).
 */
export async function lockAddressBook(tx: Db, userId: number): Promise<void> {
  const [member] = await tx
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!member || member.deletedAt) throw new DomainError('UNAUTHENTICATED');
}

/**
 * Makes `id` the one default: the old default is cleared first, in its own statement, because the
 * partial unique index (one default per member) is checked row by row, not at the end of a statement.
 */
export async function moveDefault(tx: Db, userId: number, id: number, now: Date): Promise<void> {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
  await tx
    .update(shippingAddresses)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.id, id)));
}
