import { fetchSellerTodayPage } from '@/api/order/sellerToday';
import { createPageThunk } from './pageThunk';

/** /seller's loader: the viewer and the business's day (null: today in Seoul, as the server decides). */
export const loadSellerTodayPage = createPageThunk('sellerToday/loadPage', (date: string | null, { extra }) =>
  fetchSellerTodayPage(extra.client, date)
);
