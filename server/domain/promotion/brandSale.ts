import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor, queryFingerprint } from '../listing/cursor';
import { parseInput } from '../parseInput';
import { DomainError } from '@/lib/errors';
import { findLivePromotion, promotionCards, promotionGroups, summaryOf, withoutSortOrder } from './promotionQueries';
import type { BrandSale, BrandSaleModelPage, PromotionModelGroup } from './promotionTypes';

/** Famous models in the headline row of the preview. */
export const FAMOUS_LIMIT = 8;
/** Models per group on the preview; the list shows the rest. */
export const PREVIEW_PER_GROUP = 4;
/** Models per page of the list. */
export const LIST_PAGE_SIZE = 20;

const NOT_LIVE: BrandSale = {
  isPossibleDeploy: false,
  promotion: null,
  famousPromotionModels: [],
  promotionModelGroups: [],
};

/** /promotions/brand_sale: the live campaign's famous models and the first models of each group. */
export async function getBrandSale(db: Db, now: Date = new Date()): Promise<BrandSale> {
  const live = await findLivePromotion(db, now);
  if (!live) return NOT_LIVE;
  const firstOfGroup = sql`pm.id IN (
    SELECT id FROM (
      SELECT id, row_number() OVER (PARTITION BY group_name ORDER BY sort_order, id) AS rn
      FROM promotion_models WHERE promotion_id = ${live.id}
    ) ranked WHERE rn <= ${PREVIEW_PER_GROUP})`;
  const [famous, groups, previews] = await Promise.all([
    promotionCards(db, live.id, sql`pm.is_famous`, FAMOUS_LIMIT),
    promotionGroups(db, live.id),
    promotionCards(db, live.id, firstOfGroup),
  ]);
  const promotionModelGroups: PromotionModelGroup[] = groups.map((group) => ({
    ...group,
    models: previews.filter((card) => card.groupName === group.groupName).map(withoutSortOrder),
  }));
  return {
    isPossibleDeploy: true,
    promotion: summaryOf(live),
    famousPromotionModels: famous.map(withoutSortOrder),
    promotionModelGroups,
  };
}

export const brandSaleModelsArgs = z.object({
  groupName: z.string().trim().min(1).max(40).nullish(),
  searchAfter: z.string().min(1).max(400).nullish(),
});

/**
 * /promotions/brand_sale/list: one page of the live campaign's models, of one group or all, keyset
 * paged on (sort_order, id). The cursor is bound to the campaign and the group.
 */
export async function listBrandSaleModels(
  db: Db,
  rawArgs: unknown,
  now: Date = new Date()
): Promise<BrandSaleModelPage> {
  const args = parseInput(brandSaleModelsArgs, rawArgs);
  const groupName = args.groupName ?? null;
  const live = await findLivePromotion(db, now);
  if (!live) {
    return {
      isPossibleDeploy: false,
      promotion: null,
      groups: [],
      groupName,
      models: [],
      totalCount: 0,
      searchAfter: null,
    };
  }
  const groups = await promotionGroups(db, live.id);
  const group = groupName === null ? null : groups.find((g) => g.groupName === groupName);
  if (group === undefined) throw new DomainError('NOT_FOUND', '이 세일에 없는 상품 그룹이에요.');
  const fingerprint = queryFingerprint(['brandSale', live.id, groupName]);
  const after = args.searchAfter ? decodeCursor(args.searchAfter, fingerprint, 2) : null;
  const conditions = [sql`TRUE`];
  if (groupName !== null) conditions.push(sql`pm.group_name = ${groupName}`);
  if (after) conditions.push(sql`(pm.sort_order, pm.id) > (${after[0]}, ${after[1]})`);
  const rows = await promotionCards(db, live.id, sql.join(conditions, sql` AND `), LIST_PAGE_SIZE + 1);
  const page = rows.slice(0, LIST_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    isPossibleDeploy: true,
    promotion: summaryOf(live),
    groups,
    groupName,
    models: page.map(withoutSortOrder),
    totalCount: group ? group.totalCount : groups.reduce((sum, g) => sum + g.totalCount, 0),
    searchAfter: rows.length > LIST_PAGE_SIZE && last ? encodeCursor([last.sortOrder, last.id], fingerprint) : null,
  };
}
