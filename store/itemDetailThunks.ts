import { fetchItemCalendar, fetchItemPage } from '@/api/item/itemDetail';
import { applyExperiment } from './experimentThunks';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/**
 * The item page's loader: one operation with the item, its rental calendar (so the date sheet opens
 * without waiting), the visitor's itemDetail variant and the viewer. The same thunk runs in
 * getServerSideProps and for 다시 시도.
 */
export const loadItemPage = createPageThunk('itemDetail/loadPage', async (id: number, { extra, dispatch }) => {
  const answer = await fetchItemPage(extra.client, id);
  applyExperiment(dispatch, 'itemDetail', answer.experiment);
  return answer;
});

/** The rental calendar alone: the sheet's 다시 시도, or a rental whose page came without it. */
export const loadItemCalendar = createApiThunk('calendar/load', (id: number, { extra }) =>
  fetchItemCalendar(extra.client, id)
);
