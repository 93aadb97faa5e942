/**
 * The seller console's items (/seller/items and /seller/items/[id], issue 17 §1): the list with its
 * keyword and cursor, and the item being edited with its maintenance blocks. Server-owned (replaced
 * on hydrate); each form's request keeps its own status and error so one failure doesn't mark the others.
 */
import { createSlice, type ActionReducerMapBuilder, type UnknownAction } from '@reduxjs/toolkit';
import type { ConsoleItem, ConsoleItemOption, MaintenanceBlock } from '@/api/item/sellerItems';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import {
  addBlock,
  loadMoreSellerItems,
  loadSellerItemPage,
  loadSellerItemsPage,
  removeBlock,
  saveItemPrice,
  saveItemStatus,
  saveItemStock,
  saveItemDeposit,
  saveOptionStock,
} from './sellerItemsThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type SellerItemsForm = 'price' | 'stock' | 'deposit' | 'status' | 'block';

export type SellerItemsState = AsyncFields & {
  list: { keyword: string; items: ConsoleItem[]; searchAfter: string | null };
  more: AsyncFields;
  edit: AsyncFields & { item: ConsoleItem | null; blocks: MaintenanceBlock[]; options: ConsoleItemOption[] };
  forms: Record<SellerItemsForm, AsyncFields>;
  /** Each option row's own save, by option id. */
  optionForms: Record<number, AsyncFields>;
};

export const initialSellerItemsState: SellerItemsState = {
  ...idleAsync,
  list: { keyword: '', items: [], searchAfter: null },
  more: idleAsync,
  edit: { ...idleAsync, item: null, blocks: [], options: [] },
  forms: { price: idleAsync, stock: idleAsync, deposit: idleAsync, status: idleAsync, block: idleAsync },
  optionForms: {},
};

/** An answer about the edited item replaces it in the edit view and in the list. */
function putItem(state: SellerItemsState, item: Partial<ConsoleItem> & { id: number }) {
  if (state.edit.item?.id === item.id) state.edit.item = { ...state.edit.item, ...item };
  const at = state.list.items.findIndex((i) => i.id === item.id);
  if (at >= 0) state.list.items[at] = { ...state.list.items[at], ...item };
}

type FormThunk = {
  pending: { match(action: unknown): action is UnknownAction };
  fulfilled: { match(action: unknown): action is UnknownAction };
  rejected: { match(action: unknown): action is UnknownAction & { payload?: unknown } };
};

/** A form's own request status (matchers: registered after the slice's addCase calls). */
function formCases(builder: ActionReducerMapBuilder<SellerItemsState>, form: SellerItemsForm, thunk: FormThunk) {
  builder
    .addMatcher(thunk.pending.match, (state) => {
      state.forms[form] = { status: 'loading', error: null };
    })
    .addMatcher(thunk.fulfilled.match, (state) => {
      state.forms[form] = { status: 'succeeded', error: null };
    })
    .addMatcher(thunk.rejected.match, (state, action) => {
      state.forms[form] = { status: 'failed', error: errorFromRejected(action) };
    });
}

export const sellerItemsSlice = createSlice({
  name: 'sellerItems',
  initialState: initialSellerItemsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(
        hydrate,
        replaceOnHydrate<SellerItemsState>('sellerItems', {
          when: (s) => s.status !== 'idle' || s.edit.status !== 'idle',
        })
      )
      .addCase(loadSellerItemsPage.fulfilled, (state, { payload, meta }) => {
        state.list = {
          keyword: meta.arg,
          items: payload.sellerItems.items,
          searchAfter: payload.sellerItems.searchAfter,
        };
      })
      .addCase(loadMoreSellerItems.pending, (state) => {
        state.more = { status: 'loading', error: null };
      })
      .addCase(loadMoreSellerItems.fulfilled, (state, { payload }) => {
        const known = new Set(state.list.items.map((i) => i.id));
        state.list.items.push(...payload.items.filter((i) => !known.has(i.id)));
        state.list.searchAfter = payload.searchAfter;
        state.more = { status: 'succeeded', error: null };
      })
      .addCase(loadMoreSellerItems.rejected, (state, action) => {
        state.more = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(loadSellerItemPage.pending, (state) => {
        state.edit.status = 'loading';
        state.edit.error = null;
      })
      .addCase(loadSellerItemPage.fulfilled, (state, { payload }) => {
        const { item, maintenanceBlocks, options } = payload.sellerItem;
        state.edit = { status: 'succeeded', error: null, item, blocks: maintenanceBlocks, options };
        state.forms = initialSellerItemsState.forms;
        state.optionForms = {};
      })
      .addCase(loadSellerItemPage.rejected, (state, action) => {
        state.edit.status = 'failed';
        state.edit.error = errorFromRejected(action);
      })
      .addCase(saveItemPrice.fulfilled, (state, { payload }) => putItem(state, payload))
      .addCase(saveItemStock.fulfilled, (state, { payload }) => putItem(state, payload))
      .addCase(saveItemDeposit.fulfilled, (state, { payload }) => putItem(state, payload))
      .addCase(saveItemStatus.fulfilled, (state, { payload }) => putItem(state, payload))
      .addCase(addBlock.fulfilled, (state, { payload }) => {
        state.edit.blocks = payload;
      })
      .addCase(removeBlock.fulfilled, (state, { payload }) => {
        state.edit.blocks = payload;
      })
      .addCase(saveOptionStock.pending, (state, { meta }) => {
        state.optionForms[meta.arg.optionId] = { status: 'loading', error: null };
      })
      .addCase(saveOptionStock.fulfilled, (state, { payload, meta }) => {
        state.optionForms[meta.arg.optionId] = { status: 'succeeded', error: null };
        const at = state.edit.options.findIndex((o) => o.id === payload.id);
        if (at >= 0) state.edit.options[at] = payload;
      })
      .addCase(saveOptionStock.rejected, (state, action) => {
        state.optionForms[action.meta.arg.optionId] = { status: 'failed', error: errorFromRejected(action) };
      });
    formCases(builder, 'price', saveItemPrice);
    formCases(builder, 'stock', saveItemStock);
    formCases(builder, 'deposit', saveItemDeposit);
    formCases(builder, 'status', saveItemStatus);
    formCases(builder, 'block', addBlock);
    formCases(builder, 'block', removeBlock);
    addThunkCases(builder, loadSellerItemsPage, () => undefined);
  },
  selectors: {
    selectSellerItemList: (state) => state.list,
    selectSellerItemsStatus: (state) => state.status,
    selectSellerItemsError: (state) => state.error,
    selectSellerItemsMore: (state) => state.more,
    selectEditedItem: (state) => state.edit,
    selectItemForms: (state) => state.forms,
    selectOptionForms: (state) => state.optionForms,
  },
});

export const {
  selectSellerItemList,
  selectSellerItemsStatus,
  selectSellerItemsError,
  selectSellerItemsMore,
  selectEditedItem,
  selectItemForms,
  selectOptionForms,
} = injectSlice(sellerItemsSlice.injectInto(rootReducer)).selectors;
