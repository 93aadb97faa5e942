import { leaveBusiness, redeemSellerInvite } from '@/api/item/sellerInvites';
import { createApiThunk } from './thunk';

/** /seller/join: redeems the typed code (the server normalises it); a second submit while one runs is dropped. */
export const redeemInvite = createApiThunk(
  'sellerJoin/redeem',
  (code: string, { extra }) => redeemSellerInvite(extra.client, code),
  { condition: (_code, { getState }) => getState().sellerJoin.redeem.status !== 'loading' }
);

/** 이 매장에서 나가기 (/seller): the seller unlinks their own account from the business. */
export const leaveCurrentBusiness = createApiThunk(
  'sellerJoin/leave',
  (_: void, { extra }) => leaveBusiness(extra.client),
  { condition: (_arg, { getState }) => getState().sellerJoin.leave.status !== 'loading' }
);
