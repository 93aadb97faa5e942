import {
  addMaintenanceBlock,
  fetchSellerItemPage,
  fetchSellerItemsPage,
  removeMaintenanceBlock,
  updateItemPrice,
  updateItemStatus,
  updateItemStock,
  updateItemDeposit,
  updateOptionStock,
  type ItemStatus,
} from '@/api/item/sellerItems';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /seller/items's loader: the viewer and the first page of the business's items (narrowed by `keyword`). */
export const loadSellerItemsPage = createPageThunk('sellerItems/loadPage', (keyword: string, { extra }) =>
  fetchSellerItemsPage(extra.client, keyword, null)
);

/** The next page of the same list; one at a time, and only while there is one. */
export const loadMoreSellerItems = createApiThunk(
  'sellerItems/loadMore',
  async (_: void, { extra, getState }) => {
    const { keyword, searchAfter } = getState().sellerItems.list;
    return (await fetchSellerItemsPage(extra.client, keyword, searchAfter)).sellerItems;
  },
  {
    condition: (_, { getState }) =>
      getState().sellerItems.list.searchAfter !== null && getState().sellerItems.more.status !== 'loading',
  }
);

/** /seller/items/[id]'s loader: the viewer, the item and its maintenance blocks. */
export const loadSellerItemPage = createPageThunk('sellerItems/loadItem', (itemId: number, { extra }) =>
  fetchSellerItemPage(extra.client, itemId)
);

export const saveItemPrice = createApiThunk(
  'sellerItems/savePrice',
  (input: { itemId: number; price: number; originPrice: number }, { extra }) => updateItemPrice(extra.client, input)
);

export const saveItemStock = createApiThunk(
  'sellerItems/saveStock',
  (input: { itemId: number; stock: number }, { extra }) => updateItemStock(extra.client, input.itemId, input.stock)
);

export const saveItemDeposit = createApiThunk(
  'sellerItems/saveDeposit',
  (input: { itemId: number; depositAmount: number }, { extra }) =>
    updateItemDeposit(extra.client, input.itemId, input.depositAmount)
);

export const saveItemStatus = createApiThunk(
  'sellerItems/saveStatus',
  (input: { itemId: number; status: ItemStatus }, { extra }) =>
    updateItemStatus(extra.client, input.itemId, input.status)
);

export const addBlock = createApiThunk(
  'sellerItems/addBlock',
  (input: { itemId: number; startDate: string; endDate: string; note: string }, { extra }) =>
    addMaintenanceBlock(extra.client, input)
);

export const removeBlock = createApiThunk('sellerItems/removeBlock', (blockId: number, { extra }) =>
  removeMaintenanceBlock(extra.client, blockId)
);

/** One option's stock; the option id travels in meta.arg so only that row shows busy or the refusal. */
export const saveOptionStock = createApiThunk(
  'sellerItems/saveOptionStock',
  (input: { optionId: number; stock: number }, { extra }) =>
    updateOptionStock(extra.client, input.optionId, input.stock)
);
