import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  deleteShippingAddress,
  fetchShippingAddresses,
  saveShippingAddress,
  setDefaultShippingAddress,
  type SaveShippingAddressInput,
} from '@/api/order/shippingAddresses';
import { ApiHttpError, serializeApiError, type SerializedApiError } from '@/api/errors';
import type { Services } from '@/api/services';
import type { AppDispatch, RootState } from './store';
import { createApiThunk } from './thunk';

/** A refused save: the request's error and, for INVALID_INPUT, the server's sentence per field. */
export type AddressSaveError = SerializedApiError & { fields: Record<string, string> };

const createSaveThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: Services;
  rejectValue: AddressSaveError;
}>();

/** The field sentences of an INVALID_INPUT answer (extensions.details), as plain JSON. */
export function addressFieldErrors(error: unknown): Record<string, string> {
  const details = error instanceof ApiHttpError ? error.errors[0]?.extensions?.details : undefined;
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(
    Object.entries(details as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string')
  );
}

export const loadShippingAddresses = createApiThunk('shippingAddress/load', (_: void, { extra }) =>
  fetchShippingAddresses(extra.client)
);

/**
 * Adds or changes an address. The form checks the same schema first (lib/shipping), so field
 * errors from the server are rare; they still land under their fields. A second press while one
 * runs is dropped.
 */
export const saveAddress = createSaveThunk(
  'shippingAddress/save',
  async (input: SaveShippingAddressInput, { extra, rejectWithValue }) => {
    try {
      return await saveShippingAddress(extra.client, input);
    } catch (error) {
      return rejectWithValue({ ...serializeApiError(error), fields: addressFieldErrors(error) });
    }
  },
  { condition: (_input, { getState }) => getState().shippingAddress.save.status !== 'loading' }
);

export const removeAddress = createApiThunk('shippingAddress/delete', (id: number, { extra }) =>
  deleteShippingAddress(extra.client, id)
);

export const makeDefaultAddress = createApiThunk('shippingAddress/setDefault', (id: number, { extra }) =>
  setDefaultShippingAddress(extra.client, id)
);
