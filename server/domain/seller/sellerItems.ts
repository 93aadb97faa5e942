import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { DomainError } from '@/lib/errors';
import { discountRate } from '@/lib/money';
import type { Viewer } from '../viewer';
import { imageUrl } from '../catalog/imageUrl';
import { openCursor, rejectCursor, sealCursor } from '../pagination/signedCursor';
import { businesses } from '../../db/schema';

/** One of the seller's own items, as the price tool lists it. */
export type SellerItem = {
  id: number;
  name: string;
  img: string;
  dealType: 'RENTAL' | 'SELL';
  status: 'AVAILABLE' | 'SOLD_OUT' | 'HIDDEN';
  price: number;
  originPrice: number;
  discountRate: number;
  /** Units the business owns (rental) or has on hand (sale). */
  stock: number;
  /** A rental's damage deposit in won, 0 = none (docs/product.md §4 Damage deposits). */
  depositAmount: number;
  /** A rental's multi-day discount in percent, 0 = none (lib/item/rentalDiscount.ts). */
  threeDayDiscountPercent: number;
  sevenDayDiscountPercent: number;
  /** Written but never published (docs/product.md §4 Listings): only the business sees it. */
  isDraft: boolean;
};

export type SellerItemPage = {
  business: { id: number; name: string };
  items: SellerItem[];
  searchAfter: string | null;
};

export const SELLER_ITEM_PAGE_SIZE = 30;

/** `bz_` operations: a member whose account is linked to a business (docs/product.md §6); anyone else FORBIDDEN. */
export function requireSeller(viewer: Viewer): number {
  if (viewer.businessId === null) throw new DomainError('FORBIDDEN', '판매자 계정만 할 수 있어요.');
  return viewer.businessId;
}

export const SELLER_ITEM_COLUMNS = sql`i.id, i.name, coalesce(i.image_id, m.image_id) AS "imageId", i.deal_type AS "dealType", i.status,
  i.price, i.origin_price AS "originPrice", i.stock, i.deposit_amount AS "depositAmount",
  i.three_day_discount_percent AS "threeDayDiscountPercent", i.seven_day_discount_percent AS "sevenDayDiscountPercent",
  i.published_at IS NULL AS "isDraft"`;

export type SellerItemRow = Omit<SellerItem, 'img' | 'discountRate'> & { imageId: number };

export const toSellerItem = ({ imageId, ...row }: SellerItemRow): SellerItem => ({
  ...row,
  id: Number(row.id),
  price: Number(row.price),
  originPrice: Number(row.originPrice),
  stock: Number(row.stock),
  depositAmount: Number(row.depositAmount),
  threeDayDiscountPercent: Number(row.threeDayDiscountPercent),
  sevenDayDiscountPercent: Number(row.sevenDayDiscountPercent),
  isDraft: row.isDraft === true,
  img: imageUrl(Number(imageId)),
  discountRate: discountRate(Number(row.originPrice), Number(row.price)),
});

const cursorSchema = z.strictObject({
  i: z.number().int().positive(),
  s: z.number().int().positive(),
  q: z.string().max(40),
});

/** The seller's items, oldest listing first (ids), optionally narrowed by a word of the name. */
export async function listSellerItems(
  db: Db,
  businessId: number,
  keyword: string,
  searchAfter: string | null,
  size: number = SELLER_ITEM_PAGE_SIZE
): Promise<SellerItemPage> {
  const after = searchAfter === null ? null : openCursor('seller-items', searchAfter, cursorSchema);
  if (after && (after.s !== businessId || after.q !== keyword)) rejectCursor();
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw new DomainError('NOT_FOUND', '연결된 매장을 찾을 수 없어요.');
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<SellerItemRow>(
    db,
    sql`
    SELECT ${SELLER_ITEM_COLUMNS} FROM items i LEFT JOIN models m ON m.id = i.model_id
    WHERE i.business_id = ${businessId}
      ${keyword ? sql`AND i.name ILIKE ${pattern}` : sql``}
      ${after ? sql`AND i.id > ${after.i}` : sql``}
    ORDER BY i.id LIMIT ${size + 1}`
  );
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    business: { id: Number(business.id), name: business.name },
    items: page.map(toSellerItem),
    searchAfter:
      rows.length > size && last ? sealCursor('seller-items', { i: Number(last.id), s: businessId, q: keyword }) : null,
  };
}
