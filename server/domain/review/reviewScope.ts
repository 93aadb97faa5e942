import { sql, type SQL } from 'drizzle-orm';
import type { ReviewScope } from './reviewTypes';

/** The WHERE condition of a scope over the reviewed item, aliased `i`, and its visible reviews, aliased `r`. */
export function scopeCondition(scope: ReviewScope): SQL {
  const item = scope.kind === 'MODEL' ? sql`i.model_id = ${scope.modelId}` : sql`i.business_id = ${scope.businessId}`;
  return sql`${item} AND ${visibleReview}`;
}

/**
 * A review visitors may see (alias `r`): not hidden by five reports nor deleted by an operator
 * (docs/product.md §10 Moderation). Every public list, count and average of reviews says this.
 */
export const visibleReview: SQL = sql.raw('r.hidden_at IS NULL AND r.deleted_at IS NULL');
