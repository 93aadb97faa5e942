/**
 * The case reducers of a "더 보기" thunk (the next page of a cursor list), kept in their own status
 * fields so a failed next page never replaces a page that loaded: the list stays and offers 다시 시도.
 */
import type { ActionReducerMapBuilder, Draft, UnknownAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@/api/errors';
import { errorFromRejected, type AsyncStatus } from './asyncStatus';

export type MoreFields = { moreStatus: AsyncStatus; moreError: SerializedApiError | null };

export const idleMore: MoreFields = { moreStatus: 'idle', moreError: null };

type PayloadOf<P> = UnknownAction & { payload: P };

export function addMoreCases<S extends MoreFields, P>(
  builder: ActionReducerMapBuilder<S>,
  typePrefix: string,
  onFulfilled: (state: Draft<S>, payload: P) => void,
): void {
  builder
    .addMatcher((a): a is UnknownAction => a.type === `${typePrefix}/pending`, (state) => {
      state.moreStatus = 'loading';
      state.moreError = null;
    })
    .addMatcher((a): a is PayloadOf<P> => a.type === `${typePrefix}/fulfilled`, (state, action) => {
      onFulfilled(state, action.payload);
      state.moreStatus = 'succeeded';
    })
    .addMatcher((a): a is UnknownAction => a.type === `${typePrefix}/rejected`, (state, action) => {
      state.moreStatus = 'failed';
      state.moreError = errorFromRejected(action);
    });
}
