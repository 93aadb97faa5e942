/**
 * Database keys of the experiment flags (docs/product.md §3), shared by the server (assignment) and the
 * feature-flag slice, so neither side imports the other.
 */
export type ExperimentName = 'modelList' | 'itemDetail' | 'recommender';

export const MODEL_LIST_FLAG_KEY = 'model_list_experiment';
export const ITEM_DETAIL_FLAG_KEY = 'item_detail_experiment';

/**
 * The recommender flag has its own name in development (docs/product.md §3), so that experimenting on a
 * developer's machine never changes the assignment or the figures of the live experiment.
 */
export function recommenderFlagKey(nodeEnv: string | undefined): string {
  return nodeEnv === 'development' ? 'recommender_experiment_dev' : 'recommender_experiment';
}

export function featureFlagKey(name: ExperimentName, nodeEnv: string | undefined): string {
  if (name === 'modelList') return MODEL_LIST_FLAG_KEY;
  if (name === 'itemDetail') return ITEM_DETAIL_FLAG_KEY;
  return recommenderFlagKey(nodeEnv);
}
