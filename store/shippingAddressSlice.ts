/**
 * The member's shipping address book (components/order/address, embedded by the payment page).
 * The server answers every change with the whole book, so the list here is always the server's:
 * its order (default first, then newest) and its default rule are never recomputed in the browser.
 * Loaded in the browser by the component; a page that loads it on the server replaces it on hydrate
 * (the save and change states are the browser's own and are kept).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { ShippingAddress } from '@/api/order/shippingAddresses';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadShippingAddresses, makeDefaultAddress, removeAddress, saveAddress } from './shippingAddressThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type AddressSaveState = AsyncFields & { fields: Record<string, string> };

export type ShippingAddressState = AsyncFields & {
  addresses: ShippingAddress[];
  save: AddressSaveState;
  /** Delete and set-default: one at a time, one status. */
  change: AsyncFields;
};

const idleSave: AddressSaveState = { ...idleAsync, fields: {} };

export const initialShippingAddressState: ShippingAddressState = {
  addresses: [],
  ...idleAsync,
  save: idleSave,
  change: idleAsync,
};

export const shippingAddressSlice = createSlice({
  name: 'shippingAddress',
  initialState: initialShippingAddressState,
  reducers: {
    /** A fresh form: no error from the previous attempt. */
    resetAddressSave(state) {
      state.save = idleSave;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<ShippingAddressState>('shippingAddress', { keep: ['save', 'change'] }))
      .addCase(saveAddress.pending, (state) => {
        state.save = { status: 'loading', error: null, fields: {} };
      })
      .addCase(saveAddress.fulfilled, (state, action) => {
        state.addresses = action.payload.addresses;
        state.status = 'succeeded';
        state.save = { status: 'succeeded', error: null, fields: {} };
      })
      .addCase(saveAddress.rejected, (state, action) => {
        state.save = { status: 'failed', error: errorFromRejected(action), fields: action.payload?.fields ?? {} };
      });
    for (const thunk of [removeAddress, makeDefaultAddress]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.change = { status: 'loading', error: null };
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.addresses = action.payload;
          state.change = { status: 'succeeded', error: null };
        })
        .addCase(thunk.rejected, (state, action) => {
          state.change = { status: 'failed', error: errorFromRejected(action) };
        });
    }
    addThunkCases(builder, loadShippingAddresses, (state, addresses) => {
      state.addresses = addresses;
    });
  },
  selectors: {
    selectShippingAddresses: (state) => state.addresses,
    selectShippingAddressStatus: (state) => state.status,
    selectShippingAddressError: (state) => state.error,
    selectAddressSave: (state) => state.save,
    selectAddressChange: (state) => state.change,
  },
});

export const { resetAddressSave } = shippingAddressSlice.actions;
export const {
  selectShippingAddresses,
  selectShippingAddressStatus,
  selectShippingAddressError,
  selectAddressSave,
  selectAddressChange,
} = injectSlice(shippingAddressSlice.injectInto(rootReducer)).selectors;
