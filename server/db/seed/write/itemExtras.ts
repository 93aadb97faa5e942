import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { queryRows } from '../../rows';
import { coupons, images, itemOptions, rentalBookings, userCoupons, users } from '../../schema';
import { planCoupons, planUserCoupons } from '../build/coupons';
import { planItemExtras } from '../build/itemExtras';
import type { ItemPlan } from '../build/items';
import { planRentalBookings } from '../build/rentalBookings';
import type { BusinessPlan } from '../build/businesses';
import { BATCH_SIZE, insertMany, insertReturningIds } from './batch';
import { MODEL_IMAGE_SIZE } from './catalog';
import type { SeedDay } from '../time';

/** Raw: the ids go in as one jsonb parameter, however many items the seed wrote. */
type OptionPositionRow = Pick<typeof itemOptions.$inferSelect, 'id' | 'itemId' | 'sortOrder'>;

export type ItemExtrasSummary = { serviceImages: number; coupons: number; userCoupons: number; rentalBookings: number };

type ItemUpdate = {
  id: number;
  image_id: number | null;
  detail_html: string;
  gift_html: string | null;
  critical_notice: string | null;
};

/** One UPDATE per batch, the rows travelling as one jsonb parameter (as the inserts in ./batch do). */
async function updateItems(db: Db, rows: ItemUpdate[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db.execute(sql`
      UPDATE items SET image_id = x.image_id, detail_html = x.detail_html, gift_html = x.gift_html, critical_notice = x.critical_notice
      FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH_SIZE))}::jsonb)
        AS x(id integer, image_id integer, detail_html text, gift_html text, critical_notice text)
      WHERE items.id = x.id`);
  }
}

/** The options of the items by `itemId:sortOrder` (the seed writes an option's position as its sort order). */
async function optionIdsOf(db: Db, itemIds: number[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await queryRows<OptionPositionRow>(
    db,
    sql`
    SELECT id, item_id AS "itemId", sort_order AS "sortOrder" FROM item_options
    WHERE item_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(itemIds)}::jsonb)::int)`
  );
  return new Map(rows.map((r) => [`${r.itemId}:${r.sortOrder}`, Number(r.id)]));
}

/**
 * What each item gets besides its row: the business's own description, gift and critical notice,
 * pictures of workshop services, and confirmed rentals that fill some calendar days. Shared by the
 * base seed and the scale seed, so a scaled item page shows every section a seeded one does.
 */
export async function writeItemOwnExtras(
  db: Db,
  itemPlans: ItemPlan[],
  itemIds: number[],
  businessPlans: BusinessPlan[],
  day: SeedDay
): Promise<{ serviceImages: number; rentalBookings: number }> {
  const extras = planItemExtras(itemPlans, businessPlans);
  const pictured = extras.flatMap((extra, index) => (extra.image ? [{ index, image: extra.image }] : []));
  const imageIds = await insertReturningIds(
    db,
    images,
    pictured.map(({ index, image }) => ({
      kind: 'DRAWN' as const,
      width: MODEL_IMAGE_SIZE,
      height: MODEL_IMAGE_SIZE,
      alt: image.alt,
      drawn: image.drawn,
      createdAt: itemPlans[index].createdAt,
    }))
  );
  const imageByItem = new Map(pictured.map(({ index }, i) => [index, imageIds[i]]));
  await updateItems(
    db,
    extras.map((extra, index) => ({
      id: itemIds[index],
      image_id: imageByItem.get(index) ?? null,
      detail_html: extra.detailHtml,
      gift_html: extra.giftHtml,
      critical_notice: extra.criticalNotice,
    }))
  );
  const bookings = planRentalBookings(itemPlans, day);
  const optionIds = await optionIdsOf(db, [...new Set(bookings.map((b) => itemIds[b.itemIndex]))]);
  await insertMany(
    db,
    rentalBookings,
    bookings.map((b) => ({
      itemId: itemIds[b.itemIndex],
      unitNo: b.unitNo,
      period: b.period,
      status: 'CONFIRMED' as const,
      createdAt: b.createdAt,
      optionId: optionIds.get(`${itemIds[b.itemIndex]}:${b.optionIndex}`)!,
      optionUnitNo: b.optionUnitNo,
    }))
  );
  return { serviceImages: imageIds.length, rentalBookings: bookings.length };
}

/**
 * What issue 4 adds to the seeded items (writeItemOwnExtras) plus the site-wide coupons and the
 * members' copies. Runs after items and users exist; deterministic like the rest.
 */
export async function writeItemExtras(
  db: Db,
  itemPlans: ItemPlan[],
  itemIds: number[],
  businessPlans: BusinessPlan[],
  day: SeedDay
): Promise<ItemExtrasSummary> {
  const own = await writeItemOwnExtras(db, itemPlans, itemIds, businessPlans, day);
  const couponIds = await insertReturningIds(db, coupons, planCoupons(day));
  // Seeded members are the reviewers written just before, in id order.
  const userIds = (await db.select({ id: users.id }).from(users).orderBy(users.id)).map((row) => Number(row.id));
  const held = planUserCoupons(userIds.length, day);
  await insertMany(
    db,
    userCoupons,
    held.map((c) => ({
      userId: userIds[c.userIndex],
      couponId: couponIds[c.couponIndex],
      issuedAt: c.issuedAt,
      expiresAt: c.expiresAt,
      usedAt: c.usedAt,
    }))
  );
  return {
    serviceImages: own.serviceImages,
    coupons: couponIds.length,
    userCoupons: held.length,
    rentalBookings: own.rentalBookings,
  };
}
