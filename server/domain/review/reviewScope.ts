import { sql, type SQL } from 'drizzle-orm';
import type { ReviewScope } from './reviewTypes';

/** The WHERE condition of a scope over the reviewed item, aliased `i`. */
export function scopeCondition(scope: ReviewScope): SQL {
  return scope.kind === 'MODEL' ? sql`i.model_id = ${scope.modelId}` : sql`i.business_id = ${scope.businessId}`;
}
