/**
 * The typed thunk creators (convention 6). Thunks get the injected services as `extra` and reject
 * with the plain error of api/errors.ts, which the slice keeps in `error`. `createApiThunk` owns the
 * one try/catch → rejectWithValue every service call needs, so a thunk is just its call:
 *
 *   export const loadHome = createApiThunk('home/load', (_: void, { extra }) => fetchHome(extra.client));
 *
 * Slices match the thunk's own action creators (`builder.addCase(loadHome.fulfilled, …)`, or
 * addThunkCases), never type strings. Only types are imported from ./business: no runtime cycle.
 */
import { createAsyncThunk, type AsyncThunkOptions, type GetThunkAPI } from '@reduxjs/toolkit';
import { serializeApiError, type SerializedApiError } from '@/api/errors';
import type { Services } from '@/api/services';
import type { AppDispatch, RootState } from './store';

export type AppThunkConfig = {
  state: RootState;
  dispatch: AppDispatch;
  extra: Services;
  rejectValue: SerializedApiError;
};

export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();

export type AppThunkApi = GetThunkAPI<AppThunkConfig>;

/** A thunk whose failure (an ApiError or anything thrown) becomes its rejected payload. */
export function createApiThunk<Returned, ThunkArg = void>(
  typePrefix: string,
  run: (arg: ThunkArg, api: AppThunkApi) => Promise<Returned>,
  options?: AsyncThunkOptions<ThunkArg, AppThunkConfig>
) {
  return createAppAsyncThunk<Returned, ThunkArg>(
    typePrefix,
    async (arg, api) => {
      try {
        return await run(arg, api);
      } catch (error) {
        return api.rejectWithValue(serializeApiError(error));
      }
    },
    options
  );
}
