import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertModelExists } from './modelSummary';
import type { PriceComparison, PriceGroup } from './modelTypes';
import { MAX_PER_GROUP, modelOfferRows } from './offerRows';

/**
 * Every AVAILABLE item of the model across businesses, rental and sale apart, each cheapest first
 * (then lower shipping fee, then the older listing).
 */
export async function priceComparison(db: Db, modelId: number, viewerUserId: number | null): Promise<PriceComparison> {
  await assertModelExists(db, modelId);
  const rows = await modelOfferRows(db, modelId, viewerUserId, {
    columns: sql``,
    where: sql``,
    orderBy: sql`i.deal_type, i.price, i.shipping_fee, i.id`,
  });
  const offers = rows.map((row) => row.offer);
  const group = (dealType: 'SELL' | 'RENTAL'): PriceGroup => {
    const matching = offers.filter((offer) => offer.item.dealType === dealType);
    return { itemCount: matching.length, items: matching.slice(0, MAX_PER_GROUP) };
  };
  return { itemCount: offers.length, sell: group('SELL'), rental: group('RENTAL') };
}
