/**
 * The item page (docs/product.md §3 Item detail): the service's answer (server-owned, loaded by the page's
 * loader thunk) and the shopper's page-level choices: the option bucket with its required-option
 * count and maximum, the start date, the delivery option and type, and the recommend flag.
 * §4 rules: "Required options" (store/itemDetailBucket.ts) and "Item detail clear".
 */
import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { addBookmarkCases } from './bookmarkToggle';
import { hydrate, hydratedSlice } from './hydrate';
import {
  addToBucket,
  MAX_OPTION_AMOUNT,
  removeFromBucket,
  setBucketAmount,
  type Bucket,
  type BucketEntry,
} from './itemDetailBucket';
import type { ModelFit } from '@/api/item/fitProfile';
import { loadItemPage } from './itemDetailThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type { BucketEntry } from './itemDetailBucket';

export type DeliveryTypeCode = 'PICKUP' | 'DELIVERY' | 'PARCEL';
export type DeliveryOptionEntry = ItemDetailAnswer['shippingSetting']['deliveryTypes'][number];

export type ItemDetailChoices = Bucket & {
  /** First rental day (YYYY-MM-DD, Asia/Seoul) once the shopper confirmed a range; null before. */
  startDatetime: string | null;
  deliveryOption: DeliveryOptionEntry | null;
  deliveryType: DeliveryTypeCode | null;
  /** Whether the "같은 모델 다른 매장" recommendation is shown; the shopper can close it. */
  recommendItemFlag: boolean;
};

/** `fit`: the member's recommended size and the required options that fit it (docs/product.md §3 Fit profile). */
export type ItemDetailState = { detail: ItemDetailAnswer | null; fit: ModelFit | null } & ItemDetailChoices &
  AsyncFields;

/** docs/product.md §4 Item detail clear: bucket, counts, the maximum (99), start date, delivery type, recommend flag (true). */
export const clearedChoices: ItemDetailChoices = {
  bucket: [],
  currentRequireOptionCount: 0,
  maxSelectRequireOptionCount: MAX_OPTION_AMOUNT,
  startDatetime: null,
  deliveryOption: null,
  deliveryType: null,
  recommendItemFlag: true,
};

export const initialItemDetailState: ItemDetailState = { detail: null, fit: null, ...clearedChoices, ...idleAsync };

const optionOf = (state: ItemDetailState, optionId: number) => state.detail?.options.find((o) => o.id === optionId);

function applyBucket(state: ItemDetailState, next: Bucket): void {
  state.bucket = next.bucket as BucketEntry[];
  state.currentRequireOptionCount = next.currentRequireOptionCount;
  // docs/product.md §4: emptying the bucket resets the delivery type.
  if (next.bucket.length === 0) {
    state.deliveryType = null;
    state.deliveryOption = null;
  }
}

export const itemDetailSlice = createSlice({
  name: 'itemDetail',
  initialState: initialItemDetailState,
  reducers: {
    addBucketOption(state, action: PayloadAction<number>) {
      const option = optionOf(state, action.payload);
      if (option) applyBucket(state, addToBucket(state, option));
    },
    removeBucketOption(state, action: PayloadAction<number>) {
      applyBucket(state, removeFromBucket(state, action.payload));
    },
    setBucketOptionAmount(state, action: PayloadAction<{ optionId: number; amount: number }>) {
      const option = optionOf(state, action.payload.optionId);
      if (option) applyBucket(state, setBucketAmount(state, option, action.payload.amount));
    },
    setDeliveryType(state, action: PayloadAction<DeliveryTypeCode | null>) {
      const option = state.detail?.shippingSetting.deliveryTypes.find((d) => d.type === action.payload) ?? null;
      state.deliveryType = option ? option.type : null;
      state.deliveryOption = option;
    },
    setStartDatetime(state, action: PayloadAction<string | null>) {
      state.startDatetime = action.payload;
    },
    setRecommendItemFlag(state, action: PayloadAction<boolean>) {
      state.recommendItemFlag = action.payload;
    },
    clearItemDetail(state) {
      Object.assign(state, clearedChoices);
    },
  },
  extraReducers: (builder) => {
    // Server-owned answer, client-owned choices: coming back to the same item (browser back from
    // the login page) keeps what the shopper chose; another item starts clean.
    builder.addCase(hydrate, (state, action) => {
      const incoming = hydratedSlice<ItemDetailState>(action.payload, 'itemDetail');
      if (!incoming || incoming.status === 'idle') return undefined;
      if (!state.detail || incoming.detail?.item.id !== state.detail.item.id) return incoming;
      const {
        bucket,
        currentRequireOptionCount,
        maxSelectRequireOptionCount,
        startDatetime,
        deliveryOption,
        deliveryType,
        recommendItemFlag,
      } = current(state);
      return {
        ...incoming,
        bucket,
        currentRequireOptionCount,
        maxSelectRequireOptionCount,
        startDatetime,
        deliveryOption,
        deliveryType,
        recommendItemFlag,
      };
    });
    // The one bookmark toggle (store/bookmarkToggle.ts): the heart and the bell of this item.
    addBookmarkCases(builder, 'ITEM', (state, id, shown) => {
      if (state.detail?.item.id !== id) return;
      state.detail.bookmarkInfo = { isMarked: shown.isActiveBookmark, isAlarm: shown.isActiveAlarm };
    });
    addThunkCases(builder, loadItemPage, (state, { itemDetail, itemFit }) => {
      // The calendar is the calendar slice's (kept encoded there), not part of the detail.
      const { calendar: _calendar, ...detail } = itemDetail;
      // Another item: the choices made on the previous page do not carry over.
      if (state.detail?.item.id !== detail.item.id) Object.assign(state, clearedChoices);
      state.detail = detail;
      state.fit = itemFit;
    });
  },
  selectors: {
    selectItemDetail: (state) => state.detail,
    selectItemFit: (state) => state.fit,
    selectItemDetailStatus: (state) => state.status,
    selectItemDetailError: (state) => state.error,
    selectBucket: (state) => state.bucket,
    selectCurrentRequireOptionCount: (state) => state.currentRequireOptionCount,
    selectItemChoices: (state): ItemDetailChoices => state,
  },
});

export const {
  addBucketOption,
  removeBucketOption,
  setBucketOptionAmount,
  setDeliveryType,
  setStartDatetime,
  setRecommendItemFlag,
  clearItemDetail,
} = itemDetailSlice.actions;
export const {
  selectItemDetail,
  selectItemFit,
  selectItemDetailStatus,
  selectItemDetailError,
  selectBucket,
  selectCurrentRequireOptionCount,
  selectItemChoices,
} = injectSlice(itemDetailSlice.injectInto(rootReducer)).selectors;
