import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { images, rentalBookings } from '../../schema';
import { planItemExtras } from '../build/itemExtras';
import type { ItemPlan } from '../build/items';
import { planRentalBookings } from '../build/rentalBookings';
import type { StorePlan } from '../build/stores';
import { insertMany, insertReturningIds } from '../write/batch';
import { MODEL_IMAGE_SIZE } from '../write/catalog';

/**
 * What the base seed adds to its items after writing them, done for a chunk of scale items with the
 * base seed's own planners: the store's description, gift and critical notice, service pictures,
 * and confirmed rentals that fill some calendar days. So a scaled item page shows every section a
 * seeded one does. Coupons are site-wide and come from the base seed only.
 */
const UPDATE_BATCH = 2000;

export async function writeScaleItemExtras(db: Db, plans: ItemPlan[], itemIds: number[], stores: StorePlan[]): Promise<number> {
  const extras = planItemExtras(plans, stores);
  const pictured = extras.flatMap((extra, index) => (extra.image ? [{ index, image: extra.image }] : []));
  const imageIds = await insertReturningIds(db, images, pictured.map(({ index, image }) => ({
    kind: 'DRAWN' as const, width: MODEL_IMAGE_SIZE, height: MODEL_IMAGE_SIZE, alt: image.alt, drawn: image.drawn, createdAt: plans[index].createdAt,
  })));
  const imageByItem = new Map(pictured.map(({ index }, i) => [index, imageIds[i]]));
  const rows = extras.map((extra, index) => ({
    id: itemIds[index], image_id: imageByItem.get(index) ?? null, detail_html: extra.detailHtml, gift_html: extra.giftHtml, critical_notice: extra.criticalNotice,
  }));
  for (let i = 0; i < rows.length; i += UPDATE_BATCH) {
    await db.execute(sql`
      UPDATE items SET image_id = x.image_id, detail_html = x.detail_html, gift_html = x.gift_html, critical_notice = x.critical_notice
      FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + UPDATE_BATCH))}::jsonb)
        AS x(id integer, image_id integer, detail_html text, gift_html text, critical_notice text)
      WHERE items.id = x.id`);
  }
  const bookings = planRentalBookings(plans);
  await insertMany(db, rentalBookings, bookings.map((b) => ({
    itemId: itemIds[b.itemIndex], unitNo: b.unitNo, period: b.period, status: 'CONFIRMED' as const, createdAt: b.createdAt,
  })), 5000);
  return bookings.length;
}
