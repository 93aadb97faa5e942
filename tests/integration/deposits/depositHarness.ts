import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { items, rentalDeposits, sandboxDeposits } from '@/server/db/schema';
import { applyOrderAction } from '@/server/domain/orders/orderAction';
import { recordHandOver, recordReturn } from '@/server/domain/seller/conditionReports';
import { count, sandbox, type CheckoutFixture } from '../../support/checkoutFixture';
import { paidRental } from '../sellerOrders/sellerHarness';
import { uploads } from '../returns/returnHarness';

const HOUR = 3_600_000;

/** A fixed 이용 완료 instant (10:00 in Seoul), so no test depends on today's date. */
export const USED_AT = new Date('2026-03-02T01:00:00.000Z');
export const hoursAfterUse = (hours: number, minutes = 0) =>
  new Date(USED_AT.getTime() + hours * HOUR + minutes * 60_000);

export type Seller = { userId: number; businessId: number };

let start = 3;

/** A paid rental (40,000원) of an item asking `deposit`, not yet handed over: 예약 대기, deposit held. */
export async function paidRentalWithDeposit(
  db: Db,
  f: CheckoutFixture,
  customer: number,
  deposit: number
): Promise<number> {
  await db.update(items).set({ depositAmount: deposit }).where(eq(items.id, f.rental.itemId));
  start += 2;
  return paidRental(db, sandbox(db), f, customer, start);
}

/**
 * The whole rental up to 이용 완료 at USED_AT: accepted, handed over with a photo, returned with a
 * damage photo and note (the return report marks it used).
 */
export async function usedRentalWithDeposit(
  db: Db,
  f: CheckoutFixture,
  seller: Seller,
  customer: number,
  deposit = 200_000
): Promise<number> {
  const orderId = await paidRentalWithDeposit(db, f, customer, deposit);
  await applyOrderAction(
    db,
    null,
    { orderId, action: 'accept', actor: 'seller', actorUserId: seller.userId, actorBusinessId: seller.businessId },
    hoursAfterUse(-72)
  );
  const [handOver] = await uploads(db, seller.userId, 1);
  await recordHandOver(db, seller, { orderId, note: '흠집 없음', imageIds: [handOver] }, hoursAfterUse(-48));
  const [returned] = await uploads(db, seller.userId, 1);
  await recordReturn(
    db,
    seller,
    { orderId, note: '반납', damageNote: '앞바퀴 림이 찍혔어요', imageIds: [returned] },
    USED_AT
  );
  return orderId;
}

export async function depositOf(db: Db, orderId: number) {
  const [row] = await db.select().from(rentalDeposits).where(eq(rentalDeposits.orderId, orderId));
  return row;
}

export async function sandboxHold(db: Db, depositKey: string) {
  const [row] = await db.select().from(sandboxDeposits).where(eq(sandboxDeposits.depositKey, depositKey));
  return row ?? null;
}

/** Ledger charges booked from the deposit (its own refKey) and their journal entries. */
export const depositCharges = (db: Db, orderId: number) =>
  count(
    db,
    sql`SELECT coalesce(sum(amount), 0)::int AS n FROM money_ledger WHERE order_id = ${orderId} AND ref_key LIKE 'deposit:%'`
  );
export const depositJournalEntries = (db: Db, orderId: number) =>
  count(
    db,
    sql`SELECT count(*)::int AS n FROM journal_entries WHERE order_id = ${orderId} AND ref_key LIKE 'deposit:%'`
  );

export const alarmsAbout = (db: Db, userId: number, words: string) =>
  count(db, sql`SELECT count(*)::int AS n FROM alarms WHERE user_id = ${userId} AND body LIKE ${`%${words}%`}`);
