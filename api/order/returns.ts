import type { ApiClient } from '../client';
import {
  bz_sellerReturnActionDocument,
  us_requestReturnDocument,
  us_returnActionDocument,
  type OrderDetailFieldsFragment,
  type OrderReturnFieldsFragment,
  type SellerOrderDetailFieldsFragment,
} from './generated';

/** Returns and exchanges of delivered sales (docs/product.md §4 Returns and exchanges). */
export type OrderReturn = OrderReturnFieldsFragment;
export type ReturnOffer = NonNullable<OrderDetailFieldsFragment['returnOffer']>;

export type ReturnRequestInput = {
  orderId: number;
  kind: 'RETURN' | 'EXCHANGE';
  reason: string;
  note: string | null;
  imageIds: number[];
};

export type SellerReturnInput = {
  orderId: number;
  action: 'accept' | 'inspect' | 'refund' | 'sendExchange' | 'reject';
  reason?: string | null;
  carrier?: string | null;
  invoiceNumber?: string | null;
};

/** 반품·교환 신청: answers the order as it is afterwards. */
export async function sendReturnRequest(
  client: ApiClient,
  input: ReturnRequestInput
): Promise<OrderDetailFieldsFragment> {
  return (await client.request('order', us_requestReturnDocument, input)).requestReturn;
}

/** The customer's step on their return (분쟁 조정 신청, 신청 철회). */
export async function sendReturnAction(
  client: ApiClient,
  input: { orderId: number; action: 'dispute' | 'withdraw'; reason?: string | null }
): Promise<OrderDetailFieldsFragment> {
  return (await client.request('order', us_returnActionDocument, { ...input, reason: input.reason ?? null }))
    .returnAction;
}

/** The business's step on a return: answers the console's order detail. */
export async function sendSellerReturnAction(
  client: ApiClient,
  input: SellerReturnInput
): Promise<SellerOrderDetailFieldsFragment> {
  return (
    await client.request('order', bz_sellerReturnActionDocument, {
      orderId: input.orderId,
      action: input.action,
      reason: input.reason ?? null,
      carrier: input.carrier ?? null,
      invoiceNumber: input.invoiceNumber ?? null,
    })
  ).sellerReturnAction;
}
