import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';
import { discountRate } from '@/lib/money';
import type { GroupCount, PromotionModelCard, PromotionSummary } from './promotionTypes';

/**
 * The SQL shared by the brand sale preview, its list and the brand page: which campaign is live,
 * and a campaign's models as cards.
 */

export type LivePromotion = PromotionSummary & { id: number };

type PromotionRow = {
  id: number;
  key: string;
  title: string;
  subtitle: string;
  startsAt: Date | string;
  endsAt: Date | string;
};

/**
 * isPossibleDeploy (docs/product.md §3): a campaign is shown only while the operator's switch is on and `now`
 * is inside [startsAt, endsAt). Of overlapping live campaigns the one that started last wins.
 */
export async function findLivePromotion(db: Db, now: Date): Promise<LivePromotion | null> {
  const at = now.toISOString();
  const [row] = await queryRows<PromotionRow>(
    db,
    sql`
    SELECT id, key, title, subtitle, starts_at AS "startsAt", ends_at AS "endsAt"
    FROM promotions
    WHERE is_deployable AND starts_at <= ${at}::timestamptz AND ends_at > ${at}::timestamptz
    ORDER BY starts_at DESC, id DESC
    LIMIT 1`
  );
  return row ? { ...row, startsAt: toIso(row.startsAt), endsAt: toIso(row.endsAt) } : null;
}

export const summaryOf = ({ id: _id, ...summary }: LivePromotion): PromotionSummary => summary;

type CardRow = Omit<PromotionModelCard, 'img' | 'discountRate'> & { imageId: number; sortOrder: number };

/**
 * A campaign's models as cards, in the campaign's order (sort_order, id). The lowest price is of a
 * new one on sale now: the price a shopper would otherwise pay, found through items_model_price_idx.
 */
export async function promotionCards(
  db: Db,
  promotionId: number,
  where: SQL = sql`TRUE`,
  limit = 200
): Promise<(PromotionModelCard & { sortOrder: number })[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`
    SELECT pm.id, pm.model_id AS "modelId", m.name, b.name AS "brandName", b.key AS "brandKey",
      c.name AS "categoryName", pm.group_name AS "groupName", im.id AS "imageId", im.width AS "imgWidth",
      im.height AS "imgHeight", pm.sale_price AS "salePrice", m.release_price AS "releasePrice",
      lp.lowest AS "lowestPrice", pm.is_famous AS "isFamous", pm.sort_order AS "sortOrder"
    FROM promotion_models pm
    JOIN models m ON m.id = pm.model_id
    JOIN brands b ON b.id = m.brand_id
    JOIN categories c ON c.id = m.category_id
    JOIN images im ON im.id = m.image_id
    LEFT JOIN LATERAL (
      SELECT min(i.price)::int AS lowest FROM items i
      WHERE i.model_id = m.id AND i.deal_type = 'SELL' AND i.status = 'AVAILABLE' AND i.condition = 'NEW'
    ) lp ON TRUE
    WHERE pm.promotion_id = ${promotionId} AND ${where}
    ORDER BY pm.sort_order, pm.id
    LIMIT ${limit}`
  );
  return rows.map(toCard);
}

function toCard({ imageId, ...row }: CardRow): PromotionModelCard & { sortOrder: number } {
  return { ...row, img: imageUrl(imageId), discountRate: discountRate(row.releasePrice, row.salePrice) };
}

/** The campaign's groups in the campaign's order (that of each group's first model), with their sizes. */
export async function promotionGroups(db: Db, promotionId: number): Promise<GroupCount[]> {
  return queryRows<GroupCount>(
    db,
    sql`
    SELECT group_name AS "groupName", count(*)::int AS "totalCount"
    FROM promotion_models WHERE promotion_id = ${promotionId}
    GROUP BY group_name
    ORDER BY min(sort_order), min(id)`
  );
}

export const withoutSortOrder = ({
  sortOrder: _s,
  ...card
}: PromotionModelCard & { sortOrder: number }): PromotionModelCard => card;
