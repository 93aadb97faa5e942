/**
 * The typed thunk creator (convention 6). Thunks get the injected services as `extra` and reject
 * with the plain error of api/errors.ts, which the slice keeps in `error`:
 *
 *   export const loadHome = createAppAsyncThunk(HOME_LOAD, async (_: void, { extra, rejectWithValue }) => {
 *     try { return await fetchHome(extra.client); } catch (e) { return rejectWithValue(serializeApiError(e)); }
 *   });
 *
 * Only types are imported from ./store, so there is no runtime import cycle with the slices.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@/api/errors';
import type { Services } from '@/api/services';
import type { AppDispatch, RootState } from './store';

export type AppThunkConfig = {
  state: RootState;
  dispatch: AppDispatch;
  extra: Services;
  rejectValue: SerializedApiError;
};

export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();
