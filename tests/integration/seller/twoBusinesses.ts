import type { Db } from '@/server/db/client';
import { seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { sellerOf } from '../sellerOrders/sellerHarness';
import type { Caller } from '../../support/serviceCaller';

/** Two businesses with a seller each, and a member who sells nothing: the cast of every permission test. */
export type TwoBusinesses = {
  f: CheckoutFixture;
  other: CheckoutFixture;
  seller: Caller;
  otherSeller: Caller;
  member: number;
};

export async function twoBusinesses(
  db: Db,
  options?: Parameters<typeof seedCheckoutFixture>[1]
): Promise<TwoBusinesses> {
  const f = await seedCheckoutFixture(db, options);
  const other = await seedCheckoutFixture(db);
  const seller = await sellerOf(db, await verifiedMember(db), f.businessId);
  const otherSeller = await sellerOf(db, await verifiedMember(db), other.businessId);
  return { f, other, seller, otherSeller, member: await verifiedMember(db) };
}
