import { useCallback } from 'react';
import type { SellerActionInput } from '@/api/order/sellerOrders';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSellerOrderAction } from '@/store/sellerOrderSlice';
import { actOnSellerOrder } from '@/store/sellerOrderThunks';
import { ACTION_DONE } from './sellerOrderText';

/**
 * A step on an order from any console screen: sends it, and on success tells the seller in the
 * screen's toast; a failure stays in the slice (shown where the buttons are). Answers whether it went.
 */
export function useSellerAction(notify: (message: string) => void) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSellerOrderAction);
  const act = useCallback(
    async (input: SellerActionInput): Promise<boolean> => {
      const result = await dispatch(actOnSellerOrder(input));
      if (!actOnSellerOrder.fulfilled.match(result)) return false;
      notify(ACTION_DONE[input.action]);
      return true;
    },
    [dispatch, notify]
  );
  const busyOn = (orderId: number) => state.status === 'loading' && state.orderId === orderId;
  const errorOn = (orderId: number) =>
    state.status === 'failed' && state.orderId === orderId ? (state.error?.message ?? null) : null;
  return { act, busyOn, errorOn };
}
