import { importListings, previewListingImport } from '@/api/item/sellerListingImport';
import { createApiThunk } from './thunk';

/** 미리 보기 of a chosen file (its bytes, base64): the server reads and checks every row. */
export const previewImport = createApiThunk('sellerListingImport/preview', (fileBase64: string, { extra }) =>
  previewListingImport(extra.client, fileBase64)
);

/** 등록하기: the same file, all rows or none, as drafts or published. */
export const runImport = createApiThunk(
  'sellerListingImport/import',
  ({ fileBase64, publish }: { fileBase64: string; publish: boolean }, { extra }) =>
    importListings(extra.client, fileBase64, publish)
);
