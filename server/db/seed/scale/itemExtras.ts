import type { Db } from '../../client';
import type { ItemPlan } from '../build/items';
import type { BusinessPlan } from '../build/businesses';
import { writeItemOwnExtras } from '../write/itemExtras';
import type { SeedDay } from '../time';

/**
 * A chunk of scale items gets what the base seed gives its items (description, gift, critical
 * notice, service pictures, confirmed rentals), from the same writer. Coupons are site-wide and come
 * from the base seed only. Answers the number of bookings written.
 */
export async function writeScaleItemExtras(
  db: Db,
  plans: ItemPlan[],
  itemIds: number[],
  businesses: BusinessPlan[],
  day: SeedDay
): Promise<number> {
  return (await writeItemOwnExtras(db, plans, itemIds, businesses, day)).rentalBookings;
}
