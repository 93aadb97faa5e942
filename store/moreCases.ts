/**
 * The case reducers of a "더 보기" thunk (the next page of a cursor list), kept in their own status
 * fields so a failed next page never replaces a page that loaded: the list stays and offers 다시 시도.
 * Matched on the thunk's own action creators (store/thunk.ts createApiThunk), never on strings.
 */
import type { ActionReducerMapBuilder, Draft, UnknownAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@/api/errors';
import { errorFromRejected, type AsyncStatus } from './asyncStatus';

export type MoreFields = { moreStatus: AsyncStatus; moreError: SerializedApiError | null };

export const idleMore: MoreFields = { moreStatus: 'idle', moreError: null };

type PayloadOf<P> = UnknownAction & { payload: P };
type Rejected = UnknownAction & { payload?: unknown; error?: { code?: unknown; message?: unknown } };

type MoreThunk<P> = {
  pending: { match(action: unknown): action is UnknownAction };
  fulfilled: { match(action: unknown): action is PayloadOf<P> };
  rejected: { match(action: unknown): action is Rejected };
};

/** Matchers, so call it after the slice's `builder.addCase` calls. */
export function addMoreCases<S extends MoreFields, P>(
  builder: ActionReducerMapBuilder<S>,
  thunk: MoreThunk<P>,
  onFulfilled: (state: Draft<S>, payload: P) => void
): void {
  builder
    .addMatcher(thunk.pending.match, (state) => {
      state.moreStatus = 'loading';
      state.moreError = null;
    })
    .addMatcher(thunk.fulfilled.match, (state, action) => {
      onFulfilled(state, action.payload);
      state.moreStatus = 'succeeded';
    })
    .addMatcher(thunk.rejected.match, (state, action) => {
      state.moreStatus = 'failed';
      state.moreError = errorFromRejected(action);
    });
}
