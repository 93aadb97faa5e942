/**
 * The categories whose items are services a shop performs (정비·피팅, 튜닝·왁싱), not equipment of a
 * catalogue model (docs/product.md §1). An item without a model in any other category is equipment
 * whose model is not (yet) in the catalogue: 모델 미등록, waiting for the operator's model requests desk.
 */
export const SERVICE_CATEGORY_KEYS = ['bike_service', 'ski_tuning'] as const;

export function isServiceCategory(categoryKey: string): boolean {
  return (SERVICE_CATEGORY_KEYS as readonly string[]).includes(categoryKey);
}
