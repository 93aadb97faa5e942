import {
  fetchSellerSettlementCsv,
  fetchSellerSettlementPage,
  fetchSellerSettlementsPage,
} from '@/api/order/sellerSettlements';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /seller/settlements's loader: the viewer and the business's statements. */
export const loadSellerSettlementsPage = createPageThunk('sellerSettlements/loadPage', (_: void, { extra }) =>
  fetchSellerSettlementsPage(extra.client)
);

/** /seller/settlements/{id}'s loader: the viewer and one statement with its lines. */
export const loadSellerSettlementPage = createPageThunk('sellerSettlements/loadStatement', (id: number, { extra }) =>
  fetchSellerSettlementPage(extra.client, id)
);

/** CSV 다운로드: the statement's CSV, asked for when the seller taps it (the file is not kept in the store). */
export const fetchSettlementCsv = createApiThunk('sellerSettlements/csv', (id: number, { extra }) =>
  fetchSellerSettlementCsv(extra.client, id)
);
