import { fetchModelSuggestions } from '@/api/item/search';
import { createApiThunk } from './thunk';

/**
 * The model pickers' auto-complete (the listing form's model, the console's model requests desk):
 * the site's own, models only ("브롬톤 C라인 익스플로어"). No slice keeps the answer: the field does.
 */
export const searchModelSuggestions = createApiThunk('modelSuggestions/search', (keyword: string, { extra, signal }) =>
  fetchModelSuggestions(extra.client, keyword, signal)
);
