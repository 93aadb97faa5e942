import { sql, type SQL } from 'drizzle-orm';
import type { BusinessSortKey } from './businessTypes';

/**
 * Sorts of a business's item list. Each is a pair of integer keys that both ascend (descending values
 * are negated) and the item id last, so one row comparison `(k1, k2, id) > cursor` pages any sort
 * without gaps. Columns are those of the `ranked` set of businessItems.ts.
 */
export const BUSINESS_SORT_KEYS = ['RECOMMEND', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'REVIEW'] as const;

type SortDef = { key: BusinessSortKey; name: string; keys: [SQL, SQL] };

const sorts: SortDef[] = [
  // What the shop is known for: well-reviewed items first (the same ranking as its famous items).
  { key: 'RECOMMEND', name: '추천순', keys: [sql`-famous_rank`, sql`-review_count`] },
  { key: 'NEWEST', name: '최신순', keys: [sql`-created_ms`, sql`0::bigint`] },
  { key: 'PRICE_ASC', name: '낮은 가격순', keys: [sql`price`, sql`-review_count`] },
  { key: 'PRICE_DESC', name: '높은 가격순', keys: [sql`-price`, sql`-review_count`] },
  { key: 'REVIEW', name: '리뷰 많은순', keys: [sql`-review_count`, sql`-rating_milli`] },
];

export const businessSorts = sorts.map(({ key, name }) => ({ key, name }));

export const DEFAULT_BUSINESS_SORT: BusinessSortKey = 'RECOMMEND';

export function businessSortKeys(key: BusinessSortKey): [SQL, SQL] {
  return sorts.find((s) => s.key === key)!.keys;
}

/**
 * An item is one of the business's famous items when at least three shoppers reviewed it and they
 * rate it 4.0 or better: one glowing review is luck, three are a reputation.
 */
export const FAMOUS_MIN_REVIEWS = 3;
export const FAMOUS_MIN_RATING = 4;

export const famousCondition = sql`i.review_count >= ${FAMOUS_MIN_REVIEWS} AND i.rating_avg >= ${FAMOUS_MIN_RATING}`;

/**
 * The famous ranking as one integer: review count dominates, the rating (in thousandths) breaks
 * ties. Items outside the famous set rank 0 and follow by review count.
 */
export const famousRankSql = sql`CASE WHEN ${famousCondition}
  THEN i.review_count::bigint * 10000 + round(i.rating_avg * 1000)::bigint ELSE 0 END`;
