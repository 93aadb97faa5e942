import type { ApiClient } from '../client';
import {
  pb_modelPageDocument,
  type BookmarkStateFieldsFragment,
  type ComparedItemGroupFieldsFragment,
  type ModelSummaryFieldsFragment,
  type pb_modelPageQuery,
} from './generated';

export type ModelPageAnswer = pb_modelPageQuery;
export type ModelDetailAnswer = pb_modelPageQuery['modelDetail'];
export type ModelSummary = ModelSummaryFieldsFragment;
export type ModelBookmark = BookmarkStateFieldsFragment;
export type TaggedPost = ModelDetailAnswer['posts'][number];
export type PriceComparison = pb_modelPageQuery['priceComparison'];
/** One offer of the price comparison: the item card and the row's own facts (usedGrade, shipping, the business's rating). */
export type ComparedOffer = ComparedItemGroupFieldsFragment['items'][number];
export type SimilarModels = pb_modelPageQuery['similarModels'];

/** The model page's one operation: summary, price comparison, similar models, first reviews and the viewer. */
export async function fetchModelPage(client: ApiClient, id: number): Promise<ModelPageAnswer> {
  return client.request('item', pb_modelPageDocument, { id });
}
/** The model's price history (the chart, 역대 최저가 and the current lowest). */
export type ModelPriceHistory = pb_modelPageQuery['modelPriceHistory'];
