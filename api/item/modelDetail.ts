import type { ApiClient } from '../client';
import {
  pb_modelPageDocument,
  type BookmarkStateFieldsFragment,
  type ComparedOfferFieldsFragment,
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
export type ComparedOffer = ComparedOfferFieldsFragment;
export type SimilarModels = pb_modelPageQuery['similarModels'];

/** The comparison by dates (issue 31 §1): null on a page without a range. */
export type DatedComparison = NonNullable<pb_modelPageQuery['datedComparison']>;

/** What the model page is asked with besides its id: the URL's range and the position the shopper shared. */
export type ModelPageArgs = {
  id: number;
  range: { start: string; end: string } | null;
  position: { lat: number; lng: number } | null;
};

/** The model page's one operation: summary, price comparison (and by dates), similar models, first reviews, the viewer. */
export async function fetchModelPage(client: ApiClient, args: ModelPageArgs): Promise<ModelPageAnswer> {
  return client.request('item', pb_modelPageDocument, {
    id: args.id,
    range: args.range,
    lat: args.position?.lat ?? null,
    lng: args.position?.lng ?? null,
  });
}
/** The model's price history (the chart, 역대 최저가 and the current lowest). */
export type ModelPriceHistory = pb_modelPageQuery['modelPriceHistory'];
