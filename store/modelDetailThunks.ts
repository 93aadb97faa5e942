import { fetchModelPage, type ModelPageArgs } from '@/api/item/modelDetail';
import { fetchModelReviews } from '@/api/item/reviews';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/**
 * The model page's loader: one operation with every section the crawler must see, and with the
 * URL's range the comparison by dates. A new range re-runs it (the range lives in the URL).
 */
export const loadModelPage = createPageThunk('modelDetail/loadPage', async (args: ModelPageArgs, { extra }) => ({
  ...(await fetchModelPage(extra.client, args)),
  args,
}));

/** "리뷰 더 보기": the page after the list's cursor. */
export const loadMoreModelReviews = createApiThunk(
  'modelDetail/moreReviews',
  async (_: void, { extra, getState }) => {
    const { model, modelReviews } = getState().modelDetail;
    if (!model || modelReviews.searchAfter === null) throw new Error('no next page');
    const page = await fetchModelReviews(extra.client, model.id, String(modelReviews.searchAfter));
    return { modelId: model.id, page };
  },
  {
    // A second tap while a page loads (or with no page left) asks nothing.
    condition: (_, { getState }) => {
      const { modelReviews, reviewsStatus } = getState().modelDetail;
      return reviewsStatus !== 'loading' && modelReviews.searchAfter !== null;
    },
  }
);
