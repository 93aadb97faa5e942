import { fetchSellerStorePage, updateStoreProfile, type StoreProfileInput } from '@/api/item/sellerStore';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /seller/store's loader: the viewer and the store's profile, one operation. */
export const loadSellerStorePage = createPageThunk('sellerStore/loadPage', (_: void, { extra }) => fetchSellerStorePage(extra.client));

/** 저장: the whole profile at once; a second tap while one runs is dropped. */
export const saveStoreProfile = createApiThunk(
  'sellerStore/save',
  (input: StoreProfileInput, { extra }) => updateStoreProfile(extra.client, input),
  { condition: (_, { getState }) => getState().sellerStore.save.status !== 'loading' },
);
