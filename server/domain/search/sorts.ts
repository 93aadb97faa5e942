import { sql, type SQL } from 'drizzle-orm';

/**
 * The sorts of the search list (issue 4), in the order the sort select shows them; 총액 낮은순 (the
 * total for the chosen dates, issue 31 §1) only on a dated rental search.
 */
export const SEARCH_SORTS = [
  'RECOMMEND',
  'PRICE_ASC',
  'PRICE_DESC',
  'REVIEW',
  'LATEST',
  'DISTANCE',
  'TOTAL_ASC',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SORT_LABELS: Record<SearchSort, string> = {
  RECOMMEND: '추천순',
  PRICE_ASC: '낮은 가격순',
  PRICE_DESC: '높은 가격순',
  REVIEW: '리뷰 많은 순',
  LATEST: '최신순',
  DISTANCE: '가까운 순',
  TOTAL_ASC: '총액 낮은순',
};

export type SortOption = { key: SearchSort; label: string; isSelected: boolean };

export function sortOptions(selected: SearchSort, dated = false): SortOption[] {
  return SEARCH_SORTS.filter((key) => dated || key !== 'TOTAL_ASC').map((key) => ({
    key,
    label: SORT_LABELS[key],
    isSelected: key === selected,
  }));
}

/**
 * The sort a search runs: 총액 낮은순 without dates (none chosen, or the sale tab, which ignores
 * them) is 낮은 가격순, the per-day price being what a total is made of.
 */
export function effectiveSort(sort: SearchSort, dated: boolean): SearchSort {
  return sort === 'TOTAL_ASC' && !dated ? 'PRICE_ASC' : sort;
}

/** Sorts that need every candidate's review numbers (the others read them for one page only). */
export function sortNeedsReviews(sort: SearchSort): boolean {
  return sort === 'RECOMMEND' || sort === 'REVIEW';
}

export function isDescending(sort: SearchSort): boolean {
  return sort === 'RECOMMEND' || sort === 'PRICE_DESC' || sort === 'REVIEW' || sort === 'LATEST';
}

/** `rangeTotal` is the total for the dates (server/domain/availability/rangeAvailability.ts); only 총액 낮은순 reads it. */
export type SortInputs = { score: SQL; reviewCount: SQL; distanceKm: SQL; rangeTotal: SQL | null };

/**
 * The sort value of a candidate as an exact numeric (k), so that the cursor can carry it as text and
 * compare it with `=` again: computed scores and distances are rounded, times are microseconds.
 */
export function sortKeySql(sort: SearchSort, inputs: SortInputs): SQL {
  switch (sort) {
    case 'RECOMMEND':
      return sql`round((${inputs.score})::numeric, 4)`;
    case 'PRICE_ASC':
    case 'PRICE_DESC':
      return sql`i.price::numeric`;
    case 'REVIEW':
      return sql`(${inputs.reviewCount})::numeric`;
    case 'LATEST':
      return sql`trunc(extract(epoch FROM i.created_at) * 1000000)`;
    case 'DISTANCE':
      return sql`round((${inputs.distanceKm})::numeric, 3)`;
    case 'TOTAL_ASC':
      return inputs.rangeTotal ? sql`(${inputs.rangeTotal})::numeric` : sql`i.price::numeric`;
  }
}

/** Rows after the cursor in the sort's order; ties are broken by ascending id, so no row is skipped or repeated. */
export function afterCursorSql(sort: SearchSort, key: string, id: number): SQL {
  const beyond = isDescending(sort) ? sql`cand.k < ${key}::numeric` : sql`cand.k > ${key}::numeric`;
  return sql`(${beyond} OR (cand.k = ${key}::numeric AND cand.id > ${id}))`;
}

export function orderSql(sort: SearchSort, alias: string): SQL {
  return isDescending(sort) ? sql.raw(`${alias}.k DESC, ${alias}.id ASC`) : sql.raw(`${alias}.k ASC, ${alias}.id ASC`);
}
