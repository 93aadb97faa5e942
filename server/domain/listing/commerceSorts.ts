import { sql, type SQL } from 'drizzle-orm';

/**
 * Sorts of the purchase model list (/bikes/commerce). Every sort is a tuple of integer keys that
 * all ascend (a descending value is negated), ending with the model id, so one row-value comparison
 * `(k1, k2, id) > (cursor)` pages any of them in SQL without gaps or duplicates.
 *
 * The columns named here are those of the `ranked` set in commerceModels.ts.
 */
export const COMMERCE_SORT_KEYS = ['POPULAR', 'PRICE_ASC', 'PRICE_DESC', 'REVIEW', 'NEWEST'] as const;
export type CommerceSortKey = (typeof COMMERCE_SORT_KEYS)[number];

export type CommerceSort = { key: CommerceSortKey; name: string };

type SortDef = CommerceSort & { keys: [SQL, SQL] };

const sorts: SortDef[] = [
  // Popular: sold by the most businesses (the comparison we exist for), then the most reviewed.
  { key: 'POPULAR', name: '인기순', keys: [sql`-business_count`, sql`-review_count`] },
  { key: 'PRICE_ASC', name: '낮은 가격순', keys: [sql`min_price`, sql`-business_count`] },
  { key: 'PRICE_DESC', name: '높은 가격순', keys: [sql`-min_price`, sql`-business_count`] },
  { key: 'REVIEW', name: '리뷰 많은 순', keys: [sql`-review_count`, sql`-business_count`] },
  // Newest: model year first (what a rider means by "new"), then when it entered the catalogue.
  { key: 'NEWEST', name: '최신순', keys: [sql`-model_year`, sql`-created_epoch`] },
];

export const commerceSorts: CommerceSort[] = sorts.map(({ key, name }) => ({ key, name }));

export const DEFAULT_COMMERCE_SORT: CommerceSortKey = 'POPULAR';

export function sortKeysOf(key: CommerceSortKey): [SQL, SQL] {
  return sorts.find((s) => s.key === key)!.keys;
}
