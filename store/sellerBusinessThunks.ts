import { fetchSellerBusinessPage, updateBusinessProfile, type BusinessProfileInput } from '@/api/item/sellerBusiness';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /seller/store's loader: the viewer and the business's profile, one operation. */
export const loadSellerBusinessPage = createPageThunk('sellerBusiness/loadPage', (_: void, { extra }) =>
  fetchSellerBusinessPage(extra.client)
);

/** 저장: the whole profile at once; a second tap while one runs is dropped. */
export const saveBusinessProfile = createApiThunk(
  'sellerBusiness/save',
  (input: BusinessProfileInput, { extra }) => updateBusinessProfile(extra.client, input),
  { condition: (_, { getState }) => getState().sellerBusiness.save.status !== 'loading' }
);
