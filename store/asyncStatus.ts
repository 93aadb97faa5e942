/**
 * The `status` and `error` every async operation keeps in its slice (docs/architecture.md §5),
 * and the case reducers that maintain them for a thunk, matched on the thunk's own action creators.
 */
import type { ActionReducerMapBuilder, Draft, UnknownAction } from '@reduxjs/toolkit';
import { userMessageFor, type ClientErrorCode, type SerializedApiError } from '@/api/errors';
import { errorCodes } from '@/lib/errors';

export type AsyncStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type AsyncFields = { status: AsyncStatus; error: SerializedApiError | null };

export const idleAsync: AsyncFields = { status: 'idle', error: null };

type PayloadOf<P> = UnknownAction & { payload: P };
type Rejected = UnknownAction & { payload?: unknown; error?: { code?: unknown; message?: unknown } };

function isClientCode(value: unknown): value is ClientErrorCode {
  return value === 'NETWORK' || (typeof value === 'string' && (errorCodes as string[]).includes(value));
}

/**
 * The plain error a rejected thunk leaves in state: the rejectWithValue payload when the thunk gave
 * one (serializeApiError), else the code RTK copied from the thrown ApiError, else INTERNAL.
 */
export function errorFromRejected(action: Rejected): SerializedApiError {
  const payload = action.payload as Partial<SerializedApiError> | undefined;
  if (payload && isClientCode(payload.code)) {
    const message = String(payload.message ?? userMessageFor(payload.code));
    return typeof payload.status === 'number'
      ? { code: payload.code, message, status: payload.status }
      : { code: payload.code, message };
  }
  const code = isClientCode(action.error?.code) ? action.error.code : 'INTERNAL';
  return { code, message: userMessageFor(code) };
}

type ThunkLike<P> = {
  pending: { match(action: unknown): action is UnknownAction };
  fulfilled: { match(action: unknown): action is PayloadOf<P> };
  rejected: { match(action: unknown): action is Rejected };
};

/**
 * The same cases for a thunk matched on its own action creators (store/thunk.ts createApiThunk):
 * pending → loading; fulfilled → `onFulfilled` then succeeded; rejected → failed with a plain error.
 * Matchers, so call it after the slice's `builder.addCase` calls.
 */
export function addThunkCases<S extends AsyncFields, P>(
  builder: ActionReducerMapBuilder<S>,
  thunk: ThunkLike<P>,
  onFulfilled: (state: Draft<S>, payload: P) => void
): void {
  builder
    .addMatcher(thunk.pending.match, (state) => {
      state.status = 'loading';
      state.error = null;
    })
    .addMatcher(thunk.fulfilled.match, (state, action) => {
      onFulfilled(state, action.payload);
      state.status = 'succeeded';
      state.error = null;
    })
    .addMatcher(thunk.rejected.match, (state, action) => {
      state.status = 'failed';
      state.error = errorFromRejected(action);
    });
}
