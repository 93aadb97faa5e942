import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { modelCardJoins, modelCardSelect, toModelCard, type ModelCardRow } from '../model/modelCard';
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

type CardRow = ModelCardRow & {
  promotionModelId: number;
  groupName: string;
  salePrice: number;
  isFamous: boolean;
  sortOrder: number;
};

/**
 * A campaign's models, in the campaign's order (sort_order, id), each the one model card (its lowest
 * price is of a new one on sale now: the price a shopper would otherwise pay) with the sale beside it.
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
    SELECT ${modelCardSelect()}, pm.id AS "promotionModelId", pm.group_name AS "groupName",
      pm.sale_price AS "salePrice", pm.is_famous AS "isFamous", pm.sort_order AS "sortOrder"
    FROM promotion_models pm
    JOIN models m ON m.id = pm.model_id
    ${modelCardJoins}
    WHERE pm.promotion_id = ${promotionId} AND ${where}
    ORDER BY pm.sort_order, pm.id
    LIMIT ${limit}`
  );
  return rows.map(toCard);
}

function toCard(row: CardRow): PromotionModelCard & { sortOrder: number } {
  const model = toModelCard(row);
  return {
    id: Number(row.promotionModelId),
    groupName: row.groupName,
    salePrice: Number(row.salePrice),
    discountRate: discountRate(model.releasePrice, Number(row.salePrice)),
    isFamous: row.isFamous,
    sortOrder: Number(row.sortOrder),
    model,
  };
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
